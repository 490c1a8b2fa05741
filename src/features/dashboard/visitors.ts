import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';

// The dashboard's visitor numbers: per-day totals counted without cookies
// (src/server/analytics), and the consultation requests of the same days by
// where the visitor came from, for the share of visits that became a request.

export type DayTotal = { day: string; views: number; visitors: number };
export type Ranked = { key: string; views: number; visitors: number };
export type SourceShare = { source: string; visitors: number; requests: number };

export type Visitors = {
  /** the last 30 days, oldest first, every day present (0 when nothing was counted) */
  days: DayTotal[];
  last7: { views: number; visitors: number };
  last30: { views: number; visitors: number };
  topPages: Ranked[];
  topReferrers: Ranked[];
  sources: SourceShare[];
};

const DAYS = 30;
const TOP = 6;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Where a consultation request came from, named as the counter names a visit's source. */
const REQUEST_SOURCE = sql`coalesce(
  nullif(lower(btrim(source->>'utm_source')), ''),
  nullif(regexp_replace(lower(substring(source->>'referrer' from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/:?#]+)')), '^www[.]', ''), ''),
  '(direct)')`;

export async function loadVisitors(db: Db, siteHost: string, now = new Date()): Promise<Visitors> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const first = new Date(today.getTime() - (DAYS - 1) * 86_400_000);
  const from = isoDay(first);
  const ranked = (dimension: string) =>
    db.execute(sql`
      select key, sum(views)::int as views, sum(visitors)::int as visitors from visitor_daily
       where dimension = ${dimension} and day >= ${from}::date
       group by key order by views desc, key limit ${TOP}`);
  const [site, pages, referrers, sources, requests] = await Promise.all([
    db.execute(sql`
      select day::text as day, views, visitors from visitor_daily
       where dimension = 'site' and key = '' and day >= ${from}::date`),
    ranked('page'),
    ranked('referrer'),
    db.execute(sql`
      select key, sum(visitors)::int as visitors from visitor_daily
       where dimension = 'source' and day >= ${from}::date group by key`),
    db.execute(sql`
      select ${REQUEST_SOURCE} as source, count(*)::int as n from consultation_requests
       where status <> 'spam' and created_at >= ${from}::date group by 1`),
  ]);

  const byDay = new Map(
    (site.rows as DayTotal[]).map((r) => [
      String(r.day),
      { views: Number(r.views), visitors: Number(r.visitors) },
    ]),
  );
  const days: DayTotal[] = Array.from({ length: DAYS }, (_, i) => {
    const day = isoDay(new Date(first.getTime() + i * 86_400_000));
    return { day, ...(byDay.get(day) ?? { views: 0, visitors: 0 }) };
  });
  const sum = (list: DayTotal[]) =>
    list.reduce((a, d) => ({ views: a.views + d.views, visitors: a.visitors + d.visitors }), {
      views: 0,
      visitors: 0,
    });
  const toRanked = (rows: unknown[]) =>
    (rows as Ranked[]).map((r) => ({
      key: String(r.key),
      views: Number(r.views),
      visitors: Number(r.visitors),
    }));

  // a request whose referrer was this site itself came from a visit without an outside source
  const own = siteHost.replace(/^www\./, '');
  const requestsBySource = new Map<string, number>();
  for (const r of requests.rows as { source: string; n: number }[]) {
    const source = r.source === own ? '(direct)' : r.source;
    requestsBySource.set(source, (requestsBySource.get(source) ?? 0) + Number(r.n));
  }
  const visitorsBySource = new Map(
    (sources.rows as { key: string; visitors: number }[]).map((r) => [
      String(r.key),
      Number(r.visitors),
    ]),
  );
  const sourceNames = new Set([...visitorsBySource.keys(), ...requestsBySource.keys()]);
  const shares = [...sourceNames]
    .map((source) => ({
      source,
      visitors: visitorsBySource.get(source) ?? 0,
      requests: requestsBySource.get(source) ?? 0,
    }))
    .sort(
      (a, b) =>
        b.visitors - a.visitors || b.requests - a.requests || a.source.localeCompare(b.source),
    )
    .slice(0, TOP);

  return {
    days,
    last7: sum(days.slice(-7)),
    last30: sum(days),
    topPages: toRanked(pages.rows),
    topReferrers: toRanked(referrers.rows),
    sources: shares,
  };
}
