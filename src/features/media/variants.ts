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
  return madeOnce(storage, key, variantKey(key, width, format), async (input) => {
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
    return { bytes: await pipeline.toBuffer(), type: MIME[format] };
  });
}

/**
 * `target`, made from the original at `key` by `make` unless it is stored already; one making
 * at a time per target, however many requests ask for it at once.
 */
function madeOnce(
  storage: StorageBackend,
  key: string,
  target: string,
  make: (input: Buffer) => Promise<{ bytes: Buffer; type: string }>,
): Promise<ObjectInfo | null> {
  const running = inFlight.get(target);
  if (running) return running;
  const job = (async () => {
    const existing = await storage.statObject(target);
    if (existing) return existing;
    const original = await storage.getObjectStream(key);
    if (!original) return null;
    const { bytes, type } = await make(
      Buffer.from(await new Response(original.body).arrayBuffer()),
    );
    return storage.putObject(target, new Uint8Array(bytes), type);
  })().finally(() => inFlight.delete(target));
  inFlight.set(target, job);
  return job;
}

/** Where the social card of `key` cropped at a focal point is kept. */
export function cardKey(key: string, point: { x: number; y: number }): string {
  return `variants/${key}/card-${point.x}-${point.y}.jpg`;
}

/**
 * The image cropped to a social card (1200 by 630, JPEG, which every network reads) around its
 * focal point: the largest such box the image holds, slid towards the point as far as the edges
 * allow, then scaled. Made on first request and kept beside the other sizes.
 */
export function ensureCard(
  storage: StorageBackend,
  key: string,
  point: { x: number; y: number },
): Promise<ObjectInfo | null> {
  return madeOnce(storage, key, cardKey(key, point), async (input) => {
    const sharp = await loadSharp();
    const upright = await sharp(input, { limitInputPixels: 100_000_000 }).rotate().toBuffer();
    const { width = 1, height = 1 } = await sharp(upright).metadata();
    const ratio = CARD_SIZE.width / CARD_SIZE.height;
    const boxW = Math.min(width, Math.round(height * ratio));
    const boxH = Math.min(height, Math.round(boxW / ratio));
    const left = clampTo(Math.round((point.x / 100) * width - boxW / 2), width - boxW);
    const top = clampTo(Math.round((point.y / 100) * height - boxH / 2), height - boxH);
    const bytes = await sharp(upright)
      .extract({ left, top, width: boxW, height: boxH })
      .resize(CARD_SIZE.width, CARD_SIZE.height, { fit: 'fill' })
      .flatten({ background: '#faf9f6' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    return { bytes, type: 'image/jpeg' };
  });
}

const CARD_SIZE = { width: 1200, height: 630 };
const clampTo = (n: number, max: number) => Math.max(0, Math.min(max, n));

/** Removes every size that may have been made of `key`. */
export async function deleteVariants(key: string, storage: StorageBackend): Promise<void> {
  if (!isResizable(key)) return;
  const formats: VariantFormat[] = ['avif', 'webp', 'jpeg', 'png'];
  await Promise.all(
    VARIANT_WIDTHS.flatMap((w) => formats.map((f) => storage.deleteObject(variantKey(key, w, f)))),
  );
}

/** Removes the social card made at `point`, once the image's focal point has moved from it. */
export async function deleteCard(
  key: string,
  point: { x: number; y: number },
  storage: StorageBackend,
): Promise<void> {
  if (isResizable(key)) await storage.deleteObject(cardKey(key, point));
}
