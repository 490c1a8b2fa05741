'use client';

import { useId, useRef, useState } from 'react';
import { Check } from 'lucide-react';
import { cx } from '@/lib/cx';

export type PricingPackageView = {
  id: number;
  tier: 'basic' | 'premium' | 'enterprise';
  region: 'UK' | 'SA' | 'AU';
  priceRange: string | null;
  timeline: string | null;
  hourlyRate: string | null;
  includes: string[];
};

export type PricingServiceView = {
  type: string;
  label: string;
  summary: string;
  packages: PricingPackageView[];
};

const REGIONS = [
  { value: 'UK', label: 'United Kingdom', currency: 'GBP' },
  { value: 'SA', label: 'South Africa', currency: 'ZAR' },
  { value: 'AU', label: 'Australia', currency: 'AUD' },
] as const;

const TIERS = {
  basic: { label: 'Basic', note: 'A focused brief, delivered well' },
  premium: { label: 'Premium', note: 'The most requested scope' },
  enterprise: { label: 'Enterprise', note: 'For programmes and campaigns' },
} as const;

/**
 * The pricing guide: a tab per service type (arrow keys move between tabs) and a
 * region switch (UK shows GBP, SA ZAR, AU AUD), showing that region's package per tier.
 */
export function PricingGuide({ services }: { services: PricingServiceView[] }) {
  const [activeType, setActiveType] = useState(services[0]?.type ?? '');
  const [region, setRegion] = useState<(typeof REGIONS)[number]['value']>(() => {
    const first = services[0]?.packages[0]?.region;
    return services.some((s) => s.packages.some((p) => p.region === 'UK')) ? 'UK' : (first ?? 'UK');
  });
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  const service = services.find((s) => s.type === activeType) ?? services[0];
  if (!service) return null;
  const packages = service.packages.filter((p) => p.region === region);
  const regionInfo = REGIONS.find((r) => r.value === region)!;

  const onTabKey = (event: React.KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = services.length - 1;
    const to =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (to === null) return;
    event.preventDefault();
    setActiveType(services[to]!.type);
    tabRefs.current[to]?.focus();
  };

  return (
    <div className="mt-14 lg:mt-20">
      <div className="flex flex-col gap-6 border-b border-line pb-6 lg:flex-row lg:items-end lg:justify-between">
        <div
          role="tablist"
          aria-label="Service"
          className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0"
        >
          {services.map((s, i) => {
            const selected = s.type === service.type;
            return (
              <button
                key={s.type}
                ref={(el) => {
                  tabRefs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${s.type}`}
                aria-selected={selected}
                aria-controls={`${baseId}-panel`}
                tabIndex={selected ? 0 : -1}
                onClick={() => setActiveType(s.type)}
                onKeyDown={(e) => onTabKey(e, i)}
                className={cx(
                  'shrink-0 rounded-full border px-5 py-2.5 text-sm font-medium transition-colors duration-300',
                  selected ? 'border-ink bg-ink text-paper' : 'border-line text-ink hover:border-ink',
                )}
              >
                {s.label}
              </button>
            );
          })}
        </div>

        <fieldset className="shrink-0">
          <legend className="sr-only">Region and currency</legend>
          <div className="inline-flex rounded-full border border-line bg-sand p-1">
            {REGIONS.map((r) => (
              <label
                key={r.value}
                className={cx(
                  'relative cursor-pointer rounded-full px-4 py-2 text-sm font-medium transition-colors duration-300 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
                  region === r.value ? 'bg-paper text-ink shadow-sm' : 'text-muted hover:text-ink',
                )}
              >
                <input
                  type="radio"
                  name={`${baseId}-region`}
                  value={r.value}
                  checked={region === r.value}
                  onChange={() => setRegion(r.value)}
                  className="sr-only"
                />
                <span aria-hidden>{r.value}</span>
                <span className="sr-only">{r.label}</span>
                <span className="ml-1.5 text-xs text-muted">{r.currency}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${service.type}`} className="pt-10">
        <p className="max-w-2xl text-lg leading-relaxed text-muted">{service.summary}</p>
        {packages.length > 0 ? (
          <ul className="mt-10 grid gap-6 lg:grid-cols-3">
            {packages.map((pkg) => {
              const highlight = pkg.tier === 'premium';
              return (
                <li
                  key={pkg.id}
                  className={cx(
                    'flex flex-col rounded-sm border p-7 sm:p-9',
                    highlight ? 'border-ink bg-ink text-paper' : 'border-line bg-paper text-ink',
                  )}
                >
                  <div className="flex items-baseline justify-between gap-4">
                    <h3 className="font-display text-3xl">{TIERS[pkg.tier].label}</h3>
                    <span className={cx('text-xs', highlight ? 'text-accent' : 'text-muted')}>{TIERS[pkg.tier].note}</span>
                  </div>
                  <p className="mt-8">
                    <span className="sr-only">Price range: </span>
                    <span className="font-display text-4xl leading-none tracking-tight sm:text-[2.6rem]">
                      {pkg.priceRange || 'On request'}
                    </span>
                    <span className={cx('ml-2 text-xs uppercase tracking-[0.16em]', highlight ? 'text-muted-inverse' : 'text-muted')}>
                      {regionInfo.currency}
                    </span>
                  </p>
                  <dl className={cx('mt-8 grid grid-cols-2 gap-4 border-y py-5 text-sm', highlight ? 'border-paper/15' : 'border-line')}>
                    <div>
                      <dt className={highlight ? 'text-muted-inverse' : 'text-muted'}>Timeline</dt>
                      <dd className="mt-1 font-medium">{pkg.timeline || 'To be agreed'}</dd>
                    </div>
                    <div>
                      <dt className={highlight ? 'text-muted-inverse' : 'text-muted'}>Hourly rate</dt>
                      <dd className="mt-1 font-medium">{pkg.hourlyRate || 'To be agreed'}</dd>
                    </div>
                  </dl>
                  {pkg.includes.length > 0 && (
                    <ul className="mt-6 space-y-3 text-[0.95rem]">
                      {pkg.includes.map((item) => (
                        <li key={item} className="flex gap-3">
                          <Check aria-hidden className={cx('mt-1 size-4 shrink-0', highlight ? 'text-accent' : 'text-accent-strong')} />
                          <span className={highlight ? 'text-paper/90' : 'text-ink-soft'}>{item}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="mt-10 rounded-sm border border-line p-8 text-muted">
            Packages for {regionInfo.label} are quoted individually for this service. Request a consultation for a tailored
            proposal.
          </p>
        )}
      </div>
    </div>
  );
}
