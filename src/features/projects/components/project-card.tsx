import { Star } from '@/components/ui/icons/star';
import { SmartImage } from '@/components/ui/smart-image';
import { cx } from '@/lib/cx';
import type { ProjectSummary } from '../types';

type Props = {
  project: ProjectSummary;
  /** the list's first card loads eagerly (preloaded); the rest lazily */
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

/** A portfolio card: cover, category and client, serif title, three-line description. */
export function ProjectCard({ project, eager, headingLevel: Heading = 'h2', className }: Props) {
  const meta = [project.category, project.client].filter(Boolean);
  return (
    <article className={cx('group relative flex flex-col', className)}>
      <div className="relative aspect-[4/3] overflow-hidden rounded-sm bg-sand">
        <SmartImage
          src={project.coverImage ?? ''}
          alt={project.coverAlt}
          fill
          sizes="(min-width: 1280px) 40rem, (min-width: 768px) 50vw, 100vw"
          loading={eager ? 'eager' : 'lazy'}
          style={project.focus ? { objectPosition: project.focus } : undefined}
          className="object-cover [transition:opacity_300ms,transform_700ms_var(--ease-calm)] group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-ink/0 transition-colors duration-500 group-hover:bg-ink/10"
        />
        {project.featured && (
          <span className="absolute left-4 top-4 inline-flex items-center gap-1.5 rounded-full bg-paper/95 px-3 py-1 text-[0.7rem] font-semibold uppercase tracking-[0.16em] text-ink lift-sm frosted-light">
            <Star aria-hidden className="size-3 fill-accent text-accent" />
            Featured
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col pt-5">
        {meta.length > 0 && (
          <p className="text-xs font-medium uppercase tracking-[0.16em] text-muted">
            {project.category && <span className="text-accent-strong">{project.category}</span>}
            {project.category && project.client && <span aria-hidden> · </span>}
            {project.client && (
              <span>
                <span className="sr-only">Client: </span>
                {project.client}
              </span>
            )}
          </p>
        )}
        <Heading className="mt-2 font-display text-title text-ink">
          <a
            href={`/projects/${project.slug}`}
            className="decoration-accent decoration-1 underline-offset-[6px] outline-none group-hover:underline after:absolute after:inset-0 after:content-[''] focus-visible:underline focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-accent focus-visible:after:outline-solid"
          >
            {project.title}
          </a>
        </Heading>
        {project.description && (
          <p className="mt-3 line-clamp-3 leading-relaxed text-muted">{project.description}</p>
        )}
      </div>
    </article>
  );
}
