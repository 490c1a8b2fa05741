import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { allArt } from '@/server/seed/art-list';
import { CLIENTS } from '@/server/seed/content/clients';
import { seedImageDir } from '@/server/seed/store-images';
import { drawnNames } from './catalogue';
import { CLIENT_MARKS } from './catalogue/clients';
import { wordPath } from './draw/letters';
import { rasterize } from './draw/raster';
import { aerial } from './draw/scenes/aerial';
import { exterior } from './draw/scenes/exterior';
import { interior } from './draw/scenes/interior';
import { realtime } from './draw/scenes/realtime';
import { studio } from './draw/scenes/studio';
import { encode } from './encode';

const pixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer();

describe('the placeholder art tool', () => {
  it('draws exactly the images the content lists', () => {
    expect(drawnNames().sort()).toEqual(
      allArt()
        .map((a) => a.name)
        .sort(),
    );
  });

  it("draws each client's monogram with the letters its alt text names", () => {
    for (const client of CLIENTS) {
      const slug = client.logo.name.slice('client-'.length);
      const letters = CLIENT_MARKS[slug]![0].split('').join(' ');
      expect(client.logo.alt).toMatch(new RegExp(`the monogram ${letters}$`));
    }
  });

  it('still draws the committed marks and a scene as they are', async () => {
    const names = ['favicon-elena-marsh', 'client-maison-verel', 'ferro-grinder-1'];
    for (const spec of allArt().filter((a) => names.includes(a.name))) {
      const committed = await readFile(path.join(seedImageDir(), spec.file));
      expect((await pixels(await encode(spec))).equals(await pixels(committed)), spec.file).toBe(
        true,
      );
    }
  });

  it('lays out monogram letters as paths', () => {
    const word = wordPath('EM', 100);
    expect(word.d).toMatch(/^M/);
    expect(word.width).toBeGreaterThan(100);
  });

  it('renders every kind of scene', async () => {
    const w = 320;
    const h = 200;
    const scenes = [
      exterior({
        seed: 't',
        width: w,
        height: h,
        massing: 'towers',
        palette: 'basalt',
        time: 'blue-hour',
        pool: true,
      }),
      interior({ seed: 't', width: w, height: h, palette: 'ink', time: 'dusk', furnishing: 'bar' }),
      studio({
        seed: 't',
        width: w,
        height: h,
        product: 'robot-arm',
        palette: 'limestone',
        backdrop: '#222222',
        explode: 0.5,
      }),
      realtime({ seed: 't', width: w, height: h, palette: 'ink', glow: '#e0b872' }),
      aerial({ seed: 't', width: w, height: h, palette: 'sand', time: 'golden' }),
    ];
    for (const layers of scenes) {
      const { data, info } = await (
        await rasterize(layers)
      )
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height, info.channels]).toEqual([w, h, 3]);
      // not a flat fill: a real picture has many distinct values
      expect(new Set(data).size).toBeGreaterThan(60);
    }
    const meta = await sharp(await (await rasterize(scenes[0]!)).webp().toBuffer()).metadata();
    expect(meta.format).toBe('webp');
  });
});
