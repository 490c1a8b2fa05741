import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { pickColumns, type SelectedRow } from '@/server/db/columns';
import { heroSlides } from '@/server/db/schema';
import { heroSlideColumns } from './queries';

const adminHeroSlideColumns = {
  ...heroSlideColumns,
  ...pickColumns(heroSlides, ['isActive', 'displayOrder']),
};

export type AdminHeroSlide = SelectedRow<typeof adminHeroSlideColumns>;

/** Every slide, active or not, in display order. */
export async function listHeroSlidesForAdmin(): Promise<AdminHeroSlide[]> {
  const db = await getDb();
  return db
    .select(adminHeroSlideColumns)
    .from(heroSlides)
    .orderBy(asc(heroSlides.displayOrder), asc(heroSlides.id));
}
