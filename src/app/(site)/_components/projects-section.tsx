import { ArrowRight, ArrowUpRight } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Reveal } from '@/components/ui/reveal';
import { SectionIntro } from './section-intro';
import { SmartImage } from '@/components/ui/smart-image';
import { getPublicProjects } from '@/features/projects/queries';
import { cn } from '@/lib/utils';

const TEASER_SIZE = 6;

/** Projects (#projects): the featured work (or the first projects while none is featured) and a link to them all. */
export async function ProjectsSection() {
  const all = await getPublicProjects();
  const featured = all.filter((p) => p.featured);
  const shown = (featured.length > 0 ? featured : all).slice(0, TEASER_SIZE);
  const wideLead = shown.length % 2 === 1;

  return (
    <section
      id="projects"
      aria-label="Projects"
      className="bg-paper py-24 outline-none sm:py-32 lg:py-40"
    >
      <Container>
        <div className="flex flex-col gap-8 md:flex-row md:items-end md:justify-between">
          <Reveal>
            <SectionIntro
              eyebrow="Selected Work"
              title="Featured projects"
              intro="Buildings before they are built, products before they are tooled, and spaces people remember."
            />
          </Reveal>
          {all.length > 0 && (
            <Reveal index={1} className="shrink-0">
              <a href="/projects" className={buttonVariants({ variant: 'outline' })}>
                View all projects
                <ArrowRight aria-hidden />
              </a>
            </Reveal>
          )}
        </div>

        {shown.length > 0 ? (
          <ul className="mt-14 grid gap-x-8 gap-y-16 md:grid-cols-2 lg:mt-20 lg:gap-x-12 lg:gap-y-24">
            {shown.map((project, i) => {
              // an odd count opens with one wide card; the rest sit in staggered pairs
              const wide = wideLead && i === 0;
              const right = !wide && (wideLead ? i - 1 : i) % 2 === 1;
              return (
                <li
                  key={project.id}
                  className={cn(wide && 'md:col-span-2', right && 'md:translate-y-24')}
                >
                  <Reveal index={right ? 1 : 0}>
                    <a href={`/projects/${project.slug}`} className="group block">
                      <div
                        className={cn(
                          'relative overflow-hidden rounded-sm bg-sand',
                          wide ? 'aspect-[4/3] md:aspect-[21/9]' : 'aspect-[4/3]',
                        )}
                      >
                        <div className="absolute inset-0 transition-transform duration-[1200ms] ease-(--ease-calm) group-hover:scale-[1.04]">
                          <SmartImage
                            src={project.coverImage ?? ''}
                            alt={project.coverAlt}
                            fill
                            sizes={
                              wide
                                ? '(min-width: 1280px) 1200px, 100vw'
                                : '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw'
                            }
                            style={project.focus ? { objectPosition: project.focus } : undefined}
                            className="object-cover"
                          />
                        </div>
                        <span
                          aria-hidden
                          className="absolute right-4 top-4 flex size-11 translate-y-2 items-center justify-center rounded-full bg-paper text-ink opacity-0 transition-[opacity,translate] duration-500 ease-(--ease-calm) group-hover:translate-y-0 group-hover:opacity-100 group-focus-visible:translate-y-0 group-focus-visible:opacity-100"
                        >
                          <ArrowUpRight className="size-4" />
                        </span>
                      </div>
                      <div className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-medium uppercase tracking-[0.18em] text-muted">
                        {project.category && (
                          <span className="text-accent-strong">{project.category}</span>
                        )}
                        {project.category && project.client && <span aria-hidden>·</span>}
                        {project.client && <span>{project.client}</span>}
                      </div>
                      <h3 className="mt-3 font-display text-title text-ink decoration-accent underline-offset-4 group-hover:underline">
                        {project.title}
                      </h3>
                      {project.description && (
                        <p className="mt-3 line-clamp-3 max-w-xl leading-relaxed text-muted">
                          {project.description}
                        </p>
                      )}
                    </a>
                  </Reveal>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="mt-14 max-w-2xl border-t border-line pt-10 text-lg leading-relaxed text-muted">
            New case studies are being prepared. In the meantime,{' '}
            <a
              href="/request-consultation"
              className="text-ink underline decoration-accent underline-offset-4"
            >
              ask for a portfolio selection
            </a>{' '}
            tailored to your project.
          </p>
        )}
        {/* room for the last staggered card */}
        {shown.length > 1 && <div aria-hidden className="hidden md:block md:h-24" />}
      </Container>
    </section>
  );
}
