import 'server-only';
import { asc, desc } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { pressArticles } from '@/server/db/schema';
import type { PublicPressArticle } from './queries';

export type AdminPressArticle = PublicPressArticle & { displayOrder: number };

/** Every article, newest first. */
export async function listPressArticlesForAdmin(): Promise<AdminPressArticle[]> {
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
      displayOrder: pressArticles.displayOrder,
    })
    .from(pressArticles)
    .orderBy(desc(pressArticles.date), asc(pressArticles.displayOrder), desc(pressArticles.id));
}
