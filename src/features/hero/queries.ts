import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { heroSlides } from '@/server/db/schema';
import { cached } from '@/server/cache';

/** One slide of the landing hero: its media may be an image or a video. */
export type PublicHeroSlide = {
  id: number;
  title: string;
  description: string | null;
  url: string | null;
  type: 'image' | 'video';
  alt: string;
  ctaText: string | null;
  ctaLink: string | null;
};

/** Active slides in display order. */
export const getHeroSlides = cached(
  'hero-slides-public',
  ['hero'],
  async (): Promise<PublicHeroSlide[]> => {
    const db = await getDb();
    const rows = await db
      .select({
        id: heroSlides.id,
        title: heroSlides.title,
        description: heroSlides.description,
        url: heroSlides.imageUrl,
        type: heroSlides.mediaType,
        alt: heroSlides.imageAlt,
        ctaText: heroSlides.ctaText,
        ctaLink: heroSlides.ctaLink,
      })
      .from(heroSlides)
      .where(eq(heroSlides.isActive, true))
      .orderBy(asc(heroSlides.displayOrder), asc(heroSlides.id));
    return rows.map((row) => ({
      ...row,
      url: row.url?.trim() || null,
      alt: row.alt?.trim() || row.title,
      // the extra button needs both a label and a target
      ctaText: row.ctaText?.trim() && row.ctaLink?.trim() ? row.ctaText.trim() : null,
      ctaLink: row.ctaText?.trim() && row.ctaLink?.trim() ? row.ctaLink.trim() : null,
    }));
  },
);
