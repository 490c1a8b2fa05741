import { ArrowUpRight } from '@/components/ui/icons';
import { filterHref } from '@/features/projects/filter';
import type { ProjectDetail } from '@/features/projects/types';
import { longDate } from '@/lib/long-date';

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

function safeWebsite(url: string | null): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/** The project's facts beside its story: client, discipline, place, year, completion, website. */
export function ProjectFacts({ project }: { project: ProjectDetail }) {
  const website = safeWebsite(project.website);
  const rows: { term: string; value: React.ReactNode }[] = [];
  if (project.client) rows.push({ term: 'Client', value: project.client });
  if (project.category)
    rows.push({
      term: 'Discipline',
      value: (
        <a
          href={filterHref(project.category)}
          className="underline decoration-line underline-offset-4 hover:decoration-accent"
        >
          {project.category}
        </a>
      ),
    });
  if (project.location) rows.push({ term: 'Location', value: project.location });
  if (project.year) rows.push({ term: 'Year', value: project.year });
  if (project.projectDate)
    rows.push({
      term: 'Completed',
      value: (
        <time dateTime={project.projectDate}>{longDate(`${project.projectDate}T00:00:00Z`)}</time>
      ),
    });
  if (website)
    rows.push({
      term: 'Website',
      value: (
        <a
          href={website}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 underline decoration-accent underline-offset-4 hover:text-accent-strong"
        >
          {hostOf(website)}
          <ArrowUpRight aria-hidden className="size-4" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ),
    });

  return (
    <dl className="mt-6 divide-y divide-line border-y border-line">
      {rows.map((row) => (
        <div key={row.term} className="grid grid-cols-3 gap-4 py-4">
          <dt className="text-sm text-muted">{row.term}</dt>
          <dd className="col-span-2 text-ink">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
