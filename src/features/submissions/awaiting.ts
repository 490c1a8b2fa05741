import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { REPLY_WITHIN_MS } from './promise';

// Who is waiting for the owner's answer, for the dashboard and the daily digest. Every read here
// is a few rows, whatever the inbox holds: the count comes from the trigger-kept inbox_awaiting,
// the oldest from the front of the partial awaiting indexes, and "overdue" is the waiting ones
// minus those that arrived within the promise (a short range of the newest).

export type Waiting = {
  kind: 'contact' | 'consultation';
  id: number;
  name: string;
  createdAt: Date;
};

export type AwaitingSummary = {
  total: number;
  overdue: number;
  /** items first answered since midnight in the owner's time zone */
  answeredToday: number;
  /** the longest waiting first */
  oldest: Waiting[];
  /** the median time to a first answer of the items received in the last 30 days; null when none */
  medianResponseMs: number | null;
};

const AWAITING = sql.raw(`status in ('new', 'read') and first_response_at is null`);

export async function loadAwaiting(db: Db, now: Date, limit = 3): Promise<AwaitingSummary> {
  const promiseStart = new Date(now.getTime() - REPLY_WITHIN_MS).toISOString();
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const at = now.toISOString();
  // midnight of the owner's day, in her zone (Site Settings)
  const midnight = sql`(select date_trunc('day', ${at}::timestamptz at time zone z) at time zone z
    from (select coalesce((select time_zone from site_settings where id = 1), 'Europe/London') as z) zone)`;
  const [counts, oldest, median] = await Promise.all([
    db.execute(sql`
      select (select coalesce(sum(n), 0)::int from inbox_awaiting) as total,
             (select count(*)::int from contact_submissions
               where ${AWAITING} and created_at > ${promiseStart}::timestamptz)
           + (select count(*)::int from consultation_requests
               where ${AWAITING} and created_at > ${promiseStart}::timestamptz) as within,
             (select count(*)::int from contact_submissions where first_response_at >= ${midnight})
           + (select count(*)::int from consultation_requests where first_response_at >= ${midnight})
             as today`),
    db.execute(sql`
      (select 'contact' as kind, id, name, created_at from contact_submissions
        where ${AWAITING} order by created_at, id limit ${limit})
      union all
      (select 'consultation' as kind, id, name, created_at from consultation_requests
        where ${AWAITING} order by created_at, id limit ${limit})
      order by created_at, kind, id limit ${limit}`),
    db.execute(sql`
      select percentile_cont(0.5) within group (order by ms) as ms from (
        select extract(epoch from first_response_at - created_at) * 1000 as ms
          from contact_submissions
         where created_at > ${monthAgo}::timestamptz and first_response_at is not null
        union all
        select extract(epoch from first_response_at - created_at) * 1000
          from consultation_requests
         where created_at > ${monthAgo}::timestamptz and first_response_at is not null) answered`),
  ]);
  const { total, within, today } = counts.rows[0] as {
    total: number;
    within: number;
    today: number;
  };
  const ms = (median.rows[0] as { ms: number | string | null } | undefined)?.ms;
  return {
    total: Number(total),
    overdue: Math.max(0, Number(total) - Number(within)),
    answeredToday: Number(today),
    oldest: (oldest.rows as Record<string, unknown>[]).map((r) => ({
      kind: r.kind as Waiting['kind'],
      id: Number(r.id),
      name: String(r.name),
      createdAt: new Date(r.created_at as string | Date),
    })),
    medianResponseMs: ms === null || ms === undefined ? null : Number(ms),
  };
}
