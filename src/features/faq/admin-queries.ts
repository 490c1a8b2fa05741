import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { faqCategories, faqEntries } from '@/server/db/schema';

// The FAQ manager's read: never cached.

export type AdminFaqEntry = { id: number; categoryId: number; question: string; answer: string };
export type AdminFaqCategory = { id: number; name: string; entries: AdminFaqEntry[] };

export async function getAdminFaq(): Promise<AdminFaqCategory[]> {
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
  return categories.map((c) => ({ ...c, entries: entries.filter((e) => e.categoryId === c.id) }));
}
