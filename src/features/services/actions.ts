'use server';

import { asc, eq, max } from 'drizzle-orm';
import { ActionError, adminAction } from '@/server/admin-action';
import { services } from '@/server/db/schema';
import { idSchema, moveSchema, toggleSchema } from '@/components/admin/fields';
import { nextDisplayOrder, planMove } from '@/components/admin/reorder';
import { serviceSchema, serviceUpdateSchema } from './schemas';

// The Services Manager's writes. Each drops the 'services' reads so the landing
// page and /services show the change at the next request.

const GONE = 'That service no longer exists.';

export const createService = adminAction(
  serviceSchema,
  ['services'],
  { action: 'service.create', table: services },
  async (input, { db }) => {
    const [top] = await db.select({ value: max(services.displayOrder) }).from(services);
    const [row] = await db
      .insert(services)
      .values({ ...input, displayOrder: nextDisplayOrder(top?.value == null ? [] : [top.value]) })
      .returning({ id: services.id });
    return { id: row!.id };
  },
);

export const updateService = adminAction(
  serviceUpdateSchema,
  ['services'],
  { action: 'service.update', table: services },
  async ({ id, ...input }, { db }) => {
    const rows = await db
      .update(services)
      .set(input)
      .where(eq(services.id, id))
      .returning({ id: services.id });
    if (rows.length === 0) throw new ActionError(GONE);
    return { id };
  },
);

export const setServiceActive = adminAction(
  toggleSchema,
  ['services'],
  { action: 'service.activate', table: services },
  async ({ id, value }, { db }) => {
    const rows = await db
      .update(services)
      .set({ isActive: value })
      .where(eq(services.id, id))
      .returning({ id: services.id });
    if (rows.length === 0) throw new ActionError(GONE);
    return { id };
  },
);

export const moveService = adminAction(
  moveSchema,
  ['services'],
  { action: 'service.move', table: services },
  async ({ id, direction }, { db }) => {
    await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: services.id, displayOrder: services.displayOrder })
        .from(services)
        .orderBy(asc(services.displayOrder), asc(services.id));
      if (!rows.some((row) => row.id === id)) throw new ActionError(GONE);
      for (const update of planMove(rows, id, direction)) {
        await tx
          .update(services)
          .set({ displayOrder: update.displayOrder })
          .where(eq(services.id, update.id));
      }
    });
    return { id };
  },
);

export const deleteService = adminAction(
  idSchema,
  ['services'],
  { action: 'service.delete', table: services },
  async ({ id }, { db }) => {
    const rows = await db
      .delete(services)
      .where(eq(services.id, id))
      .returning({ id: services.id });
    if (rows.length === 0) throw new ActionError(GONE);
    return { id };
  },
);
