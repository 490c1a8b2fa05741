import type { FormReturn } from '@/features/public-forms/post-fields';
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
 * The landing page's sections below About, in their documented order, in the page's own HTML
 * (ADR 030): a crawler and a browser without JavaScript read them, and the page cache replays
 * them with the rest of the page. Their interactive parts are islands (later-islands.tsx), which
 * wake up only as the visitor reaches for one.
 */
export function LaterSections({
  returned,
  pricing,
}: {
  /** what the two forms came back with when sent without JavaScript */
  returned: { contact: FormReturn; consultation: FormReturn };
  /** the pricing guide's service and region, as the address chose them */
  pricing: { service?: string; region?: string };
}) {
  return (
    <>
      <VideoSection />
      <ServicesSection />
      <ClientsSection />
      <ProjectsSection />
      <PressSection />
      <AwardsSection />
      <PricingSection asked={pricing} />
      <ConsultationSection returned={returned.consultation} />
      <ContactSection returned={returned.contact} />
    </>
  );
}
