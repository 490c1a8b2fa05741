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
import { AwardsSection } from './_components/awards-section';
import { ClientsSection } from './_components/clients-section';
import { ConsultationSection } from './_components/consultation-section';
import { ContactSection } from './_components/contact-section';
import { HeroSection } from './_components/hero-section';
import { PressSection } from './_components/press-section';
import { PricingSection } from './_components/pricing-section';
import { ProjectsSection } from './_components/projects-section';
import { ServicesSection } from './_components/services-section';
import { VideoSection } from './_components/video-section';

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
 * The landing page, whole in its HTML: the sections' reads come from the in-memory read cache, so
 * streaming them behind skeletons saved nothing, and without JavaScript the skeletons never gave
 * way. Below the fold, images load lazily and sections rise in as they are scrolled to.
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
      <VideoSection />
      <ServicesSection />
      <ClientsSection />
      <ProjectsSection />
      <PressSection />
      <AwardsSection />
      <PricingSection />
      <ConsultationSection />
      <ContactSection />
    </>
  );
}
