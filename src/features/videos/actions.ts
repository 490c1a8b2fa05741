'use server';

import { asc, eq } from 'drizzle-orm';
import { ActionError, adminAction } from '@/server/admin-action';
import { videoShowcases } from '@/server/db/schema';
import { idSchema, moveSchema, toggleSchema } from '@/components/admin/fields';
import { planMove } from '@/components/admin/reorder';
import { videoSchema, videoUpdateSchema } from './schemas';

// The video showcase manager's writes; the landing page's showcase reads 'videos'.

const GONE = 'That video no longer exists.';

export const createVideo = adminAction(
  videoSchema,
  ['videos'],
  { action: 'video.create', table: videoShowcases },
  async (input, { db }) => {
    // video showcases take count + 1
    const count = await db.$count(videoShowcases);
    const [row] = await db
      .insert(videoShowcases)
      .values({ ...input, displayOrder: count + 1 })
      .returning({ id: videoShowcases.id });
    return { id: row!.id };
  },
);

export const updateVideo = adminAction(
  videoUpdateSchema,
  ['videos'],
  { action: 'video.update', table: videoShowcases },
  async ({ id, ...input }, { db }) => {
    const rows = await db
      .update(videoShowcases)
      .set(input)
      .where(eq(videoShowcases.id, id))
      .returning({ id: videoShowcases.id });
    if (rows.length === 0) throw new ActionError(GONE);
    return { id };
  },
);

export const setVideoActive = adminAction(
  toggleSchema,
  ['videos'],
  { action: 'video.activate', table: videoShowcases },
  async ({ id, value }, { db }) => {
    const rows = await db
      .update(videoShowcases)
      .set({ isActive: value })
      .where(eq(videoShowcases.id, id))
      .returning({ id: videoShowcases.id });
    if (rows.length === 0) throw new ActionError(GONE);
    return { id };
  },
);

export const moveVideo = adminAction(
  moveSchema,
  ['videos'],
  { action: 'video.move', table: videoShowcases },
  async ({ id, direction }, { db }) => {
    await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: videoShowcases.id, displayOrder: videoShowcases.displayOrder })
        .from(videoShowcases)
        .orderBy(asc(videoShowcases.displayOrder), asc(videoShowcases.id));
      if (!rows.some((row) => row.id === id)) throw new ActionError(GONE);
      for (const update of planMove(rows, id, direction)) {
        await tx
          .update(videoShowcases)
          .set({ displayOrder: update.displayOrder })
          .where(eq(videoShowcases.id, update.id));
      }
    });
    return { id };
  },
);

export const deleteVideo = adminAction(
  idSchema,
  ['videos'],
  { action: 'video.delete', table: videoShowcases },
  async ({ id }, { db }) => {
    const rows = await db
      .delete(videoShowcases)
      .where(eq(videoShowcases.id, id))
      .returning({ id: videoShowcases.id });
    if (rows.length === 0) throw new ActionError(GONE);
    return { id };
  },
);
