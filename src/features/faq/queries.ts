import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb, type Db } from '@/server/db';
import { pickColumns, type SelectedRow } from '@/server/db/columns';
import { faqCategories, faqEntries } from '@/server/db/schema';
import { cached } from '@/server/cache';

const faqCategoryColumns = pickColumns(faqCategories, ['id', 'name']);
const faqEntryColumns = pickColumns(faqEntries, ['id', 'categoryId', 'question', 'answer']);

export type FaqEntry = SelectedRow<typeof faqEntryColumns>;
export type FaqCategory = SelectedRow<typeof faqCategoryColumns> & { entries: FaqEntry[] };

/** Every FAQ category in display order, each with its questions in display order. */
export async function loadFaq(db: Db): Promise<FaqCategory[]> {
  const [categories, entries] = await Promise.all([
    db
      .select(faqCategoryColumns)
      .from(faqCategories)
      .orderBy(asc(faqCategories.displayOrder), asc(faqCategories.id)),
    db
      .select(faqEntryColumns)
      .from(faqEntries)
      .orderBy(asc(faqEntries.displayOrder), asc(faqEntries.id)),
  ]);
  return categories.map((c) => ({ ...c, entries: entries.filter((e) => e.categoryId === c.id) }));
}

/** The FAQ page's categories and questions; a question's category is where it stands. */
export const getFaq = cached('faq', ['faq'], async () => {
  const categories = await loadFaq(await getDb());
  return categories.map((c) => ({
    id: c.id,
    name: c.name,
    entries: c.entries.map(({ categoryId: _, ...entry }) => entry),
  }));
});
