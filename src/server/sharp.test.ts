import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadSharp } from './sharp';

const SRC = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('sharp', () => {
  it('is loaded by src/server/sharp.ts alone, and only when an image is processed', () => {
    // a value import anywhere would load libvips (ADR 012) with its module, at the start
    const valueImport =
      /import\s+(?!type\b)[^;]*?from\s+['"]sharp['"]|require\(\s*['"]sharp['"]\s*\)/;
    const offenders = sources(SRC)
      .filter((file) => valueImport.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(offenders).toEqual([]);
  });

  it('is one instance, without libvips cache and with one thread per image', async () => {
    const sharp = await loadSharp();
    expect(await loadSharp()).toBe(sharp);
    expect(sharp.concurrency()).toBe(1);
    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, items: { max: 0 } });
  });
});
