import { Check } from '@/components/ui/icons/check';
import { Clock } from '@/components/ui/icons/clock';
import { cx } from '@/lib/cx';
import type { Currency } from '../options';

// What /request-consultation shows of the chosen service: its details and its consultation
// options in the chosen currency. The planner renders only the chosen service from this data,
// so the page does not carry a pre-rendered copy of every service in every currency.

/** An offering as the planner shows it: the first few inclusions and how many more there are. */
export type OfferingView = {
  title: string;
  description: string;
  duration: string;
  /** per currency; null is free */
  price: Record<Currency, string> | null;
  includes: string[];
  more: number;
};

export type ServiceView = {
  title: string;
  description: string;
  specialties: string[];
  process: string[];
  deliverables: string[];
  offerings: OfferingView[];
};

function List({ title, items, ordered }: { title: string; items: string[]; ordered?: boolean }) {
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <div>
      <h4 className="text-xs font-semibold uppercase tracking-[0.18em] text-muted">{title}</h4>
      <Tag className="mt-4 space-y-2.5">
        {items.map((item, i) => (
          <li key={item} className="flex gap-3 text-[15px] leading-snug text-ink-soft">
            {ordered ? (
              <span
                aria-hidden
                className="w-5 shrink-0 font-display text-lg leading-none text-accent-strong"
              >
                {i + 1}
              </span>
            ) : (
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-strong" />
            )}
            <span>{item}</span>
          </li>
        ))}
      </Tag>
    </div>
  );
}

/** The service's description, specialties, process and deliverables. */
export function ServicePanel({ id, service }: { id: string; service: ServiceView }) {
  return (
    <article aria-labelledby={`service-${id}`} className="grid gap-10 lg:grid-cols-12">
      <div className="lg:col-span-4">
        <h3 id={`service-${id}`} className="font-display text-3xl text-ink sm:text-4xl">
          {service.title}
        </h3>
        <p className="mt-4 text-lg leading-relaxed text-muted">{service.description}</p>
      </div>
      <div className="grid gap-10 sm:grid-cols-3 lg:col-span-8">
        <List title="Specialties" items={service.specialties} />
        <List title="Process" items={service.process} ordered />
        <List title="Deliverables" items={service.deliverables} />
      </div>
    </article>
  );
}

function OfferingCard({
  offering,
  currency,
  featured,
  onBook,
}: {
  offering: OfferingView;
  currency: Currency;
  featured?: boolean;
  /** set when a time can be booked for this offering */
  onBook?: () => void;
}) {
  return (
    <li
      className={cx(
        'flex flex-col rounded-xl border p-6 sm:p-7',
        featured ? 'border-ink bg-ink text-paper' : 'border-line bg-white text-ink',
      )}
    >
      <h4 className="font-display text-2xl leading-tight">{offering.title}</h4>
      <p
        className={cx(
          'mt-3 text-[15px] leading-relaxed',
          featured ? 'text-muted-inverse' : 'text-muted',
        )}
      >
        {offering.description}
      </p>
      <dl className="mt-6 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-y border-current/15 py-4">
        <div>
          <dt className="sr-only">Price</dt>
          <dd className="font-display text-3xl" data-testid="offering-price">
            {offering.price ? offering.price[currency] : 'Free'}
          </dd>
        </div>
        <div className="flex items-center gap-1.5 text-sm">
          <dt className="sr-only">Duration</dt>
          <Clock
            aria-hidden
            className={cx('size-4', featured ? 'text-accent' : 'text-accent-strong')}
          />
          <dd>{offering.duration}</dd>
        </div>
      </dl>
      <ul className="mt-5 space-y-2 text-[15px]">
        {offering.includes.map((item) => (
          <li key={item} className="flex gap-2.5">
            <Check
              aria-hidden
              className={cx(
                'mt-0.5 size-4 shrink-0',
                featured ? 'text-accent' : 'text-accent-strong',
              )}
            />
            {item}
          </li>
        ))}
        {offering.more > 0 && (
          <li className={cx('pl-6.5 text-sm', featured ? 'text-muted-inverse' : 'text-muted')}>
            +{offering.more} more...
          </li>
        )}
      </ul>
      {onBook && (
        <a
          href="#pick-a-time"
          onClick={onBook}
          className={cx(
            'mt-6 self-start text-sm font-medium underline underline-offset-4',
            featured ? 'decoration-accent' : 'decoration-accent-strong',
          )}
        >
          Book a time for this
        </a>
      )}
    </li>
  );
}

/** The consultation options: the free general one first (featured), then the service's own. */
export function OfferingList({
  service,
  general,
  currency,
  bookable = [],
  onBook,
}: {
  service: ServiceView;
  general: OfferingView;
  currency: Currency;
  /** the titles of the offerings a time can be booked for */
  bookable?: readonly string[];
  onBook?: (title: string) => void;
}) {
  const book = (offering: OfferingView) =>
    onBook && bookable.includes(offering.title) ? () => onBook(offering.title) : undefined;
  return (
    <div>
      <h3 className="font-display text-3xl text-ink">Consultation options</h3>
      <p className="mt-2 text-muted">
        Every project starts with a free conversation; the two sessions after it are for{' '}
        {service.title.toLowerCase()} in particular.
      </p>
      <ul
        className="mt-8 grid gap-4 md:grid-cols-3"
        aria-label={`Consultation options, prices in ${currency}`}
      >
        <OfferingCard offering={general} currency={currency} featured onBook={book(general)} />
        {service.offerings.map((offering) => (
          <OfferingCard
            key={offering.title}
            offering={offering}
            currency={currency}
            onBook={book(offering)}
          />
        ))}
      </ul>
    </div>
  );
}
