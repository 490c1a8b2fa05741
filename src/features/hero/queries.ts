import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { pickColumns, type SelectedRow } from '@/server/db/columns';
import { heroSlides } from '@/server/db/schema';
import { cached } from '@/server/cache';

/** What a slide is made of; the admin's read adds whether it is shown and its place. */
export const heroSlideColumns = pickColumns(heroSlides, [
  'id',
  'title',
  'description',
  'imageUrl',
  'imageAlt',
  'mediaType',
  'ctaText',
  'ctaLink',
]);

/** One slide of the landing hero as the site shows it: its media may be an image or a video. */
function toPublicSlide(row: SelectedRow<typeof heroSlideColumns>) {
  const ctaText = row.ctaText?.trim();
  const ctaLink = row.ctaLink?.trim();
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    url: row.imageUrl?.trim() || null,
    type: row.mediaType,
    alt: row.imageAlt?.trim() || row.title,
    // the extra button needs both a label and a target
    ctaText: ctaText && ctaLink ? ctaText : null,
    ctaLink: ctaText && ctaLink ? ctaLink : null,
  };
}

export type PublicHeroSlide = ReturnType<typeof toPublicSlide>;

/** Active slides in display order. */
export const getHeroSlides = cached(
  'hero-slides-public',
  ['hero'],
  async (): Promise<PublicHeroSlide[]> => {
    const db = await getDb();
    const rows = await db
      .select(heroSlideColumns)
      .from(heroSlides)
      .where(eq(heroSlides.isActive, true))
      .orderBy(asc(heroSlides.displayOrder), asc(heroSlides.id));
    return rows.map(toPublicSlide);
  },
);
