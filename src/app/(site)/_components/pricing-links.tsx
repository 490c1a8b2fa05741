import { cx } from '@/lib/cx';
import type { PricingChoice } from './pricing-choice';
import {
  controlsRowClass,
  regionPillClass,
  regionRowClass,
  RegionName,
  servicePillClass,
  serviceRowClass,
} from './pricing-pills';
import { REGIONS, type Region } from './pricing-regions';

// The pricing guide's choices until its tabs are live: links to the landing page showing another
// service or region (`/?service=unreal&region=SA#pricing`), drawn like the tabs and the switch.
// A browser without JavaScript keeps them; with it, the tabs take their place once the visitor
// has reached for the guide and its chunk has come (ADR 037), and the links hide.

const href = (type: string, region: Region) =>
  `/?${new URLSearchParams({ service: type, region })}#pricing`;

export function PricingLinks({
  tabs,
  chosen,
}: {
  tabs: { type: string; label: string }[];
  chosen: PricingChoice;
}) {
  return (
    <nav
      aria-label="Pricing guide"
      data-pricing-links=""
      className={cx(controlsRowClass, 'peer-has-data-live:hidden')}
    >
      <ul className={serviceRowClass}>
        {tabs.map((s) => (
          <li key={s.type} className="flex shrink-0">
            <a
              href={href(s.type, chosen.region)}
              aria-current={s.type === chosen.type ? 'true' : undefined}
              className={servicePillClass(s.type === chosen.type)}
            >
              {s.label}
            </a>
          </li>
        ))}
      </ul>
      <ul className={cx(regionRowClass, 'shrink-0 self-start')}>
        {REGIONS.map((r) => (
          <li key={r.value} className="flex shrink-0">
            <a
              href={href(chosen.type, r.value)}
              aria-current={r.value === chosen.region ? 'true' : undefined}
              className={regionPillClass(r.value === chosen.region)}
            >
              <RegionName region={r} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
