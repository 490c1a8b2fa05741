'use server';

import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db';
import { ActionError, adminAction } from '@/server/admin-action';
import {
  createCategoryLast,
  deleteById,
  moveInOrder,
  nextDisplayOrder,
  setCategoryName,
} from '@/server/db/admin-rows';
import { faqCategories, faqEntries } from '@/server/db/schema';
import {
  faqCategorySchema,
  faqEntrySchema,
  faqIdSchema,
  faqMoveSchema,
  renameFaqCategorySchema,
  updateFaqEntrySchema,
} from './schemas';

// The FAQ manager's writes: categories and their questions, each in display order.

export const createFaqCategory = adminAction(
  faqCategorySchema,
  ['faq'],
  { action: 'faq-category.create', table: faqCategories },
  async ({ name }, { db }) => ({ id: await createCategoryLast(db, faqCategories, name) }),
);

export const renameFaqCategory = adminAction(
  renameFaqCategorySchema,
  ['faq'],
  { action: 'faq-category.rename', table: faqCategories },
  async ({ id, name }, { db }) => {
    await setCategoryName(db, faqCategories, id, name);
    return { id };
  },
);

export const moveFaqCategory = adminAction(
  faqMoveSchema,
  ['faq'],
  { action: 'faq-category.move', table: faqCategories },
  async ({ id, direction }, { db }) =>
    db.transaction(async (tx) => ({
      moved: await moveInOrder(tx, faqCategories, id, direction),
    })),
);

/** Removes a category with its questions (the owner is asked first). */
export const deleteFaqCategory = adminAction(
  faqIdSchema,
  ['faq'],
  { action: 'faq-category.delete', table: faqCategories },
  async ({ id }, { db }) => {
    await deleteById(db, faqCategories.id, id, 'That category no longer exists.');
    return { id };
  },
);

async function assertFaqCategory(db: Db, categoryId: number) {
  const [row] = await db
    .select({ id: faqCategories.id })
    .from(faqCategories)
    .where(eq(faqCategories.id, categoryId));
  if (!row)
    throw new ActionError('That category no longer exists.', { categoryId: 'Choose a category' });
}

export const createFaqEntry = adminAction(
  faqEntrySchema,
  ['faq'],
  { action: 'faq-entry.create', table: faqEntries },
  async (input, { db }) => {
    await assertFaqCategory(db, input.categoryId);
    const displayOrder = await nextDisplayOrder(
      db,
      faqEntries.displayOrder,
      eq(faqEntries.categoryId, input.categoryId),
    );
    const [row] = await db
      .insert(faqEntries)
      .values({ ...input, displayOrder })
      .returning({ id: faqEntries.id });
    return { id: row!.id };
  },
);

export const updateFaqEntry = adminAction(
  updateFaqEntrySchema,
  ['faq'],
  { action: 'faq-entry.update', table: faqEntries },
  async ({ id, ...input }, { db }) => {
    await assertFaqCategory(db, input.categoryId);
    const [current] = await db
      .select({ categoryId: faqEntries.categoryId })
      .from(faqEntries)
      .where(eq(faqEntries.id, id));
    if (!current) throw new ActionError('That question no longer exists.');
    let displayOrder: number | undefined;
    if (current.categoryId !== input.categoryId) {
      // moved to another category: it joins the end of that list
      displayOrder = await nextDisplayOrder(
        db,
        faqEntries.displayOrder,
        eq(faqEntries.categoryId, input.categoryId),
      );
    }
    await db
      .update(faqEntries)
      .set({ ...input, ...(displayOrder === undefined ? {} : { displayOrder }) })
      .where(eq(faqEntries.id, id));
    return { id };
  },
);

export const moveFaqEntry = adminAction(
  faqMoveSchema,
  ['faq'],
  { action: 'faq-entry.move', table: faqEntries },
  async ({ id, direction }, { db }) => {
    return db.transaction(async (tx) => {
      const [entry] = await tx
        .select({ categoryId: faqEntries.categoryId })
        .from(faqEntries)
        .where(eq(faqEntries.id, id));
      if (!entry) throw new ActionError('That question no longer exists.');
      const moved = await moveInOrder(
        tx,
        faqEntries,
        id,
        direction,
        eq(faqEntries.categoryId, entry.categoryId),
      );
      return { moved };
    });
  },
);

export const deleteFaqEntry = adminAction(
  faqIdSchema,
  ['faq'],
  { action: 'faq-entry.delete', table: faqEntries },
  async ({ id }, { db }) => {
    await deleteById(db, faqEntries.id, id, 'That question no longer exists.');
    return { id };
  },
);
