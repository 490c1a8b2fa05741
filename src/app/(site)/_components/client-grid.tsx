import { Reveal } from '@/components/ui/reveal';
import { SmartImage } from '@/components/ui/smart-image';
import type { PublicClient } from '@/features/clients/queries';

// The clients section's grid, rendered on the server: markup with no state needs no script (ADR 037).

/** A cell per client: the logo, when there is one, the name and the industry. */
export function ClientGrid({ clients }: { clients: PublicClient[] }) {
  return (
    <ul className="mt-14 grid grid-cols-2 border-l border-t border-ink/10 md:grid-cols-3 lg:mt-20 lg:grid-cols-4">
      {clients.map((client, i) => (
        <li key={client.id} className="border-b border-r border-ink/10">
          <Reveal
            index={i % 4}
            variant="scale"
            className="group flex h-full min-h-36 flex-col items-center justify-center gap-2 px-4 py-8 text-center sm:min-h-48"
          >
            {client.logoUrl && (
              <div className="client-logo">
                <SmartImage
                  src={client.logoUrl}
                  alt=""
                  fill
                  sizes="144px"
                  className="object-contain"
                />
              </div>
            )}
            <p className="font-display text-2xl leading-tight text-ink">{client.name}</p>
            {client.industry && (
              <p className="text-[0.7rem] font-medium uppercase tracking-[0.18em] text-muted">
                {client.industry}
              </p>
            )}
          </Reveal>
        </li>
      ))}
    </ul>
  );
}
