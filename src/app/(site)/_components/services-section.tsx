import { ArrowRight } from '@/components/ui/icons';
import { Container } from '@/components/ui/container';
import { Reveal } from '@/components/ui/reveal';
import { SectionIntro } from './section-intro';
import { getActiveServices } from '@/features/services/queries';
import { ServiceIcon } from '@/features/services/components/service-icon';
import { twoDigits } from '@/lib/two-digits';

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
          <ul className="mt-14 grid border-l border-t border-line sm:grid-cols-2 lg:mt-20 lg:grid-cols-3">
            {services.map((service, i) => (
              <li
                key={service.id}
                className="border-b border-r border-line transition-colors duration-500 hover:bg-sand/60"
              >
                <Reveal index={i % 3} className="flex h-full flex-col p-6 py-10 sm:p-8 lg:p-10">
                  <div className="flex items-start justify-between">
                    <ServiceIcon
                      name={service.iconName}
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
