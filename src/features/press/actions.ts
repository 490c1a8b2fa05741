'use server';

import { eq } from 'drizzle-orm';
import { ActionError, adminAction } from '@/server/admin-action';
import { pressArticles } from '@/server/db/schema';
import { idSchema } from '@/components/admin/fields';
import { pressArticleSchema } from './schemas';

// The Press and News Manager's writes: insert or update by id, delete by id.

export const savePressArticle = adminAction(
  pressArticleSchema,
  ['press'],
  { action: 'press-article.save', table: pressArticles },
  async ({ id, ...input }, { db }) => {
    if (id) {
      const rows = await db
        .update(pressArticles)
        .set(input)
        .where(eq(pressArticles.id, id))
        .returning({ id: pressArticles.id });
      if (rows.length === 0) throw new ActionError('That article no longer exists.');
      return { id, created: false };
    }
    const [row] = await db.insert(pressArticles).values(input).returning({ id: pressArticles.id });
    return { id: row!.id, created: true };
  },
);

export const deletePressArticle = adminAction(
  idSchema,
  ['press'],
  { action: 'press-article.delete', table: pressArticles },
  async ({ id }, { db }) => {
    const rows = await db
      .delete(pressArticles)
      .where(eq(pressArticles.id, id))
      .returning({ id: pressArticles.id });
    if (rows.length === 0) throw new ActionError('That article no longer exists.');
    return { id };
  },
);
