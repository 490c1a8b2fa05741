'use server';

import { AwardsSection } from './awards-section';
import { ClientsSection } from './clients-section';
import { ConsultationSection } from './consultation-section';
import { ContactSection } from './contact-section';
import { PressSection } from './press-section';
import { PricingSection } from './pricing-section';
import { ProjectsSection } from './projects-section';
import { ServicesSection } from './services-section';
import { VideoSection } from './video-section';

/**
 * The landing page's sections below About, in their documented order, rendered on the server
 * when the visitor's browser asks for them (src/app/(site)/_components/later-sections.tsx).
 * Their reads come from the read cache, as the page's own do.
 */
export async function loadLaterSections() {
  return (
    <>
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
