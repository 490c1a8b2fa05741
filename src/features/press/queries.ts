import 'server-only';
import { asc, desc } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { pressArticles } from '@/server/db/schema';
import { cached } from '@/server/cache';

export type PublicPressArticle = {
  id: number;
  title: string;
  publication: string | null;
  /** ISO date (yyyy-mm-dd) */
  date: string;
  excerpt: string | null;
  category: string | null;
  imageUrl: string | null;
  externalLink: string | null;
  isFeatured: boolean;
};

/** Press and news, newest first. */
export const getPressArticles = cached(
  'press-public',
  ['press'],
  async (): Promise<PublicPressArticle[]> => {
    const db = await getDb();
    return db
      .select({
        id: pressArticles.id,
        title: pressArticles.title,
        publication: pressArticles.publication,
        date: pressArticles.date,
        excerpt: pressArticles.excerpt,
        category: pressArticles.category,
        imageUrl: pressArticles.imageUrl,
        externalLink: pressArticles.externalLink,
        isFeatured: pressArticles.isFeatured,
      })
      .from(pressArticles)
      .orderBy(desc(pressArticles.date), asc(pressArticles.displayOrder), desc(pressArticles.id));
  },
);
