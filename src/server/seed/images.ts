import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { loadSharp } from '@/server/sharp';
import type { StorageBackend } from '@/server/storage/types';
import { rasterize } from './art/raster';
import type { ArtFormat, ArtSpec } from './art-spec';

export type RenderedImage = {
  spec: ArtSpec;
  filename: string;
  size: number;
  mimeType: string;
  width: number;
  height: number;
};

const MIME: Record<ArtFormat, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

export async function encode(spec: ArtSpec): Promise<Buffer> {
  const drawn = spec.draw();
  const sharp = await loadSharp();
  const image = typeof drawn === 'string' ? sharp(Buffer.from(drawn)) : await rasterize(drawn);
  if (spec.format === 'png') return image.png({ compressionLevel: 9 }).toBuffer();
  if (spec.format === 'jpeg') return image.jpeg({ quality: 84, mozjpeg: true }).toBuffer();
  // effort 2 encodes about twice as fast as the default for a few per cent more bytes
  return image.webp({ quality: 78, effort: 2 }).toBuffer();
}

/** Where the build keeps the images it drew (scripts/render-seed-art.ts): `<dist dir>/seed-art`. */
export function prebuiltArtDir(distDir = process.env.NEXT_DIST_DIR || '.next'): string {
  return path.resolve(process.cwd(), distDir, 'seed-art');
}

/**
 * The image as the build drew it, or null. Drawing the 53 images takes several seconds of both
 * cores, which a first start would spend before its first page; the drawing is deterministic, so
 * the build does it once and every first start copies the files. Only a production server uses
 * them: a development server's dist dir may hold a build older than the drawing code.
 */
async function prebuilt(spec: ArtSpec): Promise<Buffer | null> {
  if (process.env.NODE_ENV !== 'production') return null;
  return readFile(path.join(prebuiltArtDir(), spec.key)).catch(() => null);
}

/** Draws, encodes and stores every image, a few at a time (or copies the build's drawing of it). */
export async function renderAll(
  specs: ArtSpec[],
  storage: StorageBackend,
): Promise<RenderedImage[]> {
  const results: RenderedImage[] = new Array(specs.length);
  let next = 0;
  // sharp works on libuv's thread pool; a couple more tasks than cores keeps it busy while JS draws the next SVG
  const workers = Math.max(2, Math.min(4, availableParallelism() + 1));
  const work = async () => {
    while (next < specs.length) {
      const index = next++;
      const spec = specs[index]!;
      const bytes = (await prebuilt(spec)) ?? (await encode(spec));
      await storage.putObject(spec.key, bytes, MIME[spec.format]);
      results[index] = {
        spec,
        filename: spec.key.slice(spec.key.lastIndexOf('/') + 1),
        size: bytes.length,
        mimeType: MIME[spec.format],
        width: spec.width,
        height: spec.height,
      };
    }
  };
  await Promise.all(Array.from({ length: Math.min(workers, specs.length) }, work));
  return results;
}
