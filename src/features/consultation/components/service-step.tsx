'use client';

import { CONTAINER_CLASS } from '@/components/ui/container-class';
import { cx } from '@/lib/cx';
import {
  CURRENCIES,
  CURRENCY_LABELS,
  SERVICE_KEYS,
  type Currency,
  type ServiceKey,
} from '../options';
import { OfferingList, ServicePanel, type OfferingView, type ServiceView } from './catalogue-view';

// Step 1 of /request-consultation: the currency and service selectors, the chosen service's
// details and its consultation offerings.

/** The names of the two switches' radio groups (not fields of the form: it has its own). */
export const SWITCHES = { service: 'service-switch', currency: 'currency-switch' } as const;

export function ServiceStep({
  serviceCards,
  services,
  general,
  service,
  currency,
  chooseService,
  chooseCurrency,
  offerings,
}: {
  serviceCards: Record<ServiceKey, React.ReactNode>;
  services: Record<ServiceKey, ServiceView>;
  general: OfferingView;
  service: ServiceKey;
  currency: Currency;
  chooseService: (next: string) => void;
  chooseCurrency: (next: string) => void;
  /** what the offering cards add (a way to book one) */
  offerings?: { bookable: readonly string[]; onBook: (title: string) => void };
}) {
  return (
    <section aria-labelledby="choose-service" className="border-b border-line py-16 sm:py-20">
      <div className={CONTAINER_CLASS}>
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <p className="eyebrow text-accent-strong">Step 1</p>
            <h2 id="choose-service" className="mt-3 font-display text-4xl text-ink sm:text-5xl">
              Choose a service
            </h2>
          </div>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-muted">Show prices in</legend>
            <div className="inline-flex rounded-full border border-line bg-white p-1">
              {CURRENCIES.map((c) => (
                <label
                  key={c}
                  className={cx(
                    'relative cursor-pointer rounded-full px-4 py-2 text-sm font-medium transition-colors has-focus-visible:ring-2 has-focus-visible:ring-ink has-focus-visible:ring-offset-2',
                    currency === c ? 'bg-ink text-paper' : 'text-muted hover:text-ink',
                  )}
                >
                  <input
                    type="radio"
                    name={SWITCHES.currency}
                    value={c}
                    checked={currency === c}
                    onChange={(e) => chooseCurrency(e.target.value)}
                    className="sr-only"
                  />
                  {c} <span aria-hidden>{CURRENCY_LABELS[c].symbol}</span>
                  <span className="sr-only"> ({CURRENCY_LABELS[c].name})</span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>

        <fieldset className="mt-10">
          <legend className="sr-only">Service</legend>
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
            {SERVICE_KEYS.map((key) => (
              <label
                key={key}
                className={cx(
                  'group relative flex cursor-pointer flex-col gap-3 rounded-xl border p-4 transition-colors duration-300 has-focus-visible:ring-2 has-focus-visible:ring-ink has-focus-visible:ring-offset-2 sm:p-6',
                  service === key
                    ? 'border-ink bg-ink text-paper'
                    : 'border-line bg-white text-ink hover:border-ink/40',
                )}
              >
                <input
                  type="radio"
                  name={SWITCHES.service}
                  value={key}
                  checked={service === key}
                  onChange={(e) => chooseService(e.target.value)}
                  className="sr-only"
                />
                {serviceCards[key]}
              </label>
            ))}
          </div>
        </fieldset>

        <div aria-live="polite" className="mt-14">
          <ServicePanel key={service} id={service} service={services[service]} />
        </div>
        <div className="mt-14">
          <OfferingList
            service={services[service]}
            general={general}
            currency={currency}
            {...offerings}
          />
        </div>
      </div>
    </section>
  );
}
