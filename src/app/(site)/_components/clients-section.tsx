import { Container } from '@/components/ui/container';
import { Reveal } from '@/components/ui/reveal';
import { SectionIntro } from './section-intro';
import { getClients } from '@/features/clients/queries';
import { ClientGrid } from './client-grid';

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
        <ClientGrid clients={clients} />
      </Container>
    </section>
  );
}
