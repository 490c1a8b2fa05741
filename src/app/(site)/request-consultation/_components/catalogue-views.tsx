import {
  Armchair,
  Box,
  Building2,
  Check,
  Clock,
  Code2,
  Gamepad2,
  PenTool,
  type Icon,
} from '@/components/ui/icons';
import {
  GENERAL_CONSULTATION,
  INCLUDES_SHOWN,
  SERVICES,
  SERVICE_OFFERINGS,
  type Offering,
} from '@/features/consultation/catalogue';
import {
  CURRENCIES,
  SERVICE_KEYS,
  type Currency,
  type ServiceKey,
} from '@/features/consultation/options';
import { cn } from '@/lib/utils';

// Server-rendered views of the catalogue, handed to the planner as nodes.

const ICONS: Record<ServiceKey, Icon> = {
  'architectural-visualization': Building2,
  'interior-design': Armchair,
  'unreal-engine': Gamepad2,
  'web-development': Code2,
  'product-design': Box,
  'branding-identity': PenTool,
};

const TAGLINES: Record<ServiceKey, string> = {
  'architectural-visualization': 'Stills, animation, 360°',
  'interior-design': 'Homes, offices, hospitality',
  'unreal-engine': 'Real-time and VR',
  'web-development': 'Websites and web apps',
  'product-design': 'Sketch to manufacture',
  'branding-identity': 'Marks and systems',
};

export function serviceCards(): Record<ServiceKey, React.ReactNode> {
  return Object.fromEntries(
    SERVICE_KEYS.map((key) => {
      const Icon = ICONS[key];
      return [
        key,
        <>
          <Icon aria-hidden className="size-6 shrink-0 opacity-80" strokeWidth={1.5} />
          <span className="font-display text-xl leading-tight sm:text-2xl">
            {SERVICES[key].title}
          </span>
          <span className="hidden text-sm opacity-70 sm:block">{TAGLINES[key]}</span>
        </>,
      ];
    }),
  ) as Record<ServiceKey, React.ReactNode>;
}

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

export function servicePanels(): Record<ServiceKey, React.ReactNode> {
  return Object.fromEntries(
    SERVICE_KEYS.map((key) => {
      const s = SERVICES[key];
      return [
        key,
        <article
          key={key}
          aria-labelledby={`service-${key}`}
          className="grid gap-10 lg:grid-cols-12"
        >
          <div className="lg:col-span-4">
            <h3 id={`service-${key}`} className="font-display text-3xl text-ink sm:text-4xl">
              {s.title}
            </h3>
            <p className="mt-4 text-lg leading-relaxed text-muted">{s.description}</p>
          </div>
          <div className="grid gap-10 sm:grid-cols-3 lg:col-span-8">
            <List title="Specialties" items={s.specialties} />
            <List title="Process" items={s.process} ordered />
            <List title="Deliverables" items={s.deliverables} />
          </div>
        </article>,
      ];
    }),
  ) as Record<ServiceKey, React.ReactNode>;
}

function OfferingCard({
  offering,
  currency,
  featured,
}: {
  offering: Offering;
  currency: Currency;
  featured?: boolean;
}) {
  const shown = offering.includes.slice(0, INCLUDES_SHOWN);
  const more = offering.includes.length - shown.length;
  return (
    <li
      className={cn(
        'flex flex-col rounded-xl border p-6 sm:p-7',
        featured ? 'border-ink bg-ink text-paper' : 'border-line bg-white text-ink',
      )}
    >
      <h4 className="font-display text-2xl leading-tight">{offering.title}</h4>
      <p
        className={cn(
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
            className={cn('size-4', featured ? 'text-accent' : 'text-accent-strong')}
          />
          <dd>{offering.duration}</dd>
        </div>
      </dl>
      <ul className="mt-5 space-y-2 text-[15px]">
        {shown.map((item) => (
          <li key={item} className="flex gap-2.5">
            <Check
              aria-hidden
              className={cn(
                'mt-0.5 size-4 shrink-0',
                featured ? 'text-accent' : 'text-accent-strong',
              )}
            />
            {item}
          </li>
        ))}
        {more > 0 && (
          <li className={cn('pl-6.5 text-sm', featured ? 'text-muted-inverse' : 'text-muted')}>
            +{more} more...
          </li>
        )}
      </ul>
    </li>
  );
}

export function offeringViews(): Record<ServiceKey, Record<Currency, React.ReactNode>> {
  return Object.fromEntries(
    SERVICE_KEYS.map((key) => [
      key,
      Object.fromEntries(
        CURRENCIES.map((currency) => [
          currency,
          <div key={`${key}-${currency}`}>
            <h3 className="font-display text-3xl text-ink">Consultation options</h3>
            <p className="mt-2 text-muted">
              Every project starts with a free conversation; the two sessions after it are for{' '}
              {SERVICES[key].title.toLowerCase()} in particular.
            </p>
            <ul
              className="mt-8 grid gap-4 md:grid-cols-3"
              aria-label={`Consultation options, prices in ${currency}`}
            >
              <OfferingCard offering={GENERAL_CONSULTATION} currency={currency} featured />
              {SERVICE_OFFERINGS[key].map((offering) => (
                <OfferingCard key={offering.title} offering={offering} currency={currency} />
              ))}
            </ul>
          </div>,
        ]),
      ),
    ]),
  ) as Record<ServiceKey, Record<Currency, React.ReactNode>>;
}
