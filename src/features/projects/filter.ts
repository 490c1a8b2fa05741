import { firstParam, type SearchParam } from '@/lib/search-params';

/** The project filter's state: 'all' or a category name. */
export type ProjectFilter = 'all' | (string & {});

export const ALL_PROJECTS: ProjectFilter = 'all';

/** Reads ?category= into a filter: only a known category name counts, anything else is 'all'. */
export function filterFromParam(param: SearchParam, categories: readonly string[]): ProjectFilter {
  const value = firstParam(param);
  if (!value) return ALL_PROJECTS;
  return (
    categories.find((name) => name === value) ??
    categories.find((name) => name.toLowerCase() === value.toLowerCase()) ??
    ALL_PROJECTS
  );
}

export function filterProjects<T extends { category: string | null }>(
  projects: readonly T[],
  filter: ProjectFilter,
): T[] {
  return filter === ALL_PROJECTS ? [...projects] : projects.filter((p) => p.category === filter);
}

/** The empty state: 'No projects found', plus ' in {category}' when filtered. */
export function emptyProjectsMessage(filter: ProjectFilter): string {
  return filter === ALL_PROJECTS ? 'No projects found' : `No projects found in ${filter}`;
}

/** The link a filter button points at, so filters are linkable and work without JavaScript. */
export function filterHref(filter: ProjectFilter): string {
  return filter === ALL_PROJECTS ? '/projects' : `/projects?category=${encodeURIComponent(filter)}`;
}
