import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorageBackend } from '@/server/storage/types';
import type { ArtFormat, ArtSpec } from './art-spec';

export type StoredImage = {
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

/**
 * Where the first-start content's images are committed. The server runs from the project's
 * folder (server.mjs moves there), as the build and the tests do.
 */
export function seedImageDir(): string {
  return path.resolve(process.cwd(), 'src/server/seed/images');
}

/** Copies every image into the storage, a few at a time (a bucket answers each put slowly). */
export async function storeAll(specs: ArtSpec[], storage: StorageBackend): Promise<StoredImage[]> {
  const dir = seedImageDir();
  const results: StoredImage[] = new Array(specs.length);
  let next = 0;
  const work = async () => {
    while (next < specs.length) {
      const index = next++;
      const spec = specs[index]!;
      const bytes = await readFile(path.join(dir, spec.file));
      await storage.putObject(spec.key, bytes, MIME[spec.format]);
      results[index] = {
        spec,
        filename: spec.file,
        size: bytes.length,
        mimeType: MIME[spec.format],
        width: spec.width,
        height: spec.height,
      };
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, specs.length) }, work));
  return results;
}
