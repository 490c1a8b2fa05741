'use client';

import { PoundSterling } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { countOf, defineManager, field, Manager, optionsOf } from '@/components/admin';
import type { PricingPackage } from '../../queries';
import { deletePricingPackage, savePricingPackage } from '../../actions';
import {
  pricingPackageSchema,
  REGION_LABELS,
  REGIONS,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  TIER_LABELS,
  TIERS,
} from '../../schemas';

type ServiceType = (typeof SERVICE_TYPES)[number];

function PackageCard({ pkg }: { pkg: PricingPackage }) {
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <p className="font-display text-2xl leading-none text-ink">{TIER_LABELS[pkg.tier]}</p>
        <Badge tone={pkg.region === 'UK' ? 'strong' : 'outline'}>{pkg.region}</Badge>
      </div>
      <p className="text-lg font-semibold tracking-tight text-ink tabular-nums">
        {pkg.priceRange || '—'}
      </p>
      <dl className="grid grid-cols-2 gap-2 text-[13px]">
        <div>
          <dt className="text-muted">Timeline</dt>
          <dd className="text-ink">{pkg.timeline || '—'}</dd>
        </div>
        <div>
          <dt className="text-muted">Hourly rate</dt>
          <dd className="text-ink">{pkg.hourlyRate || '—'}</dd>
        </div>
      </dl>
    </>
  );
}

/** One tab's manager: its form starts on the tab's service type (then basic, UK, as documented). */
const pricingFor = (type: ServiceType) =>
  defineManager<PricingPackage>()({
    id: `pricing-${type}`,
    schema: pricingPackageSchema,
    placement: 'side',
    fields: {
      serviceType: field.select({
        label: 'Service type',
        options: optionsOf(SERVICE_TYPES, SERVICE_TYPE_LABELS),
        initial: () => type,
      }),
      tier: field.select({ label: 'Tier', options: optionsOf(TIERS, TIER_LABELS), width: 'half' }),
      region: field.select({
        label: 'Region',
        options: optionsOf(REGIONS, REGION_LABELS),
        width: 'half',
      }),
      priceRange: field.text({ label: 'Price range', placeholder: '£800 – £1,500' }),
      timeline: field.text({ label: 'Timeline', placeholder: '1–2 weeks', width: 'half' }),
      hourlyRate: field.text({ label: 'Hourly rate', placeholder: '£65 / hour', width: 'half' }),
      includes: field.list({
        label: 'Includes',
        addLabel: 'Add inclusion',
        placeholder: 'Two rounds of revisions',
      }),
    },
    texts: {
      add: {
        title: 'Add package',
        submit: 'Add Package',
        description: `A tier of ${SERVICE_TYPE_LABELS[type]} for one region. Amounts are free text, such as £800 – £1,500.`,
      },
      edit: { title: 'Edit package', submit: 'Update Package' },
    },
    actions: { save: savePricingPackage, delete: deletePricingPackage },
    toasts: {
      create: ['Pricing package saved', 'Failed to save pricing package'],
      update: ['Pricing package saved', 'Failed to save pricing package'],
      delete: ['Package deleted', 'Failed to delete package'],
    },
    empty: {
      icon: PoundSterling,
      message: 'No pricing packages yet',
      hint: `Add the first ${SERVICE_TYPE_LABELS[type]} package with the form.`,
    },
    show: {
      label: `${SERVICE_TYPE_LABELS[type]} packages`,
      layout: 'narrow-cards',
      name: (pkg) => `${TIER_LABELS[pkg.tier]} · ${pkg.region}`,
      quoteName: false,
      body: (pkg) => <PackageCard pkg={pkg} />,
      footer: (pkg) => (
        <span className="px-2 text-xs text-muted">{countOf(pkg.includes.length, 'inclusion')}</span>
      ),
    },
  });

const PRICING = Object.fromEntries(SERVICE_TYPES.map((type) => [type, pricingFor(type)])) as Record<
  ServiceType,
  ReturnType<typeof pricingFor>
>;

/** Packages as the guide lists them: by region, then by tier. */
function inGuideOrder(packages: PricingPackage[]): PricingPackage[] {
  const rank = <T,>(list: readonly T[], value: T) => list.indexOf(value);
  return [...packages].sort(
    (a, b) =>
      rank(REGIONS, a.region) - rank(REGIONS, b.region) ||
      rank(TIERS, a.tier) - rank(TIERS, b.tier) ||
      a.id - b.id,
  );
}

/** One tab per service type, each with its add-package form and that type's packages. */
export function PricingManager({ packages }: { packages: PricingPackage[] }) {
  return (
    <Tabs defaultValue="archviz">
      <TabsList aria-label="Service type">
        {SERVICE_TYPES.map((type) => (
          <TabsTrigger key={type} value={type}>
            {SERVICE_TYPE_LABELS[type]}
          </TabsTrigger>
        ))}
      </TabsList>
      {SERVICE_TYPES.map((type) => (
        <TabsContent key={type} value={type}>
          <Manager
            definition={PRICING[type]}
            items={inGuideOrder(packages.filter((p) => p.serviceType === type))}
          />
        </TabsContent>
      ))}
    </Tabs>
  );
}
