import 'server-only';
import { loadSharp } from '@/server/sharp';
import type { ObjectInfo, StorageBackend } from '@/server/storage';
import { IMAGE_WIDTHS } from '@/lib/responsive-image';

// Responsive sizes in modern formats, made with sharp on first request and kept
// in storage beside the original (so every app instance and the S3 back end
// share them, and deleting a file deletes its sizes too).

/** The widths pages ask for (SmartImage's srcset). */
export const VARIANT_WIDTHS = IMAGE_WIDTHS;
export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png';

const RESIZABLE = /\.(jpe?g|png|webp|avif)$/i;

export function isResizable(key: string): boolean {
  return key.startsWith('project-images/') && RESIZABLE.test(key);
}

/** The smallest allowed width at least as wide as asked, so a URL cannot make endless sizes. */
export function variantWidth(asked: number): number {
  return VARIANT_WIDTHS.find((w) => w >= asked) ?? VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
}

/** The best format the browser accepts; the original's own format otherwise. */
export function variantFormat(accept: string | null, key: string): VariantFormat {
  if (accept?.includes('image/avif')) return 'avif';
  if (accept?.includes('image/webp')) return 'webp';
  return /\.png$/i.test(key)
    ? 'png'
    : /\.webp$/i.test(key)
      ? 'webp'
      : /\.avif$/i.test(key)
        ? 'avif'
        : 'jpeg';
}

export function variantKey(key: string, width: number, format: VariantFormat): string {
  return `variants/${key}/${width}.${format}`;
}

const MIME: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

// one generation per variant at a time, however many requests ask for it at once
const inFlight: Map<string, Promise<ObjectInfo | null>> = ((
  globalThis as { __mediaVariants?: Map<string, Promise<ObjectInfo | null>> }
).__mediaVariants ??= new Map());

/** The stored variant, generated now if it does not exist yet; null when the original is missing. */
export function ensureVariant(
  storage: StorageBackend,
  key: string,
  width: number,
  format: VariantFormat,
): Promise<ObjectInfo | null> {
  const target = variantKey(key, width, format);
  const running = inFlight.get(target);
  if (running) return running;
  const job = (async () => {
    const existing = await storage.statObject(target);
    if (existing) return existing;
    const original = await storage.getObjectStream(key);
    if (!original) return null;
    const input = Buffer.from(await new Response(original.body).arrayBuffer());
    const sharp = await loadSharp();
    let pipeline = sharp(input, { limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width, withoutEnlargement: true });
    pipeline =
      format === 'avif'
        ? pipeline.avif({ quality: 55, effort: 2 })
        : format === 'webp'
          ? pipeline.webp({ quality: 78 })
          : format === 'png'
            ? pipeline.png({ compressionLevel: 8 })
            : pipeline.jpeg({ quality: 80, mozjpeg: true });
    const bytes = await pipeline.toBuffer();
    return storage.putObject(target, new Uint8Array(bytes), MIME[format]);
  })().finally(() => inFlight.delete(target));
  inFlight.set(target, job);
  return job;
}

/** Removes every size that may have been made of `key`. */
export async function deleteVariants(key: string, storage: StorageBackend): Promise<void> {
  if (!isResizable(key)) return;
  const formats: VariantFormat[] = ['avif', 'webp', 'jpeg', 'png'];
  await Promise.all(
    VARIANT_WIDTHS.flatMap((w) => formats.map((f) => storage.deleteObject(variantKey(key, w, f)))),
  );
}
