import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { faqCategories, faqEntries } from '@/server/db/schema';
import { cached } from '@/server/cache';

export type FaqEntry = { id: number; question: string; answer: string };
export type FaqCategory = { id: number; name: string; entries: FaqEntry[] };

/** Every FAQ category in display order, each with its questions in display order. */
export const getFaq = cached('faq', ['faq'], async (): Promise<FaqCategory[]> => {
  const db = await getDb();
  const [categories, entries] = await Promise.all([
    db
      .select({ id: faqCategories.id, name: faqCategories.name })
      .from(faqCategories)
      .orderBy(asc(faqCategories.displayOrder), asc(faqCategories.id)),
    db
      .select({
        id: faqEntries.id,
        categoryId: faqEntries.categoryId,
        question: faqEntries.question,
        answer: faqEntries.answer,
      })
      .from(faqEntries)
      .orderBy(asc(faqEntries.displayOrder), asc(faqEntries.id)),
  ]);
  return categories.map((c) => ({
    id: c.id,
    name: c.name,
    entries: entries
      .filter((e) => e.categoryId === c.id)
      .map(({ id, question, answer }) => ({ id, question, answer })),
  }));
});
