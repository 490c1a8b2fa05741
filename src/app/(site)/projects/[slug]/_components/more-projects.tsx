import { ArrowLeft, ArrowRight } from '@/components/ui/icons';
import { Container } from '@/components/ui/container';
import type { ProjectNeighbour } from '@/features/projects/types';

/** The previous and next projects of the public list, at the foot of a project's page. */
export function MoreProjects({
  previous,
  next,
}: {
  previous: ProjectNeighbour | null;
  next: ProjectNeighbour | null;
}) {
  return (
    <Container className="mt-24 sm:mt-32">
      <nav aria-label="More projects" className="grid border-y border-line sm:grid-cols-2">
        {previous ? (
          <a
            href={`/projects/${previous.slug}`}
            className="group flex flex-col gap-3 py-10 pr-6 transition-colors sm:border-r sm:border-line"
          >
            <span className="inline-flex items-center gap-2 eyebrow text-muted">
              <ArrowLeft
                aria-hidden
                className="size-4 transition-transform duration-500 group-hover:-translate-x-1"
              />
              Previous project
            </span>
            <span className="font-display text-title text-ink group-hover:underline decoration-accent decoration-1 underline-offset-[6px]">
              {previous.title}
            </span>
          </a>
        ) : (
          <span className="hidden sm:block sm:border-r sm:border-line" />
        )}
        {next && (
          <a
            href={`/projects/${next.slug}`}
            className="group flex flex-col gap-3 border-t border-line py-10 sm:items-end sm:border-t-0 sm:pl-6 sm:text-right"
          >
            <span className="inline-flex items-center gap-2 eyebrow text-muted">
              Next project
              <ArrowRight
                aria-hidden
                className="size-4 transition-transform duration-500 group-hover:translate-x-1"
              />
            </span>
            <span className="font-display text-title text-ink group-hover:underline decoration-accent decoration-1 underline-offset-[6px]">
              {next.title}
            </span>
          </a>
        )}
      </nav>
    </Container>
  );
}
