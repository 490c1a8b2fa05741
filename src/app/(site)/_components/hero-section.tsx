import { getHeroSlides } from '@/features/hero/queries';
import type { SiteSettings } from '@/features/settings/queries';
import { HeroCarousel, type HeroSlideView } from './hero-carousel';

/** The landing hero (#home): active slides in display order, or a quiet title card before any exist. */
export async function HeroSection({ settings }: { settings: SiteSettings }) {
  const slides = await getHeroSlides();
  const shown: HeroSlideView[] =
    slides.length > 0
      ? slides
      : [
          {
            id: 0,
            title: 'Spaces, products and experiences, imagined in detail',
            description: settings.siteDescription || null,
            url: null,
            type: 'image',
            alt: '',
            ctaText: null,
            ctaLink: null,
          },
        ];
  return <HeroCarousel slides={shown} heading={settings.siteTitle} />;
}
