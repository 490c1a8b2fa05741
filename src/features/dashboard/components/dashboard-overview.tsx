import { FolderKanban, Image as ImageIcon, Inbox, Video } from 'lucide-react';
import type { AwaitingSummary } from '@/features/submissions/awaiting';
import type { Dashboard } from '../queries';
import type { Visitors } from '../visitors';
import { AwaitingCard } from './awaiting-card';
import { StatCard } from './dashboard-parts';
import { QuickActions } from './quick-actions';
import { RecentProjects, RecentSubmissions } from './recent-lists';
import { VisitorsCard } from './visitors-card';

/**
 * Dashboard Overview: four figures, who waits for a reply, visitors, the latest requests and
 * projects, quick actions.
 */
export function DashboardOverview({
  data,
  visitors,
  awaiting,
  now = new Date(),
}: {
  data: Dashboard;
  visitors?: Visitors;
  /** who waits for the owner's answer (the 24-hour promise) */
  awaiting?: AwaitingSummary;
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

      {awaiting && <AwaitingCard summary={awaiting} now={now} />}

      {visitors && <VisitorsCard data={visitors} />}

      <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
        <RecentSubmissions items={data.recentSubmissions} now={now} />
        <RecentProjects items={data.recentProjects} now={now} />
      </div>

      <QuickActions />
    </div>
  );
}
