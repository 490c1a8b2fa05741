'use server';

import { eq } from 'drizzle-orm';
import { ActionError, adminAction } from '@/server/admin-action';
import { awards } from '@/server/db/schema';
import { idSchema } from '@/components/admin/fields';
import { awardSchema } from './schemas';

// The Awards Manager's writes: insert or update by id, delete by id.

export const saveAward = adminAction(
  awardSchema,
  ['awards'],
  { action: 'award.save', table: awards },
  async ({ id, ...input }, { db }) => {
    if (id) {
      const rows = await db
        .update(awards)
        .set(input)
        .where(eq(awards.id, id))
        .returning({ id: awards.id });
      if (rows.length === 0) throw new ActionError('That award no longer exists.');
      return { id, created: false };
    }
    const [row] = await db.insert(awards).values(input).returning({ id: awards.id });
    return { id: row!.id, created: true };
  },
);

export const deleteAward = adminAction(
  idSchema,
  ['awards'],
  { action: 'award.delete', table: awards },
  async ({ id }, { db }) => {
    const rows = await db.delete(awards).where(eq(awards.id, id)).returning({ id: awards.id });
    if (rows.length === 0) throw new ActionError('That award no longer exists.');
    return { id };
  },
);
