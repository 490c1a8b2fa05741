import 'server-only';
import { readFile } from 'node:fs/promises';
import pLimit from 'p-limit';
import { env } from '@/env';
import { loadSharp } from '@/server/sharp';
import {
  checkDocumentStructure,
  checkImageStructure,
  checkIsoBmff,
  sniff,
  type StructureCheck,
} from '@/features/media/sniff';
import type { Spooled } from './spool';

// The checks a spooled file passes before it is kept, by what it is. A PDF or a ZIP is judged
// by its first and last bytes, which the spool kept. A picture is read whole and checked as the
// media library checks its images (it ends where its format says and hides nothing in its
// metadata), then decoded into the thumbnail the owner sees: a file that does not decode is
// damaged. Pictures are looked at one at a time, so that ten arriving at once hold one in memory,
// not ten.

export type Inspected =
  | { ok: true; thumbnail: Buffer | null; width: number | null; height: number | null }
  | { ok: false; reason: string };

const THUMB_SIZE = 480;
const oneAtATime = pLimit(1);

const DAMAGED = 'This file is damaged or incomplete. Please save or export it again and retry.';

async function thumbnailOf(bytes: Buffer): Promise<Inspected> {
  const sharp = await loadSharp();
  const pixels = env().UPLOAD_MAX_IMAGE_PIXELS;
  let meta;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: DAMAGED };
  }
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? null;
  const height = (turned ? meta.width : meta.height) ?? null;
  if (!width || !height) return { ok: false, reason: DAMAGED };
  // a picture too large to decode here is kept as it came, without a thumbnail
  if (width * height > pixels) return { ok: true, thumbnail: null, width, height };
  try {
    const thumbnail = await sharp(bytes, { limitInputPixels: pixels, failOn: 'error' })
      .rotate()
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    return { ok: true, thumbnail, width, height };
  } catch {
    return { ok: false, reason: DAMAGED };
  }
}

async function inspectPicture(spooled: Spooled): Promise<Inspected> {
  const bytes = await readFile(spooled.file);
  let structure: StructureCheck;
  if (spooled.format.mime === 'image/heic') {
    structure = checkIsoBmff(bytes, ['mdat']);
    // libvips here decodes AV1 pictures only: a HEIC photo is kept without a thumbnail
    return structure.ok
      ? { ok: true, thumbnail: null, width: null, height: null }
      : { ok: false, reason: structure.reason };
  }
  const type = sniff(spooled.head);
  structure = type ? checkImageStructure(type, bytes) : { ok: false, reason: DAMAGED };
  if (!structure.ok) return { ok: false, reason: structure.reason };
  return thumbnailOf(bytes);
}

export async function inspectSpooled(spooled: Spooled): Promise<Inspected> {
  if (spooled.format.kind !== 'image') {
    const structure = checkDocumentStructure(spooled.format, spooled.head, spooled.tail);
    return structure.ok
      ? { ok: true, thumbnail: null, width: null, height: null }
      : { ok: false, reason: structure.reason };
  }
  return oneAtATime(() => inspectPicture(spooled));
}
