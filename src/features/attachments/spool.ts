import 'server-only';
import { createHash } from 'node:crypto';
import { sniffAttachment, TAIL_BYTES, type AttachmentFormat } from '@/features/media/sniff';
import { MAX_FILE_BYTES } from './limits';
import { writeStreamToFile } from '@/server/fs/write-stream';

// An upload on its way to disk: written to a spool file as it arrives (never held whole), its
// format decided from its first bytes so that an executable or a web page stops at once, cut off
// the moment it passes the size limit, with its SHA-256 and its first and last bytes kept for
// the checks that follow.

const HEAD_BYTES = 1024;
const SNIFF_AT = 64;

export type Spooled = {
  file: string;
  size: number;
  sha256: string;
  format: AttachmentFormat;
  head: Uint8Array;
  tail: Uint8Array;
};

/** Why the bytes were not taken; the caller words it for the visitor. */
export type SpoolRefusal = 'empty' | 'too-big' | 'not-accepted';
export class SpoolRefused extends Error {
  constructor(public readonly reason: SpoolRefusal) {
    super(reason);
  }
}

const join = (a: Uint8Array, b: Uint8Array) => {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
};

/** A rolling window over the stream's last `size` bytes, copied only when it is read. */
function tailKeeper(size: number) {
  let chunks: Uint8Array[] = [];
  let held = 0;
  return {
    add(chunk: Uint8Array) {
      chunks.push(chunk);
      held += chunk.length;
      while (chunks.length > 1 && held - chunks[0]!.length >= size) held -= chunks.shift()!.length;
    },
    bytes() {
      const all = chunks.reduce(join, new Uint8Array(0));
      chunks = [all];
      return all.subarray(Math.max(0, all.length - size));
    },
  };
}

export async function spoolUpload(
  body: ReadableStream<Uint8Array>,
  file: string,
  maxBytes = MAX_FILE_BYTES,
): Promise<Spooled> {
  const hash = createHash('sha256');
  const tail = tailKeeper(TAIL_BYTES);
  let head = new Uint8Array(0);
  let size = 0;
  let format: AttachmentFormat | null = null;
  await writeStreamToFile(body, file, (value) => {
    size += value.length;
    if (size > maxBytes) throw new SpoolRefused('too-big');
    if (head.length < HEAD_BYTES) head = join(head, value).subarray(0, HEAD_BYTES);
    if (!format && head.length >= SNIFF_AT) {
      format = sniffAttachment(head);
      if (!format) throw new SpoolRefused('not-accepted');
    }
    hash.update(value);
    tail.add(value);
  });
  if (size === 0) throw new SpoolRefused('empty');
  format ??= sniffAttachment(head);
  if (!format) throw new SpoolRefused('not-accepted');
  return { file, size, sha256: hash.digest('hex'), format, head, tail: tail.bytes() };
}
