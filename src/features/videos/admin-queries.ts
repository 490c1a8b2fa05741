import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { videoShowcases } from '@/server/db/schema';

export type AdminVideo = {
  id: number;
  title: string;
  serviceCategory: string;
  youtubeUrl: string;
  description: string | null;
  isActive: boolean;
  displayOrder: number;
};

/** Every showcase, shown or hidden, in display order. */
export async function listVideosForAdmin(): Promise<AdminVideo[]> {
  const db = await getDb();
  return db
    .select({
      id: videoShowcases.id,
      title: videoShowcases.title,
      serviceCategory: videoShowcases.serviceCategory,
      youtubeUrl: videoShowcases.youtubeUrl,
      description: videoShowcases.description,
      isActive: videoShowcases.isActive,
      displayOrder: videoShowcases.displayOrder,
    })
    .from(videoShowcases)
    .orderBy(asc(videoShowcases.displayOrder), asc(videoShowcases.id));
}
