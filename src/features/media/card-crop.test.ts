import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { localStorageAt } from '@/server/storage';
import { cardKey, deleteCard, ensureCard } from './variants';

// A cover's social card: 1200 by 630, JPEG, the largest such box the image holds, slid towards
// its focal point as far as the edges allow.

const dir = mkdtempSync(path.join(os.tmpdir(), 'card-crop-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const storage = localStorageAt(dir);

/** A square image, red on its left half and blue on its right. */
async function halves(key: string) {
  const red = { r: 220, g: 20, b: 20 };
  const left = await sharp({ create: { width: 600, height: 1200, channels: 3, background: red } })
    .png()
    .toBuffer();
  const image = await sharp({
    create: { width: 1200, height: 1200, channels: 3, background: { r: 20, g: 20, b: 220 } },
  })
    .composite([{ input: left, left: 0, top: 0 }])
    .png()
    .toBuffer();
  await storage.putObject(key, new Uint8Array(image), 'image/png');
}

const redness = async (bytes: Buffer) => {
  const { channels } = await sharp(bytes).stats();
  return channels[0]!.mean - channels[2]!.mean;
};

describe('ensureCard', () => {
  it('crops to 1200 by 630 around the focal point, kept under its own key', async () => {
    const key = 'project-images/halves.png';
    await halves(key);
    const atLeft = await ensureCard(storage, key, { x: 0, y: 50 });
    const atRight = await ensureCard(storage, key, { x: 100, y: 50 });
    expect(atLeft?.contentType).toBe('image/jpeg');
    const read = async (k: string) =>
      Buffer.from(await new Response((await storage.getObjectStream(k))!.body).arrayBuffer());
    const left = await read(cardKey(key, { x: 0, y: 50 }));
    const right = await read(cardKey(key, { x: 100, y: 50 }));
    expect(await sharp(left).metadata()).toMatchObject({
      width: 1200,
      height: 630,
      format: 'jpeg',
    });
    // the whole width fits (the image is wider than 1200:630 allows at its height), so both
    // crops hold both halves; the card crops top and bottom, and the colours stay balanced
    expect(Math.abs(await redness(left))).toBeLessThan(30);
    expect(atRight).not.toBeNull();
    expect(await sharp(right).metadata()).toMatchObject({ width: 1200, height: 630 });
    await deleteCard(key, { x: 0, y: 50 }, storage);
    expect(await storage.statObject(cardKey(key, { x: 0, y: 50 }))).toBeNull();
    expect(await storage.statObject(cardKey(key, { x: 100, y: 50 }))).not.toBeNull();
  });

  it('slides the box towards the point in a tall image', async () => {
    const key = 'project-images/tall.png';
    const top = await sharp({
      create: { width: 800, height: 800, channels: 3, background: { r: 220, g: 20, b: 20 } },
    })
      .png()
      .toBuffer();
    const tall = await sharp({
      create: { width: 800, height: 1600, channels: 3, background: { r: 20, g: 20, b: 220 } },
    })
      .composite([{ input: top, left: 0, top: 0 }])
      .png()
      .toBuffer();
    await storage.putObject(key, new Uint8Array(tall), 'image/png');
    const read = async (y: number) => {
      await ensureCard(storage, key, { x: 50, y });
      return Buffer.from(
        await new Response(
          (await storage.getObjectStream(cardKey(key, { x: 50, y })))!.body,
        ).arrayBuffer(),
      );
    };
    expect(await redness(await read(10))).toBeGreaterThan(150);
    expect(await redness(await read(90))).toBeLessThan(-150);
  });

  it('answers null for an image that is not stored', async () => {
    expect(await ensureCard(storage, 'project-images/none.png', { x: 50, y: 50 })).toBeNull();
  });
});
