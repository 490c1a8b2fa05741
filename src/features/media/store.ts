import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { loadSharp, type Metadata } from '@/server/sharp';
import { env } from '@/env';
import type { Db } from '@/server/db/connect';
import { mediaLibrary } from '@/server/db/schema';
import { getStorage, keyFromMediaUrl, mediaUrl, type StorageBackend } from '@/server/storage';
import { toItem } from './queries';
import { checkImageStructure, extensionFor, sniff, SNIFF_BYTES, type SniffedType } from './sniff';
import type { MediaItem } from './types';
import { deleteVariants } from './variants';
import { writeStreamToFile } from '@/server/fs/write-stream';
import { logger } from '@/server/log.mjs';

const log = logger('media');

// The upload pipeline: stream the request body to a spool file while checking
// its size, recognise the file by its bytes, check it thoroughly, then hand it
// to storage and record it. A refused file leaves nothing behind.

export type UploadLimits = { imageBytes: number; videoBytes: number; imagePixels: number };

export function uploadLimits(): UploadLimits {
  const config = env();
  return {
    imageBytes: Math.round(config.UPLOAD_MAX_IMAGE_MB * 1024 * 1024),
    videoBytes: Math.round(config.UPLOAD_MAX_VIDEO_MB * 1024 * 1024),
    imagePixels: config.UPLOAD_MAX_IMAGE_PIXELS,
  };
}

/** A refusal the owner reads in the upload list. */
export class UploadRefused extends Error {
  constructor(
    message: string,
    public readonly status: 400 | 413 | 415 | 422 = 422,
  ) {
    super(message);
    this.name = 'UploadRefused';
  }
}

const mb = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** A display name from what the browser sent: no folders, no control characters, a sensible length. */
export function cleanFilename(name: string | null): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\u0000-\u001f\u007f<>"]/g, '')
    .trim()
    .slice(-200);
  return clean || 'upload';
}

function unrecognised(head: Uint8Array, name: string): UploadRefused {
  const text = Buffer.from(head).toString('latin1').trimStart().toLowerCase();
  if (
    /\.svgz?$/i.test(name) ||
    text.startsWith('<svg') ||
    (text.startsWith('<?xml') && text.includes('<svg'))
  ) {
    return new UploadRefused(
      `${name}: SVG files are not accepted, because they can carry scripts. Please upload a PNG or WebP export instead.`,
      415,
    );
  }
  return new UploadRefused(
    `${name} is not an image or video this library accepts. Its content is not JPEG, PNG, WebP, AVIF, GIF, MP4 or WebM, whatever its name says.`,
    415,
  );
}

type Spooled = { file: string; size: number; type: SniffedType; head: Uint8Array };

/** Writes the body to `file`, deciding the type from the first bytes and stopping as soon as a limit is passed. */
async function spool(
  body: ReadableStream<Uint8Array>,
  file: string,
  name: string,
  limits: UploadLimits,
): Promise<Spooled> {
  let size = 0;
  let head = new Uint8Array(0);
  let type: SniffedType | null = null;
  await writeStreamToFile(body, file, (value) => {
    size += value.length;
    if (!type) {
      const joined = new Uint8Array(head.length + value.length);
      joined.set(head);
      joined.set(value, head.length);
      head = joined.subarray(0, Math.max(SNIFF_BYTES, head.length));
      if (head.length >= SNIFF_BYTES) {
        type = sniff(head);
        if (!type) throw unrecognised(head, name);
      }
    }
    const limit = type?.kind === 'image' ? limits.imageBytes : limits.videoBytes;
    if (size > limit) throw tooLarge(name, type?.kind ?? 'video', limits);
  });
  if (size === 0)
    throw new UploadRefused(`${name} is empty (0 bytes), so there is nothing to upload.`, 400);
  type ??= sniff(head);
  if (!type) throw unrecognised(head, name);
  if (type.kind === 'image' && size > limits.imageBytes) throw tooLarge(name, 'image', limits);
  return { file, size, type, head };
}

function tooLarge(name: string, kind: 'image' | 'video', limits: UploadLimits): UploadRefused {
  return kind === 'image'
    ? new UploadRefused(
        `${name} is larger than the ${mb(limits.imageBytes)} limit for images.`,
        413,
      )
    : new UploadRefused(
        `${name} is larger than the ${mb(limits.videoBytes)} limit for videos.`,
        413,
      );
}

/** Decodes the image fully (a damaged or booby-trapped file fails here) and reads its displayed size. */
async function inspectImage(
  bytes: Uint8Array,
  name: string,
  type: SniffedType,
  limits: UploadLimits,
) {
  const structure = checkImageStructure(type, bytes);
  if (!structure.ok) throw new UploadRefused(`${name}: ${structure.reason}`);
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // reads the header only: the size is known before any pixel is decoded
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadRefused(
      `${name}: this file is damaged or incomplete. Please export it again and retry.`,
    );
  }
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  const expected = {
    'image/jpeg': 'jpeg',
    'image/png': 'png',
    'image/webp': 'webp',
    'image/gif': 'gif',
    'image/avif': 'heif',
  }[type.mime as 'image/jpeg'];
  if (meta.format !== expected)
    throw new UploadRefused(
      `${name}: this file is damaged or incomplete. Please export it again and retry.`,
    );
  if (!width || !height)
    throw new UploadRefused(`${name}: this image has no size. Please export it again and retry.`);
  if (width * height > limits.imagePixels) {
    throw new UploadRefused(
      `${name} is ${width} × ${height} pixels, more than the ${Math.round(limits.imagePixels / 1e6)} megapixels an image may have. Please resize it and retry.`,
      413,
    );
  }
  try {
    // decoding every pixel is what proves the file is an image and not only a header
    await sharp(bytes, {
      limitInputPixels: limits.imagePixels,
      failOn: 'error',
      sequentialRead: true,
    })
      .resize(16, 16, { fit: 'inside' })
      .raw()
      .toBuffer();
  } catch {
    throw new UploadRefused(
      `${name}: this file is damaged or incomplete. Please export it again and retry.`,
    );
  }
  // orientations 5 to 8 turn the picture a quarter: what is shown is height × width
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: height, height: width } : { width, height };
}

/** MP4: the top-level boxes tile the file; WebM: a Matroska header naming webm. */
async function inspectVideo(
  file: string,
  size: number,
  name: string,
  type: SniffedType,
): Promise<void> {
  if (type.mime === 'video/webm') return;
  const handle = await open(file, 'r');
  try {
    let at = 0;
    const header = Buffer.alloc(16);
    while (at < size) {
      const { bytesRead } = await handle.read(header, 0, 16, at);
      if (bytesRead < 8) throw polyglotVideo(name);
      // only the box headers are read, one by one; media data is never loaded
      let boxSize = header.readUInt32BE(0);
      const kind = header.toString('latin1', 4, 8);
      if (at === 0 && kind !== 'ftyp') throw polyglotVideo(name);
      if (!/^[\x20-\x7e]{4}$/.test(kind)) throw polyglotVideo(name);
      if (boxSize === 1) boxSize = Number(header.readBigUInt64BE(8));
      else if (boxSize === 0) boxSize = size - at;
      if (boxSize < 8 || at + boxSize > size) throw polyglotVideo(name);
      at += boxSize;
    }
  } finally {
    await handle.close();
  }
}

function polyglotVideo(name: string): UploadRefused {
  return new UploadRefused(
    `${name}: this video is damaged, or carries data besides the video, so it was refused. Please export it again and retry.`,
  );
}

/** The spool folder: beside the uploads on local storage (so storing is a rename), always outside what is served. */
function spoolDir(): string {
  return path.join(env().DATA_DIR, 'tmp', 'uploads');
}

export type UploadInput = {
  body: ReadableStream<Uint8Array> | null;
  filename: string | null;
  declaredLength: number | null;
};

/** Runs the whole pipeline; throws UploadRefused with the owner's message. */
export async function storeUpload(
  input: UploadInput,
  {
    db,
    storage = getStorage(),
    limits = uploadLimits(),
    record,
  }: {
    db: Db;
    storage?: StorageBackend;
    limits?: UploadLimits;
    /** writes the upload's audit entry in the transaction that adds its row */
    record?: (tx: Db, item: MediaItem) => Promise<void>;
  },
): Promise<MediaItem> {
  const name = cleanFilename(input.filename);
  if (input.declaredLength === 0 || !input.body)
    throw new UploadRefused(`${name} is empty (0 bytes), so there is nothing to upload.`, 400);
  if (
    input.declaredLength !== null &&
    input.declaredLength > Math.max(limits.imageBytes, limits.videoBytes)
  ) {
    throw new UploadRefused(
      `${name} is larger than the ${mb(limits.videoBytes)} limit for videos.`,
      413,
    );
  }
  const dir = spoolDir();
  await mkdir(dir, { recursive: true });
  const temp = path.join(dir, `${randomBytes(12).toString('hex')}.part`);
  let storedKey: string | null = null;
  try {
    const spooled = await spool(input.body, temp, name, limits);
    let dimensions: { width: number | null; height: number | null } = { width: null, height: null };
    if (spooled.type.kind === 'image') {
      dimensions = await inspectImage(await readFile(temp), name, spooled.type, limits);
    } else {
      await inspectVideo(temp, spooled.size, name, spooled.type);
    }
    const prefix = spooled.type.kind === 'image' ? 'project-images' : 'project-videos';
    const key = `${prefix}/${randomBytes(16).toString('hex')}.${extensionFor(spooled.type, name)}`;
    await storage.putFile(key, temp, spooled.type.mime);
    storedKey = key;
    const item = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(mediaLibrary)
        .values({
          filename: name,
          fileType: spooled.type.kind,
          fileUrl: mediaUrl(key),
          fileSize: spooled.size,
          mimeType: spooled.type.mime,
          width: dimensions.width,
          height: dimensions.height,
        })
        .returning();
      const stored = toItem(row!);
      await record?.(tx as unknown as Db, stored);
      return stored;
    });
    storedKey = null;
    return item;
  } finally {
    await rm(temp, { force: true });
    // the row could not be written: the stored bytes must not stay behind as an orphan
    if (storedKey) await storage.deleteObject(storedKey).catch(() => {});
  }
}

/** Removes a file's bytes and generated sizes from storage. */
export async function removeStoredMedia(
  url: string,
  storage: StorageBackend = getStorage(),
): Promise<void> {
  const key = keyFromMediaUrl(url);
  if (!key) return;
  try {
    await storage.deleteObject(key);
    await deleteVariants(key, storage);
  } catch (error) {
    // the row is gone already; a leftover file is harmless and is logged for the record
    log.error({ err: error }, `could not remove ${key} from storage`);
  }
}
