'use client';

import { useRef } from 'react';
import { cx } from '@/lib/cx';
import { choosePricing, pricingIds, usePricingChoice, type PricingChoice } from './pricing-choice';
import { REGIONS } from './pricing-regions';

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
    <div className="flex flex-col gap-6 border-b border-line pb-6 lg:flex-row lg:items-end lg:justify-between">
      <div
        role="tablist"
        aria-label="Service"
        className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0"
      >
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
                region === r.value ? 'bg-paper text-ink lift-sm' : 'text-muted hover:text-ink',
              )}
            >
              <input
                type="radio"
                name="pricing-region"
                value={r.value}
                checked={region === r.value}
                onChange={() => choosePricing({ type: active.type, region: r.value })}
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
  );
}
