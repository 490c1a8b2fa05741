import 'server-only';
import { count, desc, eq, sql } from 'drizzle-orm';
import { env } from '@/env';
import { getDb } from '@/server/db';
import { loadVisitors, type Visitors } from './visitors';
import type { Db } from '@/server/db/connect';
import { requireAdmin } from '@/server/auth/guard';
import { statusCounts, type SubmissionStatus } from '@/features/submissions/counts';
import { loadAwaiting, type AwaitingSummary } from '@/features/submissions/awaiting';
import { mediaLibrary, projectCategories, projects, videoShowcases } from '@/server/db/schema';

// Admin data is read fresh on every visit (no page cache): the owner expects
// the dashboard to show the request that arrived a moment ago.

export type { SubmissionStatus } from '@/features/submissions/counts';

export type RecentSubmission = {
  kind: 'contact' | 'consultation';
  id: number;
  name: string;
  email: string;
  /** the contact subject, or the consultation's service key */
  topic: string | null;
  status: SubmissionStatus;
  createdAt: Date;
};

export type RecentProject = { id: number; title: string; category: string | null; createdAt: Date };

export type Dashboard = {
  totalProjects: number;
  /** status 'new' across contact and consultation items (spam is never 'new') */
  pendingSubmissions: number;
  videoShowcases: number;
  mediaFiles: number;
  recentSubmissions: RecentSubmission[];
  recentProjects: RecentProject[];
};

export const RECENT_LIMIT = 5;

export async function loadDashboard(db: Db): Promise<Dashboard> {
  const [[p], counts, [v], [m], submissions, recent] = await Promise.all([
    db.select({ n: count() }).from(projects),
    statusCounts(db),
    db.select({ n: count() }).from(videoShowcases),
    db.select({ n: count() }).from(mediaLibrary),
    db.execute(sql`
      (select 'contact' as kind, id, name, email, subject as topic, status, created_at
         from contact_submissions where status <> 'spam'
        order by created_at desc, id desc limit ${RECENT_LIMIT})
      union all
      (select 'consultation' as kind, id, name, email, selected_service as topic, status, created_at
         from consultation_requests where status <> 'spam'
        order by created_at desc, id desc limit ${RECENT_LIMIT})
      order by created_at desc, kind, id desc
      limit ${RECENT_LIMIT}`),
    db
      .select({
        id: projects.id,
        title: projects.title,
        category: projectCategories.name,
        createdAt: projects.createdAt,
      })
      .from(projects)
      .leftJoin(projectCategories, eq(projects.categoryId, projectCategories.id))
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(RECENT_LIMIT),
  ]);

  return {
    totalProjects: p?.n ?? 0,
    pendingSubmissions: counts.contact.new + counts.consultation.new,
    videoShowcases: v?.n ?? 0,
    mediaFiles: m?.n ?? 0,
    recentSubmissions: (submissions.rows as Record<string, unknown>[]).map((row) => ({
      kind: row.kind as RecentSubmission['kind'],
      id: Number(row.id),
      name: String(row.name),
      email: String(row.email),
      topic: (row.topic as string | null) || null,
      status: row.status as SubmissionStatus,
      createdAt: new Date(row.created_at as string | Date),
    })),
    recentProjects: recent,
  };
}

/** The Dashboard Overview's figures and lists, for an admin only. */
export async function getDashboard(): Promise<Dashboard> {
  await requireAdmin();
  return loadDashboard(await getDb());
}

/** The Visitors card's numbers, for an admin only. */
export async function getVisitors(): Promise<Visitors> {
  await requireAdmin();
  return loadVisitors(await getDb(), new URL(env().SITE_URL).hostname);
}

/** Who waits for the owner's answer, for the dashboard's Awaiting reply card; admin only. */
export async function getAwaiting(now = new Date()): Promise<AwaitingSummary> {
  await requireAdmin();
  return loadAwaiting(await getDb(), now);
}
