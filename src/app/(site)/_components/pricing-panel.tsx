import { cx } from '@/lib/cx';
import { REGIONS, type PricingPackageView, type Region } from './pricing-regions';

const TIERS = {
  basic: { label: 'Basic', note: 'A focused brief, delivered well' },
  premium: { label: 'Premium', note: 'The most requested scope' },
  enterprise: { label: 'Enterprise', note: 'For programmes and campaigns' },
} as const;

/** One service's packages in one region, a card per tier: the panel the pricing guide shows. */
export function PricingPanel({
  summary,
  packages,
  region,
}: {
  summary: string;
  packages: PricingPackageView[];
  region: Region;
}) {
  const regionInfo = REGIONS.find((r) => r.value === region)!;
  return (
    <>
      <p className="max-w-2xl text-lg leading-relaxed text-muted">{summary}</p>
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
                  <span className={cx('text-xs', highlight ? 'text-accent' : 'text-muted')}>
                    {TIERS[pkg.tier].note}
                  </span>
                </div>
                <p className="mt-8">
                  <span className="sr-only">Price range: </span>
                  <span className="font-display text-4xl leading-none tracking-tight sm:text-[2.6rem]">
                    {pkg.priceRange || 'On request'}
                  </span>
                  <span
                    className={cx(
                      'ml-2 text-xs uppercase tracking-[0.16em]',
                      highlight ? 'text-muted-inverse' : 'text-muted',
                    )}
                  >
                    {regionInfo.currency}
                  </span>
                </p>
                <dl
                  className={cx(
                    'mt-8 grid grid-cols-2 gap-4 border-y py-5 text-sm',
                    highlight ? 'border-paper/15' : 'border-line',
                  )}
                >
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
                  <ul
                    className={cx(
                      'check-list mt-6 space-y-3 text-[0.95rem]',
                      highlight
                        ? 'text-paper/90 [--check-colour:var(--color-accent)]'
                        : 'text-ink-soft [--check-colour:var(--color-accent-strong)]',
                    )}
                  >
                    {pkg.includes.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-10 rounded-sm border border-line p-8 text-muted">
          Packages for {regionInfo.label} are quoted individually for this service. Request a
          consultation for a tailored proposal.
        </p>
      )}
    </>
  );
}
