import { beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '#test/databases';
import { emptiedForEachTest } from '#test/emptied-database';
import type { Connection } from '@/server/db/connect';
import { consultationRequests, visitorDaily } from '@/server/db/schema';
import { writeTotals } from '@/server/analytics';
import { loadVisitors } from './visitors';

// The Visitors card's numbers: batches of per-day totals add up, the last 7
// and 30 days are summed from them, and requests are set against visitors by
// the source both name.

const NOW = new Date('2026-03-31T12:00:00Z');

describe.each(testDatabases())('visitor numbers on $name', ({ open }) => {
  let conn: Connection;
  const fresh = emptiedForEachTest(open);
  beforeEach(async () => {
    conn = await fresh();
  });

  it('adds batches up and reads 7- and 30-day figures, top lists and request shares', async () => {
    const db = conn.db;
    const row = (day: string, dimension: string, key: string, views: number, visitors: number) => ({
      day,
      dimension,
      key,
      views,
      visitors,
    });
    await writeTotals(db, [
      row('2026-03-31', 'site', '', 10, 4),
      row('2026-03-31', 'page', '/', 6, 3),
      row('2026-03-31', 'source', 'newsletter', 5, 2),
      row('2026-03-31', 'source', '(direct)', 5, 2),
      row('2026-03-20', 'site', '', 7, 5),
      row('2026-03-20', 'page', '/projects', 7, 5),
      row('2026-03-20', 'referrer', 'social.example', 3, 3),
      row('2026-03-20', 'source', 'social.example', 3, 3),
      row('2026-02-01', 'site', '', 1000, 900), // older than 30 days
    ]);
    // a second batch for the same day adds to the first
    await writeTotals(db, [
      row('2026-03-31', 'site', '', 2, 1),
      row('2026-03-31', 'page', '/', 2, 1),
    ]);
    expect(await db.$count(visitorDaily)).toBe(9);

    await db.insert(consultationRequests).values([
      { name: 'A', email: 'a@example.com', message: 'm', source: { utm_source: 'Newsletter' } },
      {
        name: 'B',
        email: 'b@example.com',
        message: 'm',
        source: { referrer: 'https://www.social.example/p' },
      },
      {
        name: 'C',
        email: 'c@example.com',
        message: 'm',
        source: { referrer: 'https://elena.example/about' },
      },
      {
        name: 'D',
        email: 'd@example.com',
        message: 'm',
        status: 'spam',
        source: { utm_source: 'newsletter' },
      },
    ]);

    const v = await loadVisitors(db, 'elena.example', NOW);
    expect(v.days).toHaveLength(30);
    expect(v.days.at(-1)).toEqual({ day: '2026-03-31', views: 12, visitors: 5 });
    expect(v.days[0]!.day).toBe('2026-03-02');
    expect(v.last7).toEqual({ views: 12, visitors: 5 });
    expect(v.last30).toEqual({ views: 19, visitors: 10 });
    expect(v.topPages).toEqual([
      { key: '/', views: 8, visitors: 4 },
      { key: '/projects', views: 7, visitors: 5 },
    ]);
    expect(v.topReferrers).toEqual([{ key: 'social.example', views: 3, visitors: 3 }]);
    expect(v.sources).toEqual([
      { source: 'social.example', visitors: 3, requests: 1 },
      { source: '(direct)', visitors: 2, requests: 1 },
      { source: 'newsletter', visitors: 2, requests: 1 },
    ]);
  });
});
