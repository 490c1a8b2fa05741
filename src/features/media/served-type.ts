import 'server-only';
import { getDb } from '@/server/db';
import { cached } from '@/server/cache';
import { mediaLibrary } from '@/server/db/schema';
import { mediaUrl, type StorageBackend } from '@/server/storage';
import { sniff, SNIFF_BYTES, type SniffedType } from './sniff';

// The Content-Type a stored file is served with: the one sniffed from its bytes
// when it was uploaded (kept in media_library), or, for a file the library does
// not know, sniffed from its bytes now. Never its key's extension, never what a
// browser claimed at upload: a file named .jpg that holds HTML is served as
// bytes to download, not as a page of this site.

/** The types a browser may show in place: the formats the upload accepts. */
export const INLINE_TYPES: ReadonlySet<string> = new Set<SniffedType['mime']>([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
  'video/mp4',
  'video/webm',
]);

/** What sharp may resize: the still raster formats. */
export const RESIZABLE_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
]);

export const UNKNOWN_TYPE = 'application/octet-stream';

// one read of the library's types per change, shared by every /media request
const libraryTypes = cached('media-types', ['media'], async (): Promise<Map<string, string>> => {
  const db = await getDb();
  const rows = await db
    .select({ url: mediaLibrary.fileUrl, mime: mediaLibrary.mimeType })
    .from(mediaLibrary);
  return new Map(rows.flatMap((r) => (r.mime ? [[r.url, r.mime] as const] : [])));
});

async function sniffStored(storage: StorageBackend, key: string): Promise<string> {
  const object = await storage.getObjectStream(key, { start: 0, end: SNIFF_BYTES - 1 });
  if (!object) return UNKNOWN_TYPE;
  const head = new Uint8Array(await new Response(object.body).arrayBuffer());
  return sniff(head)?.mime ?? UNKNOWN_TYPE;
}

/** The type to send for the stored file under `key`. */
export async function servedType(storage: StorageBackend, key: string): Promise<string> {
  const stored = (await libraryTypes()).get(mediaUrl(key));
  // a recorded type outside the accepted formats was not written by the upload: check the bytes
  if (stored && INLINE_TYPES.has(stored)) return stored;
  return sniffStored(storage, key);
}
