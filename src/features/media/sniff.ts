// Recognises an upload by its bytes, never by its name or the browser's claim,
// and checks that the file is exactly what it says: a file that carries a
// second, different file (a polyglot) is refused. Pure: unit tested in sniff.test.ts.

export type SniffedType = {
  kind: 'image' | 'video';
  mime:
    | 'image/jpeg'
    | 'image/png'
    | 'image/webp'
    | 'image/avif'
    | 'image/gif'
    | 'video/mp4'
    | 'video/webm';
  /** the canonical extension, and the others that name the same format */
  ext: string;
  aliases: readonly string[];
};

const TYPES = {
  jpeg: { kind: 'image', mime: 'image/jpeg', ext: 'jpg', aliases: ['jpg', 'jpeg', 'jpe', 'jfif'] },
  png: { kind: 'image', mime: 'image/png', ext: 'png', aliases: ['png'] },
  webp: { kind: 'image', mime: 'image/webp', ext: 'webp', aliases: ['webp'] },
  avif: { kind: 'image', mime: 'image/avif', ext: 'avif', aliases: ['avif'] },
  gif: { kind: 'image', mime: 'image/gif', ext: 'gif', aliases: ['gif'] },
  mp4: { kind: 'video', mime: 'video/mp4', ext: 'mp4', aliases: ['mp4', 'm4v'] },
  webm: { kind: 'video', mime: 'video/webm', ext: 'webm', aliases: ['webm'] },
} as const satisfies Record<string, SniffedType>;

/** How many leading bytes `sniff` needs to decide. */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) =>
  sig.every((b, i) => bytes[at + i] === b);

/** The format the leading bytes announce, or null for anything we do not accept (SVG, HTML, PDF, ...). */
export function sniff(head: Uint8Array): SniffedType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return TYPES.jpeg;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return TYPES.png;
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return TYPES.gif;
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return TYPES.webp;
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) {
    // EBML: Matroska and WebM share it; the DocType says which
    return ascii(head, 0, Math.min(head.length, SNIFF_BYTES)).includes('webm') ? TYPES.webm : null;
  }
  if (ascii(head, 4, 8) === 'ftyp') {
    const brands = ftypBrands(head);
    if (brands.some((b) => b === 'avif' || b === 'avis')) return TYPES.avif;
    if (
      brands.some((b) =>
        [
          'isom',
          'iso2',
          'iso4',
          'iso5',
          'iso6',
          'mp41',
          'mp42',
          'avc1',
          'M4V ',
          'dash',
          'mmp4',
        ].includes(b),
      )
    )
      return TYPES.mp4;
    return null;
  }
  return null;
}

/** The major and compatible brands of an ISO base media file's leading ftyp box. */
function ftypBrands(head: Uint8Array): string[] {
  const brands: string[] = [];
  const size = readU32(head, 0);
  for (let at = 8; at + 4 <= Math.min(size, head.length); at += 4)
    if (at !== 12) brands.push(ascii(head, at, at + 4));
  return brands;
}

function readU32(b: Uint8Array, at: number): number {
  return ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
}
function readU32le(b: Uint8Array, at: number): number {
  return b[at]! + (b[at + 1]! << 8) + (b[at + 2]! << 16) + ((b[at + 3]! << 24) >>> 0);
}

/**
 * Markers of content a browser or a server could run. They are looked for only
 * where a format keeps free-form data (metadata chunks, comments, trailing
 * bytes), not in compressed pixels, where they could appear by chance.
 */
const SCRIPT = String.raw`<\s*(script|html|body|iframe|object|embed|svg|\?php|!doctype|meta|a\s+href)|javascript:`;
const ACTIVE = new RegExp(String.raw`${SCRIPT}|PK\x03\x04|%PDF-`, 'i');
/** What a browser would run: in an archive, another file's bytes are no surprise. */
const RUNNABLE = new RegExp(SCRIPT, 'i');

function hasActive(bytes: Uint8Array, markers = ACTIVE): boolean {
  if (bytes.length === 0) return false;
  return markers.test(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'),
  );
}

export type StructureCheck = { ok: true } | { ok: false; reason: string };

const POLYGLOT: StructureCheck = {
  ok: false,
  reason:
    'This file carries hidden data besides the picture (it may be two files in one), so it was refused. Please export it again from your image editor.',
};
const BROKEN: StructureCheck = {
  ok: false,
  reason: 'This file is damaged or incomplete. Please export it again and retry.',
};

/** Checks a whole image file: it ends where its format says, and its free-form parts carry no active content. */
export function checkImageStructure(type: SniffedType, bytes: Uint8Array): StructureCheck {
  switch (type.mime) {
    case 'image/png':
      return checkPng(bytes);
    case 'image/jpeg':
      return checkJpeg(bytes);
    case 'image/gif':
      return checkGif(bytes);
    case 'image/webp':
      return checkWebp(bytes);
    case 'image/avif':
      return checkIsoBmff(bytes, ['mdat']);
    default:
      return BROKEN;
  }
}

function checkPng(b: Uint8Array): StructureCheck {
  let at = 8;
  while (at + 12 <= b.length) {
    const length = readU32(b, at);
    const type = ascii(b, at + 4, at + 8);
    const end = at + 12 + length;
    if (end > b.length) return BROKEN;
    if (type !== 'IDAT' && hasActive(b.subarray(at + 8, at + 8 + length))) return POLYGLOT;
    at = end;
    if (type === 'IEND') return at === b.length ? { ok: true } : POLYGLOT;
  }
  return BROKEN;
}

function checkJpeg(b: Uint8Array): StructureCheck {
  let at = 2;
  while (at + 2 <= b.length) {
    if (b[at] !== 0xff) return BROKEN;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return jpegTrailer(b, at + 2);
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (at + 4 > b.length) return BROKEN;
    const length = (b[at + 2]! << 8) + b[at + 3]!;
    const end = at + 2 + length;
    if (length < 2 || end > b.length) return BROKEN;
    // APPn and COM hold free-form metadata (EXIF, XMP, comments)
    if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) {
      if (hasActive(b.subarray(at + 4, end))) return POLYGLOT;
    }
    at = end;
    if (marker === 0xda) {
      // entropy-coded data runs to the next marker that is not a stuffed byte or a restart
      while (at + 1 < b.length) {
        if (
          b[at] === 0xff &&
          b[at + 1] !== 0x00 &&
          !(b[at + 1]! >= 0xd0 && b[at + 1]! <= 0xd7) &&
          b[at + 1] !== 0xff
        )
          break;
        at += 1;
      }
      if (at + 1 >= b.length) return BROKEN;
    }
  }
  return BROKEN;
}

/** After the end of image: nothing, padding, or the further pictures of a multi-picture (MPF) JPEG. */
function jpegTrailer(b: Uint8Array, at: number): StructureCheck {
  const rest = b.subarray(at);
  if (rest.every((x) => x === 0x00 || x === 0xff || x === 0x0a || x === 0x0d)) return { ok: true };
  if (startsWith(rest, [0xff, 0xd8, 0xff])) {
    const next = checkJpeg(rest);
    return next.ok ? next : POLYGLOT;
  }
  return POLYGLOT;
}

function checkGif(b: Uint8Array): StructureCheck {
  if (b.length < 13) return BROKEN;
  let at = 13;
  const flags = b[10]!;
  if (flags & 0x80) at += 3 * (1 << ((flags & 0x07) + 1));
  const subBlocks = (start: number, inspect: boolean): number => {
    let p = start;
    while (p < b.length) {
      const size = b[p]!;
      if (size === 0) return p + 1;
      if (inspect && hasActive(b.subarray(p + 1, p + 1 + size))) return -2;
      p += 1 + size;
    }
    return -1;
  };
  while (at < b.length) {
    const block = b[at]!;
    if (block === 0x3b) return at + 1 === b.length ? { ok: true } : POLYGLOT;
    if (block === 0x21) {
      const label = b[at + 1]!;
      // comment (0xfe) and application (0xff) extensions hold free-form text
      const next = subBlocks(at + 2, label === 0xfe || label === 0xff);
      if (next === -2) return POLYGLOT;
      if (next < 0) return BROKEN;
      at = next;
    } else if (block === 0x2c) {
      if (at + 10 > b.length) return BROKEN;
      const local = b[at + 9]!;
      at += 10;
      if (local & 0x80) at += 3 * (1 << ((local & 0x07) + 1));
      const next = subBlocks(at + 1, false); // skip the LZW minimum code size
      if (next < 0) return BROKEN;
      at = next;
    } else return BROKEN;
  }
  return BROKEN;
}

function checkWebp(b: Uint8Array): StructureCheck {
  if (b.length < 12) return BROKEN;
  const riffEnd = 8 + readU32le(b, 4);
  if (riffEnd > b.length) return BROKEN;
  if (riffEnd < b.length) return POLYGLOT;
  let at = 12;
  while (at + 8 <= riffEnd) {
    const type = ascii(b, at, at + 4);
    const size = readU32le(b, at + 4);
    const end = at + 8 + size + (size % 2);
    if (at + 8 + size > riffEnd) return BROKEN;
    if (
      !['VP8 ', 'VP8L', 'ALPH', 'ANMF'].includes(type) &&
      hasActive(b.subarray(at + 8, at + 8 + size))
    )
      return POLYGLOT;
    at = end;
  }
  return { ok: true };
}

/**
 * ISO base media (AVIF, MP4): top-level boxes must tile the file exactly. The
 * boxes named in `opaque` hold compressed media and are not inspected.
 */
export function checkIsoBmff(
  b: Uint8Array,
  opaque: readonly string[],
  inspect = true,
): StructureCheck {
  let at = 0;
  let first = true;
  while (at < b.length) {
    if (at + 8 > b.length) return POLYGLOT;
    let size = readU32(b, at);
    const type = ascii(b, at + 4, at + 8);
    if (first && type !== 'ftyp') return BROKEN;
    first = false;
    let header = 8;
    if (size === 1) {
      if (at + 16 > b.length) return BROKEN;
      size = readU32(b, at + 8) * 2 ** 32 + readU32(b, at + 12);
      header = 16;
    } else if (size === 0) size = b.length - at; // runs to the end of the file
    if (size < header || at + size > b.length) return BROKEN;
    if (!/^[\x20-\x7e]{4}$/.test(type)) return POLYGLOT;
    if (inspect && !opaque.includes(type) && hasActive(b.subarray(at + header, at + size)))
      return POLYGLOT;
    at += size;
  }
  return { ok: true };
}

/** The extension to store a file under: the original one when it names the detected format, else the format's own. */
export function extensionFor(type: SniffedType, originalName: string): string {
  const dot = originalName.lastIndexOf('.');
  const ext = dot > 0 ? originalName.slice(dot + 1).toLowerCase() : '';
  return type.aliases.includes(ext) ? ext : type.ext;
}

// The files a visitor may attach to a request (docs/attachments.md), recognised by the same
// rules: the bytes decide, never the name or the browser's claim.

export type AttachmentFormat = {
  kind: 'image' | 'document' | 'archive';
  mime:
    | 'application/pdf'
    | 'image/jpeg'
    | 'image/png'
    | 'image/webp'
    | 'image/heic'
    | 'application/zip';
  /** what the visitor and the owner read: 'PDF', 'JPEG' */
  label: string;
  ext: string;
  aliases: readonly string[];
};

const ATTACHMENT_FORMATS = {
  pdf: { kind: 'document', mime: 'application/pdf', label: 'PDF', ext: 'pdf', aliases: ['pdf'] },
  jpeg: { ...TYPES.jpeg, kind: 'image', label: 'JPEG' },
  png: { ...TYPES.png, kind: 'image', label: 'PNG' },
  webp: { ...TYPES.webp, kind: 'image', label: 'WebP' },
  heic: {
    kind: 'image',
    mime: 'image/heic',
    label: 'HEIC',
    ext: 'heic',
    aliases: ['heic', 'heif', 'hif'],
  },
  zip: { kind: 'archive', mime: 'application/zip', label: 'ZIP', ext: 'zip', aliases: ['zip'] },
} as const satisfies Record<string, AttachmentFormat>;

// HEVC-coded HEIF, as phones write it (an AVIF is one of the media library's own formats)
const HEIC_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs'];

/** The attachment format the leading bytes announce, or null for anything else (an executable, HTML, SVG, ...). */
export function sniffAttachment(head: Uint8Array): AttachmentFormat | null {
  const media = sniff(head);
  if (media?.mime === 'image/jpeg') return ATTACHMENT_FORMATS.jpeg;
  if (media?.mime === 'image/png') return ATTACHMENT_FORMATS.png;
  if (media?.mime === 'image/webp') return ATTACHMENT_FORMATS.webp;
  if (media) return null;
  if (/^%PDF-\d/.test(ascii(head, 0, 6))) return ATTACHMENT_FORMATS.pdf;
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return ATTACHMENT_FORMATS.zip;
  if (ascii(head, 4, 8) === 'ftyp' && ftypBrands(head).some((b) => HEIC_BRANDS.includes(b)))
    return ATTACHMENT_FORMATS.heic;
  return null;
}

/** How many trailing bytes the document checks need: the longest ZIP comment and its record. */
export const TAIL_BYTES = 65_535 + 22;
/** The leading bytes in which a reader looks for a second format's signature. */
const HEAD_SCAN = 1024;
const EOCD = [0x50, 0x4b, 0x05, 0x06];

function lastIndexOf(b: Uint8Array, sig: readonly number[]): number {
  for (let at = b.length - sig.length; at >= 0; at--) if (startsWith(b, sig, at)) return at;
  return -1;
}

const DOUBLE: StructureCheck = {
  ok: false,
  reason:
    'This file carries a second file inside it (it may be two files in one), so it was refused. Please save or export it again.',
};

/**
 * Checks a PDF or a ZIP by its first and last bytes (`head` at least 1 KB of the start, `tail`
 * the last TAIL_BYTES): each ends where its format says, and neither hides another format a
 * reader would find (a ZIP's directory in a PDF's tail, HTML or script near either's start).
 */
export function checkDocumentStructure(
  format: AttachmentFormat,
  head: Uint8Array,
  tail: Uint8Array,
): StructureCheck {
  const start = head.subarray(0, HEAD_SCAN);
  if (format.mime === 'application/pdf') {
    if (hasActive(start.subarray(5))) return DOUBLE;
    const end = ascii(tail, Math.max(0, tail.length - 1024), tail.length);
    const eof = end.lastIndexOf('%%EOF');
    if (eof < 0) return BROKEN;
    if (!/^[\s\0]*$/.test(end.slice(eof + 5))) return DOUBLE;
    if (lastIndexOf(tail, EOCD) >= 0) return DOUBLE;
    return { ok: true };
  }
  if (format.mime === 'application/zip') {
    if (hasActive(start.subarray(4), RUNNABLE)) return DOUBLE;
    const at = lastIndexOf(tail, EOCD);
    if (at < 0 || at + 22 > tail.length) return BROKEN;
    const commentLength = tail[at + 20]! + (tail[at + 21]! << 8);
    // the directory's record is the file's last bytes, its comment included
    if (at + 22 + commentLength !== tail.length) return DOUBLE;
    if (hasActive(tail.subarray(at + 22), RUNNABLE)) return DOUBLE;
    return { ok: true };
  }
  return BROKEN;
}
