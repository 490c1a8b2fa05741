import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getAboutContent } from '@/features/about/queries';
import { HOME_KEYWORDS, pageMetadata } from '@/features/seo/metadata';
import {
  JsonLd,
  organizationLd,
  personLd,
  professionalServiceLd,
  websiteLd,
} from '@/features/seo/json-ld';
import { getSiteSettings } from '@/features/settings/queries';
import { formReturnOf } from '@/features/public-forms/returned';
import { firstParam, type SearchParam } from '@/lib/search-params';
import { AboutSection } from './_components/about-section';
import { HeroSection } from './_components/hero-section';
import { LaterSections } from './_components/later-sections';
import './styles.css';

type Props = { searchParams: Promise<Record<string, SearchParam>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  await connection();
  const settings = await getSiteSettings();
  return pageMetadata({
    // a form sent back with what its visitor wrote is theirs alone (and never cached)
    noindex: 'draft' in (await searchParams),
    title: settings.siteTitle,
    description: settings.siteDescription,
    path: '/',
    keywords: HOME_KEYWORDS,
  });
}

/**
 * The landing page, every section in its HTML (ADR 030). Below the fold, images load lazily,
 * sections rise in as they are scrolled to, and their interactive parts wake as the visitor comes
 * near them.
 */
export default async function HomePage({ searchParams }: Props) {
  await connection();
  const search = await searchParams;
  // the two forms of the later sections, as a browser without JavaScript comes back to them
  const [settings, about, contact, consultation] = await Promise.all([
    getSiteSettings(),
    getAboutContent(),
    formReturnOf('contact', search),
    formReturnOf('quick-consultation', search),
  ]);

  return (
    <>
      <JsonLd
        data={[
          personLd(settings),
          professionalServiceLd(settings),
          organizationLd(settings),
          websiteLd(settings),
        ]}
      />
      <HeroSection settings={settings} />
      <AboutSection about={about} fallbackIntro={settings.siteDescription} />
      <LaterSections
        returned={{ contact, consultation }}
        pricing={{ service: firstParam(search.service), region: firstParam(search.region) }}
      />
    </>
  );
}
