import { cleanFilename } from '@/features/media/store';
import type { AttachmentFormat } from '@/features/media/sniff';

// A visitor's file name, made safe to show and to download under: no folders (`../../x.pdf` is
// `x.pdf`), no control or direction characters (an RTL override can make `cod.exe` read as
// `exe.doc`), of a sensible length, and ending in the extension of what the file really is.

const MAX_NAME = 120;
// control and format characters: C0 and C1 controls, bidirectional overrides and isolates,
// zero-width characters, the byte-order mark, and halves of characters cut apart
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/gu;

function splitExt(name: string): [string, string] {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? [name.slice(0, dot), name.slice(dot + 1)] : [name, ''];
}

/** The name a staged file keeps: cleaned, capped, and with the extension its content calls for. */
export function attachmentName(raw: string | null, format: AttachmentFormat | null): string {
  // the media library's cleaning first (no folders, no markup), then the stricter rules here
  let name = (raw?.trim() ? cleanFilename(raw) : '')
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(/[\\/:*?|]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim();
  let [stem, ext] = splitExt(name);
  if (format && !format.aliases.includes(ext.toLowerCase())) {
    // a name that says something else keeps what it said, and gains what the file is
    stem = name;
    ext = format.ext;
  }
  stem = stem || 'attachment';
  const room = MAX_NAME - (ext ? ext.length + 1 : 0);
  // cut by code points, so a long name never ends in half a character
  name = Array.from(stem).slice(0, room).join('').trim() + (ext ? `.${ext}` : '');
  return name;
}

/** RFC 5987: UTF-8, percent-encoded, with the characters the header grammar reserves encoded too. */
function extValue(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** A plain-ASCII stand-in for browsers that do not read filename*. */
function asciiName(name: string): string {
  const plain = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%;]/g, '_');
  return plain.replace(/^_+(?=\.)/, 'attachment') || 'attachment';
}

/** Content-Disposition for a download under `name` (RFC 6266). */
export function downloadDisposition(name: string): string {
  return `attachment; filename="${asciiName(name)}"; filename*=UTF-8''${extValue(name)}`;
}
