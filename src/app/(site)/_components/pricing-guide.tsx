'use client';

import { useId, useRef, useState } from 'react';
import { cx } from '@/lib/cx';
import { PricingPanel } from './pricing-panel';
import { REGIONS, type PricingPackageView, type Region } from './pricing-regions';

export type PricingService = {
  type: string;
  label: string;
  summary: string;
  packages: PricingPackageView[];
};

/**
 * The pricing guide: a tab per service type (arrow keys move between tabs) and a
 * region switch (UK shows GBP, SA ZAR, AU AUD), showing that region's package per tier.
 * It gets the packages as data and renders only the panel shown (PricingPanel): the
 * page's HTML and its React payload carry one panel, not one per service and region.
 */
export function PricingGuide({
  services,
  initialRegion,
}: {
  services: PricingService[];
  initialRegion: Region;
}) {
  const [activeType, setActiveType] = useState(services[0]?.type ?? '');
  const [region, setRegion] = useState<Region>(initialRegion);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  const service = services.find((s) => s.type === activeType) ?? services[0];
  if (!service) return null;

  const onTabKey = (event: React.KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = services.length - 1;
    const to =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
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
                  selected
                    ? 'border-ink bg-ink text-paper'
                    : 'border-line text-ink hover:border-ink',
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
                  region === r.value ? 'bg-paper text-ink lift-sm' : 'text-muted hover:text-ink',
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

      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${service.type}`}
        className="pt-10"
      >
        <PricingPanel
          summary={service.summary}
          packages={service.packages.filter((p) => p.region === region)}
          region={region}
        />
      </div>
    </div>
  );
}
