import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDatabases } from '#test/databases';
import { emptiedForEachTest } from '#test/emptied-database';
import type { Connection } from '@/server/db/connect';
import { consultationRequests, contactSubmissions } from '@/server/db/schema';
import { loadAwaiting } from './awaiting';

// The dashboard's Awaiting reply card: who waits and for how long, the oldest first, what was
// answered since the owner's midnight (in her zone) and her usual time to a first answer.

const at = (iso: string) => new Date(iso);
const now = at('2026-12-01T09:00:00Z');

describe.each(testDatabases())('who awaits a reply on $name', ({ open }) => {
  let conn: Connection;
  const fresh = emptiedForEachTest(open);
  beforeEach(async () => {
    conn = await fresh();
  });

  it('counts the waiting, the overdue and today’s answers, oldest first', async () => {
    const visitor = { email: 'v@example.com', message: 'Hello' };
    await conn.db.insert(consultationRequests).values([
      { ...visitor, name: 'Old', createdAt: at('2026-11-28T10:00:00Z') },
      { ...visitor, name: 'Fresh', createdAt: at('2026-12-01T08:00:00Z') },
      { ...visitor, name: 'Archived', status: 'archived', createdAt: at('2026-11-20T10:00:00Z') },
      {
        ...visitor,
        name: 'Answered today',
        status: 'read',
        createdAt: at('2026-11-30T20:00:00Z'),
        firstResponseAt: at('2026-12-01T00:30:00Z'),
      },
      {
        ...visitor,
        name: 'Answered yesterday',
        status: 'read',
        createdAt: at('2026-11-30T10:00:00Z'),
        firstResponseAt: at('2026-11-30T14:00:00Z'),
      },
    ]);
    await conn.db
      .insert(contactSubmissions)
      .values({ ...visitor, name: 'Spam', status: 'spam', createdAt: at('2026-11-01T10:00:00Z') });
    const summary = await loadAwaiting(conn.db, now);
    expect(summary).toMatchObject({ total: 2, overdue: 1, answeredToday: 1 });
    expect(summary.oldest.map((w) => w.name)).toEqual(['Old', 'Fresh']);
    // 4 h 30 min and 4 h: the median of the month's first answers
    expect(summary.medianResponseMs).toBe(4.25 * 3_600_000);
  });

  it('starts the day at midnight in the owner’s zone', async () => {
    // 00:30 UTC on 1 December is 11:30 in Sydney, 19:30 the day before in New York
    await conn.db.insert(consultationRequests).values({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hello',
      status: 'read',
      createdAt: at('2026-11-30T20:00:00Z'),
      firstResponseAt: at('2026-12-01T00:30:00Z'),
    });
    const today = async (zone: string) => {
      await conn.db.execute(sql`
        insert into site_settings (id, time_zone) values (1, ${zone})
        on conflict (id) do update set time_zone = excluded.time_zone`);
      return (await loadAwaiting(conn.db, now)).answeredToday;
    };
    expect(await today('Australia/Sydney')).toBe(1);
    expect(await today('America/New_York')).toBe(0);
    expect(await today('Europe/London')).toBe(1);
  });
});
