import { ArrowRight } from '@/components/ui/icons';
import { Container } from '@/components/ui/container';
import { Reveal } from '@/components/ui/reveal';
import { SectionIntro } from './section-intro';
import { getActiveServices } from '@/features/services/queries';
import { serviceIconNodes } from '@/features/services/components/service-icon';
import { ServiceCards } from './service-cards';

/** Services (#services): active services in display order, each with its icon, description and bullets. */
export async function ServicesSection() {
  const services = await getActiveServices();
  return (
    <section
      id="services"
      aria-label="Services"
      className="bg-paper py-24 outline-none sm:py-32 lg:py-40"
    >
      <Container>
        <div className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
          <Reveal>
            <SectionIntro
              eyebrow="Services"
              title="What I design"
              intro="Every discipline, one way of working: rigorous drawings, honest materials and images that let decisions be made with confidence."
            />
          </Reveal>
          <Reveal index={1} className="shrink-0">
            <a
              href="/request-consultation"
              className="group inline-flex items-center gap-2 text-sm font-medium underline decoration-accent underline-offset-8 hover:text-accent-strong"
            >
              Discuss a project
              <ArrowRight
                aria-hidden
                className="size-4 transition-transform duration-300 group-hover:translate-x-1"
              />
            </a>
          </Reveal>
        </div>

        {services.length > 0 ? (
          <ServiceCards
            services={services.map((s) => ({ ...s, icon: serviceIconNodes(s.iconName) }))}
          />
        ) : (
          <p className="mt-14 max-w-2xl border-t border-line pt-10 text-lg leading-relaxed text-muted">
            Architectural visualization, industrial and product design, spatial design, Unreal
            Engine real-time work and web:{' '}
            <a href="/services" className="text-ink underline decoration-accent underline-offset-4">
              see how each engagement works
            </a>
            .
          </p>
        )}
      </Container>
    </section>
  );
}
