import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ArrowRight } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { Container } from '@/components/ui/container';
import { Reveal } from '@/components/ui/reveal';
import { getSiteSettings } from '@/features/settings/queries';
import { pageMetadata } from '@/features/seo/metadata';
import { JsonLd, personLd } from '@/features/seo/json-ld';
import { PageHero } from '@/components/layout/page-hero';
import { cityOf, formatList } from '@/features/seo/format';
import { twoDigits } from '@/lib/two-digits';
import { SplitSection } from '../_components/split-section';
import './styles.css';

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return pageMetadata({
    title: 'About',
    description:
      'Eighteen years of architectural visualization, industrial and product design and spatial design, working between London, Cape Town and Sydney for clients worldwide.',
    path: '/about',
  });
}

const PRINCIPLES = [
  {
    title: 'Understand before drawing',
    text: 'Every brief hides a better question. I begin by learning how a space will be lived in, how a product will be held, or what a buyer needs to feel before they commit — and design from there.',
  },
  {
    title: 'Honest light, honest materials',
    text: 'An image should promise only what can be built. I work from real material data, measured daylight and manufacturing constraints, so the picture and the finished thing agree.',
  },
  {
    title: 'Craft at every scale',
    text: 'The same care goes into a city-block masterplan and the radius of a switch. Detail is where trust is won, so no surface is treated as background.',
  },
  {
    title: 'Clarity over spectacle',
    text: 'Good design is easy to understand. Drawings, renders and interactive models are made to help people decide, not to dazzle them into a decision they later regret.',
  },
];

const EXPERTISE = [
  {
    title: 'Architectural Visualization',
    text: 'Photorealistic stills, animations and virtual tours for architects, developers and marketing teams — from early massing studies to launch campaigns.',
  },
  {
    title: 'Industrial & Product Design',
    text: 'Concept sketching, CAD development, prototyping and product rendering for consumer goods, furniture, electronics and robotics.',
  },
  {
    title: 'Spatial & Interior Design',
    text: 'Residential, retail, hospitality and exhibition interiors, planned around how people move, gather and pause.',
  },
  {
    title: 'Unreal Engine Real-Time Experiences',
    text: 'Interactive walkthroughs, VR presentations and configurators that let clients explore a design before a single wall is built.',
  },
  {
    title: 'Web Design & Development',
    text: 'Fast, accessible websites and digital showcases that present architecture and products with the care they deserve.',
  },
];

export default async function AboutPage() {
  await connection();
  const settings = await getSiteSettings();
  const name = settings.ownerName || settings.siteTitle;
  const places = settings.locations.map(cityOf).filter(Boolean);

  return (
    <>
      <JsonLd data={personLd(settings)} />
      <PageHero
        eyebrow="About"
        title="About Me"
        intro={
          <p>
            I&rsquo;m {name}, an independent designer working where architecture, products and
            digital experiences meet.
          </p>
        }
      />

      <section aria-labelledby="experience-title" className="py-20 sm:py-28">
        <Container className="grid gap-12 lg:grid-cols-12 lg:gap-16">
          <Reveal className="lg:col-span-5">
            <h2 id="experience-title" className="font-display text-headline text-ink">
              18 years of designing what comes next
            </h2>
          </Reveal>
          <Reveal
            index={1}
            className="space-y-6 text-lg leading-relaxed text-ink-soft lg:col-span-7"
          >
            <p className="font-display text-title text-ink">
              With 18 years of experience across architectural visualization, industrial design and
              spatial design, I help clients see, refine and communicate their ideas long before
              they are built.
            </p>
            <p>
              My work began in architectural rendering, translating drawings into images that
              developers and planning committees could understand at a glance. It grew into product
              and industrial design, themed environments, live events and real-time experiences
              built in Unreal Engine — from a bar interior inspired by a television drama to catwalk
              sets for Paris Fashion Week and prototype housings for service robots.
            </p>
            <p>
              {places.length > 0 ? (
                <>
                  Today I divide my time between {formatList(places)}, and work with studios, brands
                  and developers around the world.
                </>
              ) : (
                <>Today I work with studios, brands and developers around the world.</>
              )}{' '}
              Every project is led by me personally, from the first conversation to the final file,
              with trusted specialists brought in only when a project calls for them.
            </p>
          </Reveal>
        </Container>
      </section>

      <section
        aria-labelledby="philosophy-title"
        className="border-y border-line bg-sand/60 py-20 sm:py-28"
      >
        <Container>
          <div className="max-w-3xl">
            <p className="mb-4 eyebrow text-accent-strong">Design philosophy</p>
            <h2 id="philosophy-title" className="font-display text-headline text-ink">
              Design is a conversation between people, place and purpose
            </h2>
            <p className="mt-6 text-lg leading-relaxed text-muted">
              Whether it is a hotel lobby, a hand-held device or an interactive showroom, the aim is
              the same: work that feels inevitable once you see it, and that holds up when it meets
              the real world.
            </p>
          </div>
          <ol className="mt-14 grid gap-px overflow-hidden rounded-sm border border-line bg-line sm:grid-cols-2">
            {PRINCIPLES.map((p, i) => (
              <li key={p.title} className="bg-paper p-8 lg:p-10">
                <Reveal index={i}>
                  <span aria-hidden className="font-display text-2xl text-accent-strong">
                    {twoDigits(i + 1)}
                  </span>
                  <h3 className="mt-4 font-display text-title text-ink">{p.title}</h3>
                  <p className="mt-3 leading-relaxed text-muted">{p.text}</p>
                </Reveal>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <SplitSection
        id="expertise-title"
        eyebrow="Expertise"
        title="Five disciplines, one way of working"
        aside={
          <a href="/services" className={cn(buttonVariants({ variant: 'outline' }), 'mt-8')}>
            Explore services
            <ArrowRight aria-hidden />
          </a>
        }
      >
        <ul className="divide-y divide-line border-y border-line">
          {EXPERTISE.map((area, i) => (
            <li key={area.title} className="grid gap-2 py-7 sm:grid-cols-[3rem_1fr] sm:gap-6">
              <span aria-hidden className="font-display text-xl text-accent-strong">
                {twoDigits(i + 1)}
              </span>
              <div>
                <h3 className="font-display text-title text-ink">{area.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{area.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </SplitSection>
    </>
  );
}
