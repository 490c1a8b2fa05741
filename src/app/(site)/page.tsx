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
import { AboutSection } from './_components/about-section';
import { HeroSection } from './_components/hero-section';
import { LaterSections } from './_components/later-sections';
import './styles.css';

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  const settings = await getSiteSettings();
  return pageMetadata({
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
export default async function HomePage() {
  await connection();
  const [settings, about] = await Promise.all([getSiteSettings(), getAboutContent()]);

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
      <LaterSections />
    </>
  );
}
