'use client';

import { useRef } from 'react';
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
  const active = tabs.find((t) => t.type === choice.type) ?? tabs[0];
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
    <div className={controlsRowClass}>
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
