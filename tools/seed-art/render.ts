// `npm run seed-art`: draws every image the first-start content lists (src/server/seed) into
// src/server/seed/images, where the server copies them from at a first start (ADR 031), and
// removes the files the content no longer lists. `npm run seed-art -- --check` draws them and
// only says which committed files differ from their drawing, pixel by pixel.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { allArt } from '@/server/seed/art-list';
import { seedImageDir } from '@/server/seed/store-images';
import { encode } from './encode';

const check = process.argv.includes('--check');
const dir = seedImageDir();
const specs = allArt();

async function samePixels(a: Buffer, b: Buffer): Promise<boolean> {
  const [x, y] = await Promise.all([a, b].map((bytes) => sharp(bytes).raw().toBuffer()));
  return x!.equals(y!);
}

const differ: string[] = [];
let next = 0;
const work = async () => {
  while (next < specs.length) {
    const spec = specs[next++]!;
    const drawn = await encode(spec);
    const file = path.join(dir, spec.file);
    if (!check) await writeFile(file, drawn);
    else {
      const committed = await readFile(file).catch(() => null);
      if (!committed || !(await samePixels(committed, drawn))) differ.push(spec.file);
    }
  }
};
await mkdir(dir, { recursive: true });
await Promise.all([work(), work(), work()]);

const listed = new Set(specs.map((s) => s.file));
const unlisted = (await readdir(dir)).filter((f) => !listed.has(f));
if (check) {
  for (const file of differ) console.error(`differs from its drawing: ${file}`);
  for (const file of unlisted) console.error(`not in the content: ${file}`);
  process.exitCode = differ.length || unlisted.length ? 1 : 0;
  console.log(`Seed images: ${specs.length - differ.length} of ${specs.length} as drawn.`);
} else {
  for (const file of unlisted) await rm(path.join(dir, file));
  console.log(`Seed images: ${specs.length} drawn into ${path.relative(process.cwd(), dir)}.`);
}
