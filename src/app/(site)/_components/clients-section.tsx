import { Container } from '@/components/ui/container';
import { Reveal } from '@/components/ui/reveal';
import { SectionIntro } from './section-intro';
import { SmartImage } from '@/components/ui/smart-image';
import { getClients } from '@/features/clients/queries';

/** Clients: featured first, then display order; hidden when there are none. */
export async function ClientsSection() {
  const clients = await getClients();
  if (clients.length === 0) return null;
  return (
    <section aria-label="Clients" className="bg-sand py-24 sm:py-32">
      <Container>
        <Reveal>
          <SectionIntro
            eyebrow="Clients"
            title="In good company"
            intro="Developers, brands, agencies and cultural institutions who trusted the studio with their ideas."
          />
        </Reveal>
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
      </Container>
    </section>
  );
}
