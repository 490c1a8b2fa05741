import type { Metadata } from 'next';
import { ArrowRight } from '@/components/ui/icons';
import { connection } from 'next/server';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { Container } from '@/components/ui/container';
import { Reveal } from '@/components/ui/reveal';
import { pageMetadata } from '@/features/seo/metadata';
import { PageHero } from '@/components/layout/page-hero';
import { twoDigits } from '@/lib/two-digits';
import { SplitSection } from '../_components/split-section';
import './styles.css';

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return pageMetadata({
    title: 'Facts & Figures',
    description:
      '18+ years of experience, 500+ projects, 50+ global clients and 10+ disciplines: the facts behind an independent design and visualization studio.',
    path: '/facts',
  });
}

const STATS = [
  { value: '18+', label: 'Years of experience', note: 'Designing and visualising since 2008' },
  {
    value: '500+',
    label: 'Projects delivered',
    note: 'From single stills to full design packages',
  },
  {
    value: '50+',
    label: 'Global clients',
    note: 'Across Europe, Africa, Australasia and the Americas',
  },
  {
    value: '10+',
    label: 'Disciplines',
    note: 'Architecture, product, interiors, events, real-time and web',
  },
  {
    value: '24hr',
    label: 'Typical turnaround',
    note: 'For replies to enquiries and minor revisions',
  },
  { value: '99%', label: 'Client satisfaction', note: 'Measured by repeat work and referrals' },
];

const SKILLS = [
  {
    group: 'Visualization',
    items: ['3ds Max', 'V-Ray', 'Corona Renderer', 'Blender', 'Cinema 4D', 'KeyShot'],
  },
  {
    group: 'Real-time',
    items: ['Unreal Engine 5', 'Twinmotion', 'VR (Meta Quest, HTC Vive)', 'Pixel Streaming'],
  },
  {
    group: 'CAD & modelling',
    items: ['Rhino & Grasshopper', 'SolidWorks', 'Fusion 360', 'AutoCAD', 'Revit', 'SketchUp'],
  },
  {
    group: 'Materials & post',
    items: ['Substance 3D', 'Photoshop', 'After Effects', 'DaVinci Resolve'],
  },
  { group: 'Web', items: ['Figma', 'TypeScript', 'React & Next.js', 'Three.js'] },
];

const INDUSTRIES = [
  'Residential development',
  'Commercial real estate',
  'Hospitality & leisure',
  'Retail & brand environments',
  'Fashion & live events',
  'Consumer products & electronics',
  'Robotics & technology',
  'Museums, culture & exhibitions',
  'Film, television & entertainment',
];

export default function FactsPage() {
  return (
    <>
      <PageHero
        eyebrow="Facts & Figures"
        title="The numbers behind the work"
        intro={
          <p>
            Nearly two decades of projects for architects, developers, brands and manufacturers —
            and the tools and industries that shaped them.
          </p>
        }
      />

      <section aria-labelledby="stats-title" className="py-20 sm:py-28">
        <Container>
          <h2 id="stats-title" className="sr-only">
            At a glance
          </h2>
          <ul className="grid gap-px overflow-hidden rounded-sm border border-line bg-line sm:grid-cols-2 lg:grid-cols-3">
            {STATS.map((stat, i) => (
              <li key={stat.label} className="bg-paper">
                <Reveal variant="scale" index={i} className="flex h-full flex-col p-8 sm:p-10">
                  <p className="font-display text-[clamp(3.5rem,7vw,5.5rem)] leading-none text-ink">
                    {stat.value}
                  </p>
                  <p className="mt-5 eyebrow text-accent-strong">{stat.label}</p>
                  <p className="mt-3 text-sm leading-relaxed text-muted">{stat.note}</p>
                </Reveal>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <SplitSection
        id="skills-title"
        eyebrow="Toolkit"
        title="Technical skills"
        className="border-y border-line bg-sand/60"
        aside={
          <p className="mt-5 leading-relaxed text-muted">
            The right tool for each stage, from the first massing model to the final frame.
          </p>
        }
      >
        <dl className="divide-y divide-line border-y border-line">
          {SKILLS.map((s) => (
            <div key={s.group} className="grid gap-3 py-6 sm:grid-cols-[11rem_1fr] sm:gap-8">
              <dt className="font-display text-title text-ink">{s.group}</dt>
              <dd>
                <ul className="flex flex-wrap gap-2">
                  {s.items.map((item) => (
                    <li
                      key={item}
                      className="rounded-full border border-line bg-paper px-3.5 py-1.5 text-sm text-ink-soft"
                    >
                      {item}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      </SplitSection>

      <SplitSection
        id="industries-title"
        eyebrow="Sectors"
        title="Industry focus"
        aside={
          <a href="/projects" className={cn(buttonVariants({ variant: 'outline' }), 'mt-8')}>
            See the projects
            <ArrowRight aria-hidden />
          </a>
        }
      >
        <ul className="grid gap-x-10 sm:grid-cols-2">
          {INDUSTRIES.map((industry, i) => (
            <li key={industry} className="flex items-baseline gap-4 border-b border-line py-4">
              <span aria-hidden className="w-6 font-display text-accent-strong">
                {twoDigits(i + 1)}
              </span>
              <span className="font-display text-xl text-ink">{industry}</span>
            </li>
          ))}
        </ul>
      </SplitSection>
    </>
  );
}
