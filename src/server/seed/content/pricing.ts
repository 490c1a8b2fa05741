// Indicative price bands. UK bands are the studio's published ones; South Africa is about ten times
// the pound figure in rand and Australia about one and a half times in Australian dollars, rounded
// down to a tidy hundred.

type Tier = 'basic' | 'premium' | 'enterprise';
type Region = 'UK' | 'SA' | 'AU';
type ServiceType = 'archviz' | 'unreal' | 'webdev' | 'industrial' | 'spatial';

type Band = { from: number; to: number; open?: boolean };

const GBP_BANDS: Record<ServiceType, Record<Tier, Band>> = {
  // 3D visualization
  archviz: {
    basic: { from: 800, to: 1500 },
    premium: { from: 1500, to: 3500 },
    enterprise: { from: 3500, to: 8000, open: true },
  },
  // Unreal Engine
  unreal: {
    basic: { from: 2500, to: 4500 },
    premium: { from: 4500, to: 8500 },
    enterprise: { from: 8500, to: 15000, open: true },
  },
  // web development
  webdev: {
    basic: { from: 1200, to: 3000 },
    premium: { from: 3000, to: 8000 },
    enterprise: { from: 8000, to: 20000, open: true },
  },
  // between 3D visualization and interior design
  industrial: {
    basic: { from: 1000, to: 2500 },
    premium: { from: 2500, to: 6000 },
    enterprise: { from: 6000, to: 15000, open: true },
  },
  // interior design
  spatial: {
    basic: { from: 1500, to: 3500 },
    premium: { from: 3500, to: 8000 },
    enterprise: { from: 8000, to: 20000, open: true },
  },
};

const HOURLY_GBP: Record<ServiceType, number> = {
  archviz: 65,
  unreal: 85,
  webdev: 70,
  industrial: 75,
  spatial: 70,
};

const REGIONS: Record<Region, { symbol: string; factor: number }> = {
  UK: { symbol: '£', factor: 1 },
  SA: { symbol: 'R', factor: 10 },
  AU: { symbol: 'A$', factor: 1.5 },
};

const TIMELINES: Record<ServiceType, Record<Tier, string>> = {
  archviz: { basic: '1-2 weeks', premium: '2-3 weeks', enterprise: '3-4 weeks' },
  unreal: { basic: '3-5 weeks', premium: '5-8 weeks', enterprise: '8-12 weeks' },
  webdev: { basic: '3-4 weeks', premium: '4-6 weeks', enterprise: '6-8 weeks' },
  industrial: { basic: '3-5 weeks', premium: '5-8 weeks', enterprise: '8-14 weeks' },
  spatial: { basic: '4-6 weeks', premium: '6-9 weeks', enterprise: '9-12 weeks' },
};

const INCLUDES: Record<ServiceType, Record<Tier, string[]>> = {
  archviz: {
    basic: [
      '2 high-resolution still images',
      'Exterior or interior views',
      'Standard material and lighting setup',
      '2 revision rounds',
      'Web and print-ready files',
    ],
    premium: [
      '5 high-resolution still images',
      'Exterior and interior views',
      'Custom materials, landscaping and entourage',
      'Day and dusk lighting options',
      '3 revision rounds',
      'Web, print and social formats',
    ],
    enterprise: [
      '10 or more still images',
      '60-second animated fly-through',
      'Verified views for planning',
      'Multiple design options',
      '3 revision rounds',
      'Dedicated review sessions',
    ],
  },
  unreal: {
    basic: [
      'Interactive desktop walkthrough',
      'One building or interior',
      'Day lighting scenario',
      'Packaged Windows build',
      '2 revision rounds',
    ],
    premium: [
      'Interactive walkthrough for desktop and large screens',
      'Material and finish switching',
      'Day and night lighting',
      'Guided camera tours',
      '3 revision rounds',
      'Packaged build and handover',
    ],
    enterprise: [
      'Full VR experience for standalone headsets',
      'Multiple design options and configurators',
      'Dynamic time of day and weather',
      'Presentation mode for consultations',
      'On-site or remote launch support',
      '3 revision rounds',
    ],
  },
  webdev: {
    basic: [
      'Up to 5 pages',
      'Responsive, accessible design',
      'Contact form',
      'Basic search engine optimisation',
      '2 revision rounds',
    ],
    premium: [
      'Up to 12 pages',
      'Content management for your team',
      'Portfolio or property showcase',
      'Performance and accessibility audit',
      'Analytics setup',
      '3 revision rounds',
    ],
    enterprise: [
      'Bespoke design system and components',
      'Integrations with CRM, booking or e-commerce',
      'Multi-language or multi-region content',
      'Embedded 3D and real-time content',
      'Training and 3 months of support',
      '3 revision rounds',
    ],
  },
  industrial: {
    basic: [
      'Concept sketches and form studies',
      '2 concept directions',
      'Presentation renders',
      '2 revision rounds',
    ],
    premium: [
      '3 concept directions',
      'Refined 3D CAD model',
      'Material and finish specification',
      'Photoreal product renders',
      '3 revision rounds',
    ],
    enterprise: [
      'Full design development',
      'Production-ready CAD and drawings',
      'Design for manufacture review with your factory',
      'Prototype supervision',
      'Exploded views and launch imagery',
      '3 revision rounds',
    ],
  },
  spatial: {
    basic: [
      'Single room or small space',
      'Space plan and furniture layout',
      'Mood board and material palette',
      '2 visualisations',
      '2 revision rounds',
    ],
    premium: [
      'Up to 3 rooms or a small retail unit',
      'Detailed layouts and elevations',
      'Lighting and furniture schedule',
      '4 visualisations',
      '3 revision rounds',
    ],
    enterprise: [
      'Whole home, restaurant, hotel floor or event',
      'Full technical drawing package',
      'Bespoke joinery and lighting design',
      'Contractor liaison and site visits',
      '8 or more visualisations',
      '3 revision rounds',
    ],
  },
};

function money(symbol: string, amount: number): string {
  return `${symbol}${amount.toLocaleString('en-GB')}`;
}

function convert(amount: number, factor: number): number {
  return factor === 1 ? amount : Math.floor((amount * factor) / 100) * 100;
}

export type SeedPricingPackage = {
  serviceType: ServiceType;
  tier: Tier;
  region: Region;
  priceRange: string;
  timeline: string;
  hourlyRate: string;
  includes: string[];
};

export function pricingPackages(): SeedPricingPackage[] {
  const rows: SeedPricingPackage[] = [];
  for (const serviceType of Object.keys(GBP_BANDS) as ServiceType[]) {
    for (const region of Object.keys(REGIONS) as Region[]) {
      const { symbol, factor } = REGIONS[region];
      for (const tier of ['basic', 'premium', 'enterprise'] as const) {
        const band = GBP_BANDS[serviceType][tier];
        const from = money(symbol, convert(band.from, factor));
        const to = money(symbol, convert(band.to, factor));
        const hourly = Math.round((HOURLY_GBP[serviceType] * factor) / 5) * 5;
        rows.push({
          serviceType,
          tier,
          region,
          priceRange: `${from} - ${to}${band.open ? '+' : ''}`,
          timeline: TIMELINES[serviceType][tier],
          hourlyRate: `${money(symbol, hourly)}/hr`,
          includes: INCLUDES[serviceType][tier],
        });
      }
    }
  }
  return rows;
}
