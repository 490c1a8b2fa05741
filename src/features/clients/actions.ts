'use server';

import { asc, eq, max } from 'drizzle-orm';
import { ActionError, adminAction } from '@/server/admin-action';
import { clients } from '@/server/db/schema';
import { idSchema, moveSchema, toggleSchema } from '@/components/admin/fields';
import { nextDisplayOrder, planMove } from '@/components/admin/reorder';
import { clientSchema, clientUpdateSchema } from './schemas';

// The Clients Manager's writes; the landing page's clients section reads 'clients'.

const GONE = 'That client no longer exists.';

export const createClient = adminAction(
  clientSchema,
  ['clients'],
  { action: 'client.create', table: clients },
  async (input, { db }) => {
    const [top] = await db.select({ value: max(clients.displayOrder) }).from(clients);
    const [row] = await db
      .insert(clients)
      .values({ ...input, displayOrder: nextDisplayOrder(top?.value == null ? [] : [top.value]) })
      .returning({ id: clients.id });
    return { id: row!.id };
  },
);

export const updateClient = adminAction(
  clientUpdateSchema,
  ['clients'],
  { action: 'client.update', table: clients },
  async ({ id, ...input }, { db }) => {
    const rows = await db
      .update(clients)
      .set(input)
      .where(eq(clients.id, id))
      .returning({ id: clients.id });
    if (rows.length === 0) throw new ActionError(GONE);
    return { id };
  },
);

export const setClientFeatured = adminAction(
  toggleSchema,
  ['clients'],
  { action: 'client.feature', table: clients },
  async ({ id, value }, { db }) => {
    const rows = await db
      .update(clients)
      .set({ isFeatured: value })
      .where(eq(clients.id, id))
      .returning({ id: clients.id });
    if (rows.length === 0) throw new ActionError(GONE);
    return { id };
  },
);

export const moveClient = adminAction(
  moveSchema,
  ['clients'],
  { action: 'client.move', table: clients },
  async ({ id, direction }, { db }) => {
    await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: clients.id, displayOrder: clients.displayOrder })
        .from(clients)
        .orderBy(asc(clients.displayOrder), asc(clients.id));
      if (!rows.some((row) => row.id === id)) throw new ActionError(GONE);
      for (const update of planMove(rows, id, direction)) {
        await tx
          .update(clients)
          .set({ displayOrder: update.displayOrder })
          .where(eq(clients.id, update.id));
      }
    });
    return { id };
  },
);

export const deleteClient = adminAction(
  idSchema,
  ['clients'],
  { action: 'client.delete', table: clients },
  async ({ id }, { db }) => {
    const rows = await db.delete(clients).where(eq(clients.id, id)).returning({ id: clients.id });
    if (rows.length === 0) throw new ActionError(GONE);
    return { id };
  },
);
