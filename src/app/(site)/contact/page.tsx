import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ArrowRight, CircleCheck, Mail, MapPin } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { Container } from '@/components/ui/container';
import { getSiteSettings } from '@/features/settings/queries';
import { pageMetadata } from '@/features/seo/metadata';
import { PageHero } from '@/components/layout/page-hero';
import { SplitSection } from '../_components/split-section';
import './styles.css';

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return pageMetadata({
    title: 'Contact',
    description:
      'How to get in touch about architectural visualization, product design, spatial design, Unreal Engine or web projects, and what to include so your enquiry gets a useful answer quickly.',
    path: '/contact',
  });
}

const SERVICES = [
  'Architectural Visualization',
  'Interior & Spatial Design',
  'Industrial & Product Design',
  'Unreal Engine Real-Time Experiences',
  'Web Design & Development',
  'Branding & Identity',
];

const CHECKLIST = [
  {
    title: 'Project type and scope',
    text: 'What you are making — a building, an interior, a product, an experience — and roughly how much of it you need designed or visualised.',
  },
  {
    title: 'Timeline',
    text: 'Your ideal delivery date and any fixed milestones, such as a planning submission, a launch or a trade show.',
  },
  {
    title: 'Budget',
    text: 'A range is enough. It helps me suggest the approach that gets the most from what you have to spend.',
  },
  {
    title: 'References',
    text: 'Drawings, sketches, CAD files, photographs, mood boards or links to work you admire.',
  },
  {
    title: 'Deliverables',
    text: 'What you need at the end: stills, animation, a VR or interactive experience, CAD for manufacture, or a website.',
  },
];

export default async function ContactPage() {
  await connection();
  const settings = await getSiteSettings();
  const email = settings.contactEmail;

  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Let’s talk about your project"
        intro={
          <p>
            The quickest way to reach me is by e-mail. I read every message myself and reply within
            24 hours, Monday to Friday.
          </p>
        }
      />

      <section aria-labelledby="email-title" className="py-20 sm:py-24">
        <Container className="grid gap-14 lg:grid-cols-12 lg:gap-16">
          <div className="lg:col-span-7">
            <h2 id="email-title" className="flex items-center gap-3 eyebrow text-accent-strong">
              <Mail aria-hidden className="size-4" />
              E-mail
            </h2>
            {email ? (
              <p className="mt-6 break-words font-display text-[clamp(1.9rem,4.5vw,3.75rem)] leading-tight text-ink">
                <a
                  href={`mailto:${email}`}
                  className="underline decoration-line decoration-1 underline-offset-[0.2em] transition-colors duration-300 hover:decoration-accent"
                >
                  {email}
                </a>
              </p>
            ) : (
              <p className="mt-6 text-lg text-muted">
                Please use the{' '}
                <a
                  href="/request-consultation"
                  className="underline decoration-accent underline-offset-4"
                >
                  consultation request form
                </a>{' '}
                to get in touch.
              </p>
            )}
            <p className="mt-6 max-w-xl leading-relaxed text-muted">
              Prefer a structured brief? The consultation request page walks you through service,
              budget and timeline in a couple of minutes.
            </p>
            <a
              href="/request-consultation"
              className={cn(buttonVariants({ variant: 'outline' }), 'mt-8')}
            >
              Request a Consultation
              <ArrowRight aria-hidden />
            </a>
          </div>

          <div className="space-y-12 lg:col-span-5">
            <div>
              <h2 className="eyebrow text-accent-strong">Services</h2>
              <ul className="mt-6 divide-y divide-line border-y border-line">
                {SERVICES.map((s) => (
                  <li key={s} className="py-3.5 font-display text-xl text-ink">
                    {s}
                  </li>
                ))}
              </ul>
            </div>
            {settings.locations.length > 0 && (
              <div>
                <h2 className="flex items-center gap-3 eyebrow text-accent-strong">
                  <MapPin aria-hidden className="size-4" />
                  Studios
                </h2>
                <ul className="mt-4 space-y-1 leading-relaxed text-ink-soft">
                  {settings.locations.map((place) => (
                    <li key={place}>{place}</li>
                  ))}
                </ul>
                <p className="mt-3 text-muted">Working with clients worldwide.</p>
              </div>
            )}
          </div>
        </Container>
      </section>

      <SplitSection
        id="checklist-title"
        eyebrow="Before you write"
        title="What to include in your message"
        className="border-t border-line bg-sand/60"
        aside={
          <p className="mt-5 leading-relaxed text-muted">
            Don&rsquo;t worry if you can&rsquo;t answer everything yet — a rough idea is a perfectly
            good start.
          </p>
        }
      >
        <ul className="grid gap-px overflow-hidden rounded-sm border border-line bg-line sm:grid-cols-2">
          {CHECKLIST.map((item) => (
            <li key={item.title} className="flex gap-4 bg-paper p-6 sm:p-8 last:sm:col-span-2">
              <CircleCheck
                aria-hidden
                className="mt-1 size-5 shrink-0 text-accent-strong"
                strokeWidth={1.5}
              />
              <div>
                <h3 className="font-display text-title text-ink">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </SplitSection>
    </>
  );
}
