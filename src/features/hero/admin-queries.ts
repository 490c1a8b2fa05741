import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { heroSlides } from '@/server/db/schema';

export type AdminHeroSlide = {
  id: number;
  title: string;
  description: string | null;
  imageUrl: string | null;
  imageAlt: string | null;
  mediaType: 'image' | 'video';
  ctaText: string | null;
  ctaLink: string | null;
  isActive: boolean;
  displayOrder: number;
};

/** Every slide, active or not, in display order. */
export async function listHeroSlidesForAdmin(): Promise<AdminHeroSlide[]> {
  const db = await getDb();
  return db
    .select({
      id: heroSlides.id,
      title: heroSlides.title,
      description: heroSlides.description,
      imageUrl: heroSlides.imageUrl,
      imageAlt: heroSlides.imageAlt,
      mediaType: heroSlides.mediaType,
      ctaText: heroSlides.ctaText,
      ctaLink: heroSlides.ctaLink,
      isActive: heroSlides.isActive,
      displayOrder: heroSlides.displayOrder,
    })
    .from(heroSlides)
    .orderBy(asc(heroSlides.displayOrder), asc(heroSlides.id));
}
