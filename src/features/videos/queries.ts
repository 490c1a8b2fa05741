import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { videoShowcases } from '@/server/db/schema';
import { cached } from '@/server/cache';

export type PublicVideo = {
  id: number;
  title: string;
  serviceCategory: string;
  youtubeUrl: string;
  description: string | null;
};

/** Active video showcases in display order. */
export const getActiveVideos = cached(
  'videos-public',
  ['videos'],
  async (): Promise<PublicVideo[]> => {
    const db = await getDb();
    return db
      .select({
        id: videoShowcases.id,
        title: videoShowcases.title,
        serviceCategory: videoShowcases.serviceCategory,
        youtubeUrl: videoShowcases.youtubeUrl,
        description: videoShowcases.description,
      })
      .from(videoShowcases)
      .where(eq(videoShowcases.isActive, true))
      .orderBy(asc(videoShowcases.displayOrder), asc(videoShowcases.id));
  },
);
