import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { pickColumns, type SelectedRow } from '@/server/db/columns';
import { videoShowcases } from '@/server/db/schema';
import { cached } from '@/server/cache';

/** What the site shows of a video showcase; the admin's read adds to these. */
export const videoColumns = pickColumns(videoShowcases, [
  'id',
  'title',
  'serviceCategory',
  'youtubeUrl',
  'description',
]);

export type PublicVideo = SelectedRow<typeof videoColumns>;

/** Active video showcases in display order. */
export const getActiveVideos = cached(
  'videos-public',
  ['videos'],
  async (): Promise<PublicVideo[]> => {
    const db = await getDb();
    return db
      .select(videoColumns)
      .from(videoShowcases)
      .where(eq(videoShowcases.isActive, true))
      .orderBy(asc(videoShowcases.displayOrder), asc(videoShowcases.id));
  },
);
