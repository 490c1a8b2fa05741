import type { Metadata } from 'next';
import { Suspense } from 'react';
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
import { SectionScroller } from './_components/section-scroller';
import { SectionSkeleton } from './_components/section-skeleton';
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
 * The landing page: hero and About render at once; the sections below the fold
 * stream in, in the spec's order, each behind a skeleton of its own size.
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
      <Suspense fallback={<SectionSkeleton label="Video showcase" tone="ink" cards={2} />}>
        <VideoSection />
      </Suspense>
      <Suspense fallback={<SectionSkeleton id="services" label="Services" />}>
        <ServicesSection />
      </Suspense>
      <Suspense fallback={<SectionSkeleton label="Clients" tone="sand" cards={4} />}>
        <ClientsSection />
      </Suspense>
      <Suspense fallback={<SectionSkeleton id="projects" label="Projects" cards={2} />}>
        <ProjectsSection />
      </Suspense>
      <Suspense fallback={<SectionSkeleton label="News and press" tone="sand" />}>
        <PressSection />
      </Suspense>
      <Suspense fallback={<SectionSkeleton label="Awards" tone="ink" />}>
        <AwardsSection />
      </Suspense>
      <Suspense fallback={<SectionSkeleton id="pricing" label="Pricing guide" />}>
        <PricingSection />
      </Suspense>
      <ConsultationSection />
      <Suspense fallback={<SectionSkeleton id="contact" label="Contact" cards={2} />}>
        <ContactSection />
      </Suspense>
      <SectionScroller />
    </>
  );
}
