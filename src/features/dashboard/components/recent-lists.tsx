import { FolderKanban, Mail, MessagesSquare } from 'lucide-react';
import type { Dashboard, RecentSubmission } from '../queries';
import { card, CardHeader, Empty, StatusBadge, When } from './dashboard-parts';

// The dashboard's two lists: the latest requests of both kinds and the latest projects.

const humanise = (key: string) => {
  const words = key.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function submissionTopic(item: RecentSubmission): string {
  if (item.kind === 'contact') return item.topic || 'No subject';
  return item.topic ? humanise(item.topic) : 'Consultation request';
}

export function RecentSubmissions({
  items,
  now,
}: {
  items: Dashboard['recentSubmissions'];
  now: Date;
}) {
  return (
    <section aria-labelledby="recent-submissions" className={card}>
      <CardHeader
        id="recent-submissions"
        title="Recent Form Submissions"
        href="/admin/submissions"
        linkLabel="View all"
      />
      {items.length === 0 ? (
        <Empty>No submissions yet</Empty>
      ) : (
        <ul className="divide-y divide-line">
          {items.map((item) => {
            const Icon = item.kind === 'contact' ? Mail : MessagesSquare;
            return (
              <li
                key={`${item.kind}-${item.id}`}
                className="flex items-start gap-3 px-4 py-3 sm:px-5"
              >
                <span
                  className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-md bg-sand text-ink-soft"
                  title={item.kind === 'contact' ? 'Contact form' : 'Consultation request'}
                >
                  <Icon className="size-3.5" aria-hidden />
                  <span className="sr-only">
                    {item.kind === 'contact' ? 'Contact form' : 'Consultation request'}
                  </span>
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex items-center gap-2">
                    <p className="truncate text-sm font-medium text-ink">{item.name}</p>
                    <StatusBadge status={item.status} />
                  </div>
                  <p className="mt-0.5 truncate text-[13px] text-muted">{submissionTopic(item)}</p>
                </div>
                <When date={item.createdAt} now={now} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function RecentProjects({ items, now }: { items: Dashboard['recentProjects']; now: Date }) {
  return (
    <section aria-labelledby="recent-projects" className={card}>
      <CardHeader
        id="recent-projects"
        title="Recent Projects"
        href="/admin/projects"
        linkLabel="View all"
      />
      {items.length === 0 ? (
        <Empty>No projects yet</Empty>
      ) : (
        <ul className="divide-y divide-line">
          {items.map((project) => (
            <li key={project.id} className="flex items-start gap-3 px-4 py-3 sm:px-5">
              <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-md bg-sand text-ink-soft">
                <FolderKanban className="size-3.5" aria-hidden />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-ink">{project.title}</p>
                <p className="mt-0.5 truncate text-[13px] text-muted">
                  {project.category ?? 'Uncategorised'}
                </p>
              </div>
              <When date={project.createdAt} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
