import 'server-only';
import { asc, desc } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { pickColumns, type SelectedRow } from '@/server/db/columns';
import { pressArticles } from '@/server/db/schema';
import { cached } from '@/server/cache';

/** What the site shows of an article (its date as yyyy-mm-dd); the admin's read adds to these. */
export const pressArticleColumns = pickColumns(pressArticles, [
  'id',
  'title',
  'publication',
  'date',
  'excerpt',
  'category',
  'imageUrl',
  'externalLink',
  'isFeatured',
]);

export type PublicPressArticle = SelectedRow<typeof pressArticleColumns>;

/** Newest first; the owner's display order settles articles of one date. */
export const pressArticleOrder = [
  desc(pressArticles.date),
  asc(pressArticles.displayOrder),
  desc(pressArticles.id),
];

/** Press and news, newest first. */
export const getPressArticles = cached(
  'press-public',
  ['press'],
  async (): Promise<PublicPressArticle[]> => {
    const db = await getDb();
    return db
      .select(pressArticleColumns)
      .from(pressArticles)
      .orderBy(...pressArticleOrder);
  },
);
