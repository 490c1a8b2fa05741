// What a visitor may attach to a request, in one place: the form shows it next to the field,
// the browser checks it before uploading, and the server holds to it whatever the browser did.
// Pure and small: it ships with the form.

export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_TOTAL_BYTES = 50 * 1024 * 1024;

/** The formats accepted, with the names a file of each usually has and the type browsers give it. */
export const ACCEPTED = [
  { label: 'PDF', mime: 'application/pdf', exts: ['pdf'] },
  { label: 'JPEG', mime: 'image/jpeg', exts: ['jpg', 'jpeg', 'jpe', 'jfif'] },
  { label: 'PNG', mime: 'image/png', exts: ['png'] },
  { label: 'WebP', mime: 'image/webp', exts: ['webp'] },
  { label: 'HEIC', mime: 'image/heic', exts: ['heic', 'heif', 'hif'] },
  { label: 'ZIP', mime: 'application/zip', exts: ['zip'] },
] as const;

/**
 * The file input's accept list: extensions and types both, so a phone offers its camera roll
 * (image types) and its files (PDF, ZIP), and a HEIC photo arrives as HEIC.
 */
export const ACCEPT = [
  ...ACCEPTED.flatMap((f) => f.exts.map((e) => `.${e}`)),
  ...ACCEPTED.map((f) => f.mime),
  'image/heif',
  'application/x-zip-compressed',
].join(',');

const FORMAT_LIST = 'PDF, JPEG, PNG, WebP, HEIC or ZIP';

const tenths = (n: number) => (n < 10 ? Math.round(n * 10) / 10 : Math.round(n));

/** Bytes as people read them: '830 KB', '2.4 MB', '5 GB' (the storage quota). */
export function formatSize(bytes: number): string {
  if (bytes === 0) return '0 KB';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 ** 3) return `${tenths(bytes / 1024 ** 2)} MB`;
  // thousands marked by hand: public client code makes no Intl formatter (its data is heavy)
  return `${String(tenths(bytes / 1024 ** 3)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} GB`;
}

/** The line next to the field. */
export const LIMITS_HINT = `Up to ${MAX_FILES} files, ${formatSize(MAX_FILE_BYTES)} each and ${formatSize(MAX_TOTAL_BYTES)} in all: ${FORMAT_LIST}.`;

/** What the visitor reads when a file cannot be attached; the same words from browser and server. */
export const REFUSALS = {
  wrongType: (name: string) => `${name} can't be attached: only ${FORMAT_LIST} files are accepted.`,
  notWhatItSays: (name: string) =>
    `${name} can't be attached: its content is not ${FORMAT_LIST}, whatever its name says.`,
  empty: (name: string) => `${name} is empty (0 bytes), so there is nothing to attach.`,
  tooBig: (name: string) =>
    `${name} is larger than ${formatSize(MAX_FILE_BYTES)}, the most one file may be.`,
  tooMany: (name: string) =>
    `${name} was not attached: a request can carry ${MAX_FILES} files at most.`,
  tooMuch: (name: string) =>
    `${name} was not attached: together the files would pass ${formatSize(MAX_TOTAL_BYTES)}.`,
} as const;

const extOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** Whether a picked file looks like an accepted format, by its name or the browser's type. */
export function looksAccepted(file: { name: string; type: string }): boolean {
  const ext = extOf(file.name);
  return ACCEPTED.some(
    (f) => (f.exts as readonly string[]).includes(ext) || f.mime === file.type.toLowerCase(),
  );
}

/**
 * Why a file cannot join those already attached, or null. The browser asks before it uploads;
 * the server judges the bytes themselves again.
 */
export function refusalFor(
  file: { name: string; size: number; type: string },
  attached: { count: number; bytes: number },
): string | null {
  if (attached.count >= MAX_FILES) return REFUSALS.tooMany(file.name);
  if (!looksAccepted(file)) return REFUSALS.wrongType(file.name);
  if (file.size === 0) return REFUSALS.empty(file.name);
  if (file.size > MAX_FILE_BYTES) return REFUSALS.tooBig(file.name);
  if (attached.bytes + file.size > MAX_TOTAL_BYTES) return REFUSALS.tooMuch(file.name);
  return null;
}
