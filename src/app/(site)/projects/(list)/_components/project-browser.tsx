'use client';

import { useSearchParams } from 'next/navigation';
import { ProjectCard } from '@/features/projects/components/project-card';
import {
  ALL_PROJECTS,
  emptyProjectsMessage,
  filterFromParam,
  filterHref,
  filterProjects,
  type ProjectFilter,
} from '@/features/projects/filter';
import type { ProjectSummary } from '@/features/projects/types';
import { cx } from '@/lib/cx';
import { isPlainClick } from '@/lib/plain-click';

type Props = { projects: ProjectSummary[]; categories: string[] };

/**
 * Filter buttons and the card grid. The filter lives in ?category=, so every
 * state has an address; the buttons are links, which work without JavaScript,
 * and with it they switch the grid in place without a round trip.
 */
export function ProjectBrowser({ projects, categories }: Props) {
  const params = useSearchParams();
  const filter = filterFromParam(params.get('category') ?? undefined, categories);
  const visible = filterProjects(projects, filter);
  const options: { value: ProjectFilter; label: string }[] = [
    { value: ALL_PROJECTS, label: 'All Projects' },
    ...categories.map((name) => ({ value: name, label: name })),
  ];

  const choose = (event: React.MouseEvent, value: ProjectFilter) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (value !== filter) window.history.pushState(null, '', filterHref(value));
  };

  return (
    <>
      <nav
        aria-label="Filter projects by category"
        className="-mx-5 overflow-x-auto px-5 pb-2 sm:mx-0 sm:overflow-visible sm:px-0"
      >
        <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
          {options.map((option) => {
            const active = option.value === filter;
            return (
              <li key={option.value}>
                <a
                  href={filterHref(option.value)}
                  onClick={(event) => choose(event, option.value)}
                  aria-current={active ? 'true' : undefined}
                  className={cx(
                    'inline-flex h-10 items-center whitespace-nowrap rounded-full border px-5 text-sm font-medium transition-colors duration-300 ease-(--ease-calm)',
                    active
                      ? 'border-ink bg-ink text-paper'
                      : 'border-line bg-paper text-ink hover:border-ink/40 hover:bg-sand',
                  )}
                >
                  {option.label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>

      <p role="status" className="mt-8 text-sm text-muted">
        {visible.length > 0 &&
          `${visible.length} ${visible.length === 1 ? 'project' : 'projects'}${filter === ALL_PROJECTS ? '' : ` in ${filter}`}`}
      </p>

      {visible.length === 0 ? (
        <div className="mt-6 flex flex-col items-start gap-4 border-t border-line py-20 sm:items-center sm:text-center">
          <p className="font-display text-3xl text-ink">{emptyProjectsMessage(filter)}</p>
          {filter !== ALL_PROJECTS && (
            <a
              href={filterHref(ALL_PROJECTS)}
              onClick={(event) => choose(event, ALL_PROJECTS)}
              className="text-sm font-medium underline decoration-accent underline-offset-4 hover:text-accent-strong"
            >
              Show all projects
            </a>
          )}
        </div>
      ) : (
        <ul className="mt-6 grid gap-x-8 gap-y-14 sm:grid-cols-2 xl:grid-cols-3 xl:gap-x-10">
          {/* only the first card's image is eager and preloaded: on a phone the rest are far below
              the first screen (docs/architecture.md) */}
          {visible.map((project, index) => (
            <li key={project.id} className="flex">
              <ProjectCard project={project} eager={index === 0} className="w-full" />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
