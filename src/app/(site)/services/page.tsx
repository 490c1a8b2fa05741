import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ArrowRight, Check } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Reveal } from '@/components/ui/reveal';
import { getActiveServices } from '@/features/services/queries';
import { pageMetadata } from '@/features/seo/metadata';
import { PageHero } from '@/components/layout/page-hero';
import { ServiceIcon } from '@/features/services/components/service-icon';
import { twoDigits } from '@/lib/two-digits';
import { NumberedSteps } from '../_components/numbered-steps';
import { SplitSection } from '../_components/split-section';
import './styles.css';

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return pageMetadata({
    title: 'Services',
    description:
      'Architectural visualization, industrial design and spatial design by an independent designer with 18 years of experience, for clients in the UK, South Africa, Australia and worldwide.',
    path: '/services',
  });
}

const PROCESS = [
  {
    title: 'Discover',
    text: 'A free first conversation about your goals, audience, budget and deadlines, followed by a written scope so we agree on exactly what will be delivered.',
  },
  {
    title: 'Design',
    text: 'Concepts, drafts and clay renders shared early and often, with two to three structured revision rounds so your feedback shapes the work while change is still cheap.',
  },
  {
    title: 'Deliver',
    text: 'Final files prepared for print, web, planning submissions, manufacture or real-time use, with source files and usage rights agreed up front.',
  },
];

export default async function ServicesPage() {
  await connection();
  const services = await getActiveServices();

  return (
    <>
      <PageHero
        eyebrow="Services"
        title="Design, visualised with care"
        intro={
          <p>
            Three core disciplines, one independent studio. Each project is led personally from
            brief to final delivery, so the thinking behind the work never gets lost in hand-offs.
          </p>
        }
      />

      <section aria-labelledby="services-title" className="py-20 sm:py-28">
        <Container>
          <h2 id="services-title" className="sr-only">
            What I offer
          </h2>
          {services.length === 0 ? (
            <p className="max-w-xl text-lg text-muted">
              The service list is being updated. In the meantime, tell me about your project and I
              will tell you how I can help.
            </p>
          ) : (
            <ul className="grid gap-6 lg:grid-cols-3">
              {services.map((service, i) => (
                <li key={service.id} className="flex">
                  <Reveal index={i} className="flex w-full">
                    {/* stacked on phones and in three columns on wide screens; side by side inside the card between */}
                    <article className="group flex w-full flex-col rounded-sm border border-line bg-white/60 p-8 transition-colors duration-500 ease-(--ease-calm) hover:border-ink/30 md:grid md:grid-cols-2 md:gap-x-12 lg:flex lg:p-10">
                      <div className="flex items-start justify-between md:col-span-2">
                        <span className="grid size-12 place-items-center rounded-full border border-line text-accent-strong transition-colors duration-500 group-hover:border-accent">
                          <ServiceIcon name={service.iconName} className="size-5" />
                        </span>
                        <span aria-hidden className="font-display text-2xl text-muted">
                          {twoDigits(i + 1)}
                        </span>
                      </div>
                      <div className="mt-10">
                        <h3 className="font-display text-[2rem] leading-tight text-ink">
                          {service.title}
                        </h3>
                        {service.description && (
                          <p className="mt-4 leading-relaxed text-muted">{service.description}</p>
                        )}
                      </div>
                      {service.bullets.length > 0 && (
                        <ul className="mt-8 space-y-3 border-t border-line pt-8 md:mt-10 md:self-end md:border-l md:border-t-0 md:pl-10 md:pt-0 lg:mt-8 lg:self-auto lg:border-l-0 lg:border-t lg:pl-0 lg:pt-8">
                          {service.bullets.map((bullet) => (
                            <li key={bullet} className="flex gap-3 text-ink-soft">
                              <Check
                                aria-hidden
                                className="mt-1 size-4 shrink-0 text-accent-strong"
                              />
                              <span>{bullet}</span>
                            </li>
                          ))}
                        </ul>
                      )}
                    </article>
                  </Reveal>
                </li>
              ))}
            </ul>
          )}
        </Container>
      </section>

      <SplitSection
        id="process-title"
        eyebrow="How it works"
        title="A clear process, start to finish"
        className="border-t border-line bg-sand/60"
      >
        <NumberedSteps steps={PROCESS} />
      </SplitSection>

      <section aria-labelledby="services-cta" className="py-20 sm:py-28">
        <Container className="flex flex-col items-start gap-8 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <h2 id="services-cta" className="font-display text-headline text-ink">
              Have a project in mind?
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-muted">
              Share a few details and I&rsquo;ll reply within 24 hours to arrange a free
              consultation.
            </p>
          </div>
          <a href="/request-consultation" className={buttonVariants({ size: 'lg' })}>
            Request a Consultation
            <ArrowRight aria-hidden />
          </a>
        </Container>
      </section>
    </>
  );
}
