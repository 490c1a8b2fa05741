import { ArrowRight } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Reveal } from '@/components/ui/reveal';
import { SectionIntro } from './section-intro';
import { getPricingPackages, type ServiceType } from '@/features/pricing/queries';
import { PricingControls, PricingFigures } from './later-islands';
import { PricingLinks } from './pricing-links';
import { reachMark } from './reach-mark';
import { REGIONS, type Region } from './pricing-regions';
import { shareLists } from './pricing-lists';

const SERVICE_TYPES: { type: ServiceType; label: string; summary: string }[] = [
  {
    type: 'archviz',
    label: '3D Visualization',
    summary:
      'Photorealistic stills and animation for planning, marketing and sales, from a single hero view to a full campaign.',
  },
  {
    type: 'unreal',
    label: 'Unreal Engine',
    summary:
      'Real-time walkthroughs, configurators and VR experiences that let clients explore a space before it exists.',
  },
  {
    type: 'webdev',
    label: 'Web Development',
    summary:
      'Fast, carefully typeset websites for studios, brands and developments, built to be easy to keep up to date.',
  },
  {
    type: 'industrial',
    label: 'Industrial Design',
    summary:
      'Products taken from sketch to manufacturable form: concept, CAD, prototyping and production support.',
  },
  {
    type: 'spatial',
    label: 'Spatial & Interior Design',
    summary:
      'Interiors, exhibitions and retail spaces, from layout and material palette to construction drawings.',
  },
];

const isRegion = (value: string | undefined): value is Region =>
  REGIONS.some((r) => r.value === value);

/**
 * Pricing guide (#pricing): a tab per service type and a region switch over pricing_packages.
 * `asked` is what the address chose (`?service=unreal&region=SA`, the links a browser without
 * JavaScript follows); anything not offered is the first service, in the UK.
 */
export async function PricingSection({ asked }: { asked: { service?: string; region?: string } }) {
  const packages = await getPricingPackages();
  // each package once, without the columns the guide does not show: the guide renders the one
  // visible panel from these, so the page carries no pre-rendered copy of the other fourteen
  const offered = SERVICE_TYPES.map((s) => ({
    ...s,
    packages: packages
      .filter((p) => p.serviceType === s.type)
      .map(({ serviceType: _, ...view }) => view),
  })).filter((s) => s.packages.length > 0);
  const { groups, lists } = shareLists(offered.map((s) => s.packages));
  const services = offered.map((s, i) => ({ ...s, packages: groups[i]! }));
  // UK (GBP) first, unless no package is priced there
  const firstRegion: Region = packages.some((p) => p.region === 'UK')
    ? 'UK'
    : (packages[0]?.region ?? 'UK');
  const initial = {
    type: services.find((s) => s.type === asked.service)?.type ?? services[0]?.type ?? '',
    region: isRegion(asked.region) ? asked.region : firstRegion,
  };
  const tabs = services.map(({ type, label }) => ({ type, label }));

  return (
    <section
      id="pricing"
      aria-label="Pricing guide"
      className="bg-paper py-24 outline-none sm:py-32 lg:py-40"
    >
      <Container>
        <Reveal>
          <SectionIntro
            eyebrow="Pricing Guide"
            title="Indicative investment"
            intro="Every brief is different, so these ranges are a starting point rather than a price list. After a short consultation you receive a fixed, itemised proposal."
          />
        </Reveal>

        {services.length > 0 ? (
          <div {...reachMark('pricing')} className="mt-14 lg:mt-20">
            <PricingControls tabs={tabs} initial={initial} />
            <PricingLinks tabs={tabs} chosen={initial} />
            <PricingFigures services={services} lists={lists} initial={initial} />
          </div>
        ) : (
          <p className="mt-14 max-w-2xl border-t border-line pt-10 text-lg leading-relaxed text-muted">
            Projects are quoted individually, in pounds, rand or Australian dollars. Tell me about
            yours and you will receive a tailored proposal within 24 hours.
          </p>
        )}

        <div className="mt-12 flex flex-col gap-5 border-t border-line pt-10 sm:flex-row sm:items-center sm:justify-between">
          <p className="max-w-xl text-sm leading-relaxed text-muted">
            Ranges exclude VAT and local taxes. Travel, licensed assets and third-party costs are
            agreed in advance.
          </p>
          <a href="/request-consultation" className={buttonVariants({ variant: 'primary' })}>
            Get a tailored quote
            <ArrowRight aria-hidden />
          </a>
        </div>
      </Container>
    </section>
  );
}
