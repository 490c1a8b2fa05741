'use client';

import { PricingPanel } from './pricing-panel';
import { usePricingChoice, pricingIds, type PricingChoice } from './pricing-choice';
import { withLists, type SentPackage } from './pricing-lists';

export type PricingService = {
  type: string;
  label: string;
  summary: string;
  packages: SentPackage[];
};

/**
 * The pricing guide's panel: the chosen service's packages in the chosen region, a card per
 * tier. It gets the packages as data and renders only the panel shown (PricingPanel): the
 * page's HTML and its React payload carry one panel, not one per service and region. It comes
 * with the tabs, when the visitor reaches for the guide (later-pricing.ts); until then, and
 * without JavaScript, the server's panel shows.
 */
export function PricingFigures({
  services,
  lists,
  initial,
}: {
  services: PricingService[];
  /** the packages' lists of inclusions, each once (pricing-lists.ts) */
  lists: string[][];
  initial: PricingChoice;
}) {
  const { type, region } = usePricingChoice(initial);
  const service = services.find((s) => s.type === type) ?? services[0];
  if (!service) return null;
  return (
    <div
      role="tabpanel"
      id={pricingIds.panel}
      aria-labelledby={pricingIds.tab(service.type)}
      className="pt-10"
    >
      <PricingPanel
        summary={service.summary}
        packages={withLists(
          service.packages.filter((p) => p.region === region),
          lists,
        )}
        region={region}
      />
    </div>
  );
}
