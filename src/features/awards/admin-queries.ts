import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { awards } from '@/server/db/schema';
import type { PublicAward } from './queries';

export type AdminAward = PublicAward & { displayOrder: number };

/** Every award in display order. */
export async function listAwardsForAdmin(): Promise<AdminAward[]> {
  const db = await getDb();
  return db
    .select({
      id: awards.id,
      title: awards.title,
      category: awards.category,
      projectName: awards.projectName,
      year: awards.year,
      status: awards.status,
      description: awards.description,
      organization: awards.organization,
      imageUrl: awards.imageUrl,
      displayOrder: awards.displayOrder,
    })
    .from(awards)
    .orderBy(asc(awards.displayOrder), asc(awards.id));
}
