import { SvgIcon, type IconNode } from '@/components/ui/icons/svg-icon';
import { Reveal } from '@/components/ui/reveal';
import { twoDigits } from '@/lib/two-digits';
import type { PublicService } from '@/features/services/queries';

// The services section's cards, rendered on the server: markup with no state needs no script
// (ADR 037). Each comes with its icon's shapes, so the page draws only the icons shown.

export type ServiceCard = PublicService & { icon: readonly IconNode[] };

/** A card per active service: icon, number, title, category, description and bullets. */
export function ServiceCards({ services }: { services: ServiceCard[] }) {
  return (
    <ul className="mt-14 grid border-l border-t border-line sm:grid-cols-2 lg:mt-20 lg:grid-cols-3">
      {services.map((service, i) => (
        <li
          key={service.id}
          className="border-b border-r border-line transition-colors duration-500 hover:bg-sand/60"
        >
          <Reveal index={i % 3} className="flex h-full flex-col p-6 py-10 sm:p-8 lg:p-10">
            <div className="flex items-start justify-between">
              <SvgIcon
                nodes={service.icon}
                className="size-9 text-accent-strong"
                strokeWidth={1.25}
              />
              <span aria-hidden className="text-xs tabular-nums text-muted">
                {twoDigits(i + 1)}
              </span>
            </div>
            <h3 className="mt-10 font-display text-title text-ink">{service.title}</h3>
            {service.category && (
              <p className="mt-2 text-xs font-medium uppercase tracking-[0.18em] text-muted">
                {service.category}
              </p>
            )}
            {service.description && (
              <p className="mt-4 leading-relaxed text-muted">{service.description}</p>
            )}
            {service.bullets.length > 0 && (
              <ul className="mt-6 space-y-2.5 text-[0.95rem] text-ink-soft">
                {service.bullets.map((bullet) => (
                  <li key={bullet} className="flex gap-3">
                    <span aria-hidden className="mt-[0.7em] h-px w-4 shrink-0 bg-accent" />
                    {bullet}
                  </li>
                ))}
              </ul>
            )}
          </Reveal>
        </li>
      ))}
    </ul>
  );
}
