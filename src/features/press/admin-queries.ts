import 'server-only';
import { getDb } from '@/server/db';
import { pickColumns, type SelectedRow } from '@/server/db/columns';
import { pressArticles } from '@/server/db/schema';
import { pressArticleColumns, pressArticleOrder } from './queries';

const adminPressArticleColumns = {
  ...pressArticleColumns,
  ...pickColumns(pressArticles, ['displayOrder']),
};

export type AdminPressArticle = SelectedRow<typeof adminPressArticleColumns>;

/** Every article, newest first. */
export async function listPressArticlesForAdmin(): Promise<AdminPressArticle[]> {
  const db = await getDb();
  return db
    .select(adminPressArticleColumns)
    .from(pressArticles)
    .orderBy(...pressArticleOrder);
}
