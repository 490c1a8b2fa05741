import { cx } from '@/lib/cx';
import type { REGIONS } from './pricing-regions';

// How the pricing guide's choices look, whether they are the tabs and region switch of a browser
// with JavaScript (pricing-controls.tsx) or the links of one without (pricing-links.tsx).

export const serviceRowClass =
  '-mx-5 flex gap-2 overflow-x-auto px-5 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0';

export const servicePillClass = (selected: boolean) =>
  cx(
    'shrink-0 rounded-full border px-5 py-2.5 text-sm font-medium transition-colors duration-300',
    selected ? 'border-ink bg-ink text-paper' : 'border-line text-ink hover:border-ink',
  );

export const regionRowClass = 'inline-flex rounded-full border border-line bg-sand p-1';

export const regionPillClass = (selected: boolean) =>
  cx(
    'relative cursor-pointer rounded-full px-4 py-2 text-sm font-medium transition-colors duration-300 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
    selected ? 'bg-paper text-ink lift-sm' : 'text-muted hover:text-ink',
  );

export const controlsRowClass =
  'flex flex-col gap-6 border-b border-line pb-6 lg:flex-row lg:items-end lg:justify-between';

/** A region as its choice names it: its code, its name for a screen reader, its currency. */
export function RegionName({ region }: { region: (typeof REGIONS)[number] }) {
  return (
    <>
      <span aria-hidden>{region.value}</span>
      <span className="sr-only">{region.label}</span>
      <span className="ml-1.5 text-xs text-muted">{region.currency}</span>
    </>
  );
}
