import 'server-only';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { mediaLibrary } from '@/server/db/schema';
import type { ListQuery } from './schemas';
import type { MediaItem, MediaPage } from './types';

// Admin reads of the media library. They are read fresh on every request (no
// page cache): the owner expects a file to appear the moment its upload ends.

const columns = {
  id: mediaLibrary.id,
  filename: mediaLibrary.filename,
  fileType: mediaLibrary.fileType,
  fileUrl: mediaLibrary.fileUrl,
  fileSize: mediaLibrary.fileSize,
  mimeType: mediaLibrary.mimeType,
  width: mediaLibrary.width,
  height: mediaLibrary.height,
  alt: mediaLibrary.alt,
  decorative: mediaLibrary.decorative,
  focalX: mediaLibrary.focalX,
  focalY: mediaLibrary.focalY,
  createdAt: mediaLibrary.createdAt,
};

type Row = Pick<typeof mediaLibrary.$inferSelect, keyof typeof columns>;

export function toItem(row: Row): MediaItem {
  return {
    id: row.id,
    filename: row.filename,
    fileType: row.fileType,
    fileUrl: row.fileUrl,
    fileSize: row.fileSize,
    mimeType: row.mimeType,
    width: row.width,
    height: row.height,
    alt: row.alt ?? '',
    decorative: row.decorative,
    focalX: row.focalX,
    focalY: row.focalY,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `%` and `_` typed by the owner are matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Newest first, optionally filtered by a case-insensitive match on the file name and by kind. */
export async function listMedia(db: Db, query: ListQuery): Promise<MediaPage> {
  const filters: SQL[] = [];
  if (query.q) filters.push(ilike(mediaLibrary.filename, containsPattern(query.q)));
  if (query.type) filters.push(eq(mediaLibrary.fileType, query.type));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(mediaLibrary)
      .where(where)
      .orderBy(desc(mediaLibrary.createdAt), desc(mediaLibrary.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(mediaLibrary).where(where),
  ]);
  return { items: rows.map(toItem), total: total?.n ?? 0 };
}

export async function getMediaItem(db: Db, id: number): Promise<MediaItem | null> {
  const [row] = await db.select(columns).from(mediaLibrary).where(eq(mediaLibrary.id, id));
  return row ? toItem(row) : null;
}
