import { ArrowUpRight } from '@/components/ui/icons/arrow-up-right';
import { Reveal } from '@/components/ui/reveal';
import { SmartImage } from '@/components/ui/smart-image';
import { cx } from '@/lib/cx';

// The projects section's cards, rendered on the server: markup with no state needs no script
// (ADR 037).

/** What a card shows of a project. */
export type ProjectTeaser = {
  id: number;
  slug: string;
  title: string;
  category: string | null;
  client: string | null;
  description: string | null;
  coverImage: string | null;
  coverAlt: string;
  focus: string | null;
};

/** The cards: an odd count opens with one wide card, the rest sit in staggered pairs. */
export function ProjectTeasers({ shown }: { shown: ProjectTeaser[] }) {
  const wideLead = shown.length % 2 === 1;
  return (
    <ul className="mt-14 grid gap-x-8 gap-y-16 md:grid-cols-2 lg:mt-20 lg:gap-x-12 lg:gap-y-24">
      {shown.map((project, i) => {
        // an odd count opens with one wide card; the rest sit in staggered pairs
        const wide = wideLead && i === 0;
        const right = !wide && (wideLead ? i - 1 : i) % 2 === 1;
        return (
          <li
            key={project.id}
            className={cx(wide && 'md:col-span-2', right && 'md:translate-y-24')}
          >
            <Reveal index={right ? 1 : 0}>
              <a href={`/projects/${project.slug}`} className="group block">
                <div
                  className={cx(
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
  );
}
