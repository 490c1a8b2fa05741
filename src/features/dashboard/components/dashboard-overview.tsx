import Link from 'next/link';
import {
  ArrowRight,
  FolderKanban,
  Image as ImageIcon,
  Inbox,
  Mail,
  MessagesSquare,
  Plus,
  Settings,
  Upload,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/lib/utils';
import type { Dashboard, RecentSubmission } from '../queries';
import { timeAgo } from '../relative-time';
import type { Visitors } from '../visitors';
import { VisitorsCard } from './visitors-card';

const card = 'rounded-xl border border-line bg-white shadow-[0_1px_2px_rgba(10,10,10,0.03)]';
const number = new Intl.NumberFormat('en-GB');
const fullDate = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

function StatCard({
  label,
  value,
  icon: Icon,
  href,
  trend,
}: {
  label: string;
  value: number;
  icon: LucideIcon;
  href: string;
  trend?: string | null;
}) {
  return (
    <Link
      href={href}
      className={cn(
        card,
        'group flex flex-col gap-4 p-4 transition-colors duration-200 hover:border-ink/25 sm:p-5',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="text-[13px] font-medium text-muted">{label}</p>
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-sand text-ink-soft transition-colors group-hover:bg-ink group-hover:text-paper">
          <Icon className="size-4" aria-hidden />
        </span>
      </div>
      <div className="flex flex-wrap items-baseline gap-x-2.5 gap-y-1">
        <p className="text-3xl font-semibold tracking-tight text-ink tabular-nums">
          {number.format(value)}
        </p>
        {trend ? (
          <span className="rounded-full bg-accent/15 px-2 py-0.5 text-xs font-medium text-accent-strong ring-1 ring-accent/30 ring-inset">
            {trend}
          </span>
        ) : null}
      </div>
    </Link>
  );
}

function StatusBadge({ status }: { status: RecentSubmission['status'] }) {
  return (
    <span
      className={cn(
        'inline-flex h-5 items-center rounded-full px-2 text-[11px] font-medium capitalize',
        status === 'new' ? 'bg-ink text-paper' : 'bg-sand text-muted ring-1 ring-line ring-inset',
      )}
    >
      {status}
    </span>
  );
}

function CardHeader({
  id,
  title,
  href,
  linkLabel,
}: {
  id: string;
  title: string;
  href: string;
  linkLabel: string;
}) {
  return (
    <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3.5 sm:px-5">
      <h2 id={id} className="text-sm font-semibold text-ink">
        {title}
      </h2>
      <Link
        href={href}
        className="inline-flex items-center gap-1 rounded-md text-[13px] font-medium text-muted transition-colors hover:text-ink"
      >
        {linkLabel}
        <ArrowRight className="size-3.5" aria-hidden />
      </Link>
    </div>
  );
}

function Empty({ children }: { children: React.ReactNode }) {
  return <p className="px-4 py-10 text-center text-sm text-muted sm:px-5">{children}</p>;
}

function When({ date, now }: { date: Date; now: Date }) {
  return (
    <time
      dateTime={date.toISOString()}
      title={fullDate.format(date)}
      className="shrink-0 text-xs text-muted tabular-nums"
    >
      {timeAgo(date, now)}
    </time>
  );
}

const humanise = (key: string) => {
  const words = key.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function submissionTopic(item: RecentSubmission): string {
  if (item.kind === 'contact') return item.topic || 'No subject';
  return item.topic ? humanise(item.topic) : 'Consultation request';
}

const QUICK_ACTIONS: { label: string; description: string; href: string; icon: LucideIcon }[] = [
  {
    label: 'Manage Projects',
    description: 'Add, edit and order portfolio work',
    href: '/admin/projects',
    icon: Plus,
  },
  {
    label: 'Manage Videos',
    description: 'Showcase films on the home page',
    href: '/admin/videos',
    icon: Video,
  },
  {
    label: 'Media Library',
    description: 'Upload and find images and video',
    href: '/admin/media',
    icon: Upload,
  },
  {
    label: 'Site Settings',
    description: 'Title, contact details and SEO',
    href: '/admin/settings',
    icon: Settings,
  },
];

/** Dashboard Overview: four figures, the latest requests and projects, quick actions. */
export function DashboardOverview({
  data,
  visitors,
  now = new Date(),
}: {
  data: Dashboard;
  visitors?: Visitors;
  now?: Date;
}) {
  const pending = data.pendingSubmissions;
  return (
    <div className="space-y-6 lg:space-y-8">
      <div>
        <h1 className="font-display text-4xl leading-tight text-ink">Dashboard Overview</h1>
        <p className="mt-1.5 text-sm text-muted">
          Your portfolio, showcases and the latest requests at a glance.
        </p>
      </div>

      <section aria-label="Figures" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          label="Total Projects"
          value={data.totalProjects}
          icon={FolderKanban}
          href="/admin/projects"
        />
        <StatCard
          label="Pending Submissions"
          value={pending}
          icon={Inbox}
          href="/admin/submissions"
          trend={pending > 0 ? `${pending} new` : null}
        />
        <StatCard
          label="Video Showcases"
          value={data.videoShowcases}
          icon={Video}
          href="/admin/videos"
        />
        <StatCard
          label="Media Files"
          value={data.mediaFiles}
          icon={ImageIcon}
          href="/admin/media"
        />
      </section>

      {visitors && <VisitorsCard data={visitors} />}

      <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
        <section aria-labelledby="recent-submissions" className={card}>
          <CardHeader
            id="recent-submissions"
            title="Recent Form Submissions"
            href="/admin/submissions"
            linkLabel="View all"
          />
          {data.recentSubmissions.length === 0 ? (
            <Empty>No submissions yet</Empty>
          ) : (
            <ul className="divide-y divide-line">
              {data.recentSubmissions.map((item) => {
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
                      <p className="mt-0.5 truncate text-[13px] text-muted">
                        {submissionTopic(item)}
                      </p>
                    </div>
                    <When date={item.createdAt} now={now} />
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        <section aria-labelledby="recent-projects" className={card}>
          <CardHeader
            id="recent-projects"
            title="Recent Projects"
            href="/admin/projects"
            linkLabel="View all"
          />
          {data.recentProjects.length === 0 ? (
            <Empty>No projects yet</Empty>
          ) : (
            <ul className="divide-y divide-line">
              {data.recentProjects.map((project) => (
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
      </div>

      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="mb-3 text-sm font-semibold text-ink">
          Quick Actions
        </h2>
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {QUICK_ACTIONS.map(({ label, description, href, icon: Icon }) => (
            <Link
              key={href}
              href={href}
              className={cn(
                card,
                'group flex items-center gap-3 p-4 transition-colors duration-200 hover:border-ink/25',
              )}
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-ink text-paper">
                <Icon className="size-4" aria-hidden />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-medium text-ink">{label}</span>
                <span className="block text-xs leading-snug text-muted">{description}</span>
              </span>
              <ArrowRight
                className="ml-auto size-4 shrink-0 text-muted transition-transform duration-200 group-hover:translate-x-0.5 group-hover:text-ink"
                aria-hidden
              />
            </Link>
          ))}
        </div>
      </section>
    </div>
  );
}
