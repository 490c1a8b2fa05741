'use server';

import { asc, eq, max } from 'drizzle-orm';
import { ActionError, adminAction } from '@/server/admin-action';
import { heroSlides } from '@/server/db/schema';
import { idSchema, moveSchema, toggleSchema } from '@/components/admin/fields';
import { nextDisplayOrder, planMove } from '@/components/admin/reorder';
import { heroSlideSchema, heroSlideUpdateSchema } from './schemas';

// The Hero Carousel Manager's writes; the landing hero reads 'hero'.

const GONE = 'That slide no longer exists.';

export const createHeroSlide = adminAction(
  heroSlideSchema,
  ['hero'],
  { action: 'hero-slide.create', table: heroSlides },
  async (input, { db }) => {
    const [top] = await db.select({ value: max(heroSlides.displayOrder) }).from(heroSlides);
    const [row] = await db
      .insert(heroSlides)
      .values({ ...input, displayOrder: nextDisplayOrder(top?.value == null ? [] : [top.value]) })
      .returning({ id: heroSlides.id });
    return { id: row!.id };
  },
);

export const updateHeroSlide = adminAction(
  heroSlideUpdateSchema,
  ['hero'],
  { action: 'hero-slide.update', table: heroSlides },
  async ({ id, ...input }, { db }) => {
    const rows = await db
      .update(heroSlides)
      .set(input)
      .where(eq(heroSlides.id, id))
      .returning({ id: heroSlides.id });
    if (rows.length === 0) throw new ActionError(GONE);
    return { id };
  },
);

export const setHeroSlideActive = adminAction(
  toggleSchema,
  ['hero'],
  { action: 'hero-slide.activate', table: heroSlides },
  async ({ id, value }, { db }) => {
    const rows = await db
      .update(heroSlides)
      .set({ isActive: value })
      .where(eq(heroSlides.id, id))
      .returning({ id: heroSlides.id });
    if (rows.length === 0) throw new ActionError(GONE);
    return { id };
  },
);

export const moveHeroSlide = adminAction(
  moveSchema,
  ['hero'],
  { action: 'hero-slide.move', table: heroSlides },
  async ({ id, direction }, { db }) => {
    await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: heroSlides.id, displayOrder: heroSlides.displayOrder })
        .from(heroSlides)
        .orderBy(asc(heroSlides.displayOrder), asc(heroSlides.id));
      if (!rows.some((row) => row.id === id)) throw new ActionError(GONE);
      for (const update of planMove(rows, id, direction)) {
        await tx
          .update(heroSlides)
          .set({ displayOrder: update.displayOrder })
          .where(eq(heroSlides.id, update.id));
      }
    });
    return { id };
  },
);

export const deleteHeroSlide = adminAction(
  idSchema,
  ['hero'],
  { action: 'hero-slide.delete', table: heroSlides },
  async ({ id }, { db }) => {
    const rows = await db
      .delete(heroSlides)
      .where(eq(heroSlides.id, id))
      .returning({ id: heroSlides.id });
    if (rows.length === 0) throw new ActionError(GONE);
    return { id };
  },
);
