import 'server-only';
import { and, asc, desc, gte, notInArray, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/server/db';
import { pickColumns, type SelectedRow, type WithIsoDates } from '@/server/db/columns';
import { missedAddresses, redirects } from '@/server/db/schema';
import { cached } from '@/server/cache';
import type { RedirectStatus } from './paths';

/** What the HTTP layer needs of a redirect to follow it. */
export type RedirectRule = { id: number; target: string; status: RedirectStatus };

/** Every redirect by the address it answers (its key), read once per change. */
export const getRedirectRules = cached('redirect-rules', ['redirects'], async () => {
  const db = await getDb();
  const rows = await db
    .select({
      id: redirects.id,
      key: redirects.sourceKey,
      target: redirects.target,
      status: redirects.status,
    })
    .from(redirects);
  return new Map<string, RedirectRule>(
    rows.map((r) => [r.key, { id: r.id, target: r.target, status: r.status as RedirectStatus }]),
  );
});

export const redirectColumns = pickColumns(redirects, [
  'id',
  'source',
  'target',
  'status',
  'hits',
  'lastHitAt',
  'createdAt',
]);

export type RedirectRow = WithIsoDates<SelectedRow<typeof redirectColumns>> & {
  status: RedirectStatus;
};

/** The Redirects screen's list: newest first. Never cached (the hit counts move). */
export async function listRedirects(db?: Db): Promise<RedirectRow[]> {
  const rows = await (db ?? (await getDb()))
    .select(redirectColumns)
    .from(redirects)
    .orderBy(desc(redirects.createdAt), desc(redirects.id));
  return rows.map((r) => ({
    ...r,
    status: r.status as RedirectStatus,
    lastHitAt: r.lastHitAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}

export type MissedAddress = { path: string; hits: number; days: number; lastDay: string };

/** The window the most-missed list looks back over. */
export const MISSED_DAYS = 30;

/**
 * The addresses (as redirects match them: decoded, lower case) visitors asked for most in the last 30 days that named nothing, most hits first,
 * leaving out those a redirect now answers.
 */
export async function mostMissed(
  db?: Db,
  { limit = 20, today = new Date() }: { limit?: number; today?: Date } = {},
): Promise<MissedAddress[]> {
  const conn = db ?? (await getDb());
  const since = new Date(today.getTime() - (MISSED_DAYS - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const redirected = conn.select({ key: redirects.sourceKey }).from(redirects);
  const rows = await conn
    .select({
      path: missedAddresses.path,
      hits: sql<number>`sum(${missedAddresses.hits})::int`,
      days: sql<number>`count(*)::int`,
      lastDay: sql<string>`max(${missedAddresses.day})::text`,
    })
    .from(missedAddresses)
    .where(and(gte(missedAddresses.day, since), notInArray(missedAddresses.path, redirected)))
    .groupBy(missedAddresses.path)
    .orderBy(desc(sql`sum(${missedAddresses.hits})`), asc(missedAddresses.path))
    .limit(limit);
  return rows;
}
