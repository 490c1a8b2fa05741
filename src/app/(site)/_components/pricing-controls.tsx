'use client';

import { useEffect, useRef } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { choosePricing, pricingIds, usePricingChoice, type PricingChoice } from './pricing-choice';
import { REGIONS } from './pricing-regions';
import {
  controlsRowClass,
  regionPillClass,
  regionRowClass,
  RegionName,
  servicePillClass,
  serviceRowClass,
} from './pricing-pills';

/**
 * The pricing guide's controls: a tab per service type (arrow keys move between tabs) and a
 * region switch (UK shows GBP, SA ZAR, AU AUD). The panel they choose for is PricingFigures.
 * Drawn hidden by the server, they show once live, and the links that stood in their place
 * (pricing-links.tsx, the next element) hide; focus on one of those moves to the tab chosen.
 */
export function PricingControls({
  tabs,
  initial,
}: {
  tabs: { type: string; label: string }[];
  initial: PricingChoice;
}) {
  const choice = usePricingChoice(initial);
  const { region } = choice;
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const live = useHydrated();
  const activeIndex = Math.max(
    0,
    tabs.findIndex((t) => t.type === choice.type),
  );
  useEffect(() => {
    if (live && document.activeElement?.closest('[data-pricing-links]'))
      tabRefs.current[activeIndex]?.focus();
    // only the moment the controls take the links' place
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live]);
  const active = tabs[activeIndex];
  if (!active) return null;
  const setActiveType = (type: string) => choosePricing({ type, region });

  const onTabKey = (event: React.KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
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
    setActiveType(tabs[to]!.type);
    tabRefs.current[to]?.focus();
  };

  return (
    <div hidden={!live} data-live={live ? '' : undefined} className={controlsRowClass}>
      <div role="tablist" aria-label="Service" className={serviceRowClass}>
        {tabs.map((s, i) => {
          const selected = s.type === active.type;
          return (
            <button
              key={s.type}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={pricingIds.tab(s.type)}
              aria-selected={selected}
              aria-controls={pricingIds.panel}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActiveType(s.type)}
              onKeyDown={(e) => onTabKey(e, i)}
              className={servicePillClass(selected)}
            >
              {s.label}
            </button>
          );
        })}
      </div>

      <fieldset className="shrink-0">
        <legend className="sr-only">Region and currency</legend>
        <div className={regionRowClass}>
          {REGIONS.map((r) => (
            <label key={r.value} className={regionPillClass(region === r.value)}>
              <input
                type="radio"
                name="pricing-region"
                value={r.value}
                checked={region === r.value}
                onChange={() => choosePricing({ type: active.type, region: r.value })}
                className="sr-only"
              />
              <RegionName region={r} />
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
