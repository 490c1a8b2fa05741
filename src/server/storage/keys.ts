// Pure helpers shared by every storage backend and the /media route (no I/O, safe to unit test).

export const MAX_KEY_LENGTH = 512;

const KEY_CHARS = /^[a-zA-Z0-9/_.-]+$/;

/**
 * A key is a relative path of safe characters: no '..', no absolute or empty
 * segments, no hidden files (temporary uploads start with a dot).
 */
export function isValidKey(key: string): boolean {
  if (!key || key.length > MAX_KEY_LENGTH || !KEY_CHARS.test(key)) return false;
  if (key.includes('..')) return false;
  return key.split('/').every((segment) => segment.length > 0 && !segment.startsWith('.'));
}

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidKeyError(key);
}

const TYPES: Record<string, string> = {
  avif: 'image/avif',
  gif: 'image/gif',
  ico: 'image/x-icon',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  mp4: 'video/mp4',
  ogv: 'video/ogg',
  webm: 'video/webm',
  pdf: 'application/pdf',
};

/** The Content-Type for a key, from its extension. */
export function contentTypeFor(key: string): string {
  const dot = key.lastIndexOf('.');
  const ext = dot >= 0 ? key.slice(dot + 1).toLowerCase() : '';
  return TYPES[ext] ?? 'application/octet-stream';
}

/** The public URL path of a stored object, served by src/app/media/[...key]/route.ts. */
export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

/** The key of a /media URL, or null when the URL is not one of ours. */
export function keyFromMediaUrl(url: string): string | null {
  if (!url.startsWith('/media/')) return null;
  const key = url.slice('/media/'.length).split(/[?#]/)[0]!;
  return isValidKey(key) ? key : null;
}
