import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ArrowRight, Check } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { Container } from '@/components/ui/container';
import { Reveal } from '@/components/ui/reveal';
import { pageMetadata } from '@/features/seo/metadata';
import { PageHero } from '@/components/layout/page-hero';
import { NumberedSteps } from '../_components/numbered-steps';
import { SplitSection } from '../_components/split-section';
import './styles.css';

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return pageMetadata({
    title: 'Pricing',
    description:
      'How pricing works for architectural visualization, product design, spatial design and real-time projects. Every quote is personalised: get in touch for yours.',
    path: '/pricing',
  });
}

const CATEGORIES = [
  {
    eyebrow: 'Category one',
    title: 'Design & Visualization',
    summary:
      'Architectural visualization, interior and spatial design, and industrial and product design — from a single hero image to a complete design package.',
    includes: [
      'Photorealistic exterior and interior stills',
      'Walkthrough and product animations',
      'Interior and exhibition design concepts',
      'Product concepts, CAD models and renders',
      'Material, lighting and colour studies',
    ],
    factors:
      'Priced by the number of views or items, level of detail, the drawings and models available, and turnaround.',
  },
  {
    eyebrow: 'Category two',
    title: 'Real-Time & Digital',
    summary:
      'Unreal Engine experiences, virtual reality and web work — interactive ways for clients, buyers and visitors to explore a design for themselves.',
    includes: [
      'Interactive Unreal Engine walkthroughs',
      'VR presentations and showroom experiences',
      'Product configurators and sales tools',
      'Portfolio and business websites',
      'Hosting, handover and ongoing support',
    ],
    factors:
      'Priced by interactivity, the platforms it must run on, content to be built or adapted, and support after launch.',
  },
];

const HOW_QUOTES_WORK = [
  {
    title: 'A free first conversation',
    text: 'We talk through your goals, timeline and budget range. There is no charge and no obligation.',
  },
  {
    title: 'A written, itemised quote',
    text: 'You receive a fixed quote setting out deliverables, revision rounds, schedule and usage rights, in pounds sterling, rand or Australian dollars.',
  },
  {
    title: 'Simple, fair payment',
    text: 'A 50% deposit reserves your place in the schedule; the balance is due on delivery of the final files.',
  },
];

export default function PricingPage() {
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title="Pricing shaped around your project"
        intro={
          <p>
            No two briefs are alike, so I don&rsquo;t publish fixed prices. Tell me what you need
            and I&rsquo;ll prepare a personalised quote — clear, itemised and free of obligation.
          </p>
        }
      />

      <section aria-labelledby="categories-title" className="py-20 sm:py-28">
        <Container>
          <h2 id="categories-title" className="sr-only">
            Service categories
          </h2>
          <ul className="grid gap-6 lg:grid-cols-2">
            {CATEGORIES.map((cat, i) => (
              <li key={cat.title} className="flex">
                <Reveal index={i} className="flex w-full">
                  <article className="flex w-full flex-col rounded-sm border border-line bg-white/60 p-8 sm:p-10 lg:p-12">
                    <p className="eyebrow text-accent-strong">{cat.eyebrow}</p>
                    <h3 className="mt-4 font-display text-[2.25rem] leading-tight text-ink sm:text-[2.75rem]">
                      {cat.title}
                    </h3>
                    <p className="mt-4 text-lg leading-relaxed text-muted">{cat.summary}</p>
                    <ul className="mt-8 space-y-3 border-t border-line pt-8">
                      {cat.includes.map((item) => (
                        <li key={item} className="flex gap-3 text-ink-soft">
                          <Check aria-hidden className="mt-1 size-4 shrink-0 text-accent-strong" />
                          <span>{item}</span>
                        </li>
                      ))}
                    </ul>
                    <p className="mt-8 text-sm leading-relaxed text-muted">{cat.factors}</p>
                    <div className="mt-auto pt-10">
                      <p className="font-display text-2xl text-ink">Price on request</p>
                      <a
                        href="/request-consultation"
                        className={cn(buttonVariants({ variant: 'outline' }), 'mt-5')}
                      >
                        Request a personalised quote
                        <ArrowRight aria-hidden />
                      </a>
                    </div>
                  </article>
                </Reveal>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <SplitSection
        id="quotes-title"
        eyebrow="How quotes work"
        title="Transparent from the first call"
        className="border-y border-line bg-sand/60"
      >
        <NumberedSteps steps={HOW_QUOTES_WORK} />
      </SplitSection>

      <section aria-labelledby="pricing-cta" className="py-20 sm:py-28">
        <Container className="max-w-4xl text-center">
          <h2 id="pricing-cta" className="font-display text-headline text-ink">
            Contact me for a personalised quote
          </h2>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-muted">
            Send a short description of your project and I&rsquo;ll come back within 24 hours with
            questions, ideas and a time to talk. Prefer to write first? The contact page lists
            everything worth including.
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            <a href="/request-consultation" className={buttonVariants({ size: 'lg' })}>
              Request a Consultation
              <ArrowRight aria-hidden />
            </a>
            <a href="/contact" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              Contact Details
            </a>
          </div>
        </Container>
      </section>
    </>
  );
}
