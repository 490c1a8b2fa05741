import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { awards } from '@/server/db/schema';
import { cached } from '@/server/cache';

export type PublicAward = {
  id: number;
  title: string;
  category: string | null;
  projectName: string | null;
  year: number;
  status: 'Winner' | 'Nominated' | 'Finalist';
  description: string | null;
  organization: string | null;
  imageUrl: string | null;
};

/** Awards in display order. */
export const getAwards = cached('awards-public', ['awards'], async (): Promise<PublicAward[]> => {
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
    })
    .from(awards)
    .orderBy(asc(awards.displayOrder), asc(awards.id));
});
