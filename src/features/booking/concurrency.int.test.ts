import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { emptyPostgres, testDatabases } from '#test/databases';
import { HUMAN, intake, openBookings, openStarts, requestValues } from '#test/booking';
import { connect, migrate, type Connection } from '@/server/db/connect';
import type { Db } from '@/server/db/connect';
import { submitConsultation } from '@/features/consultation/submit';
import { TAKEN } from './book';
import { ownerDate } from './slots';

// No double booking, ever: twenty visitors sending the same time at once leave exactly one
// call, on either engine and from two instances (two connection pools) on one PostgreSQL, and
// the per-day limit holds the same way. Nothing here checks before it inserts: the database
// refuses.

const attempt = (db: Db, start: number, i: number) =>
  submitConsultation(
    db,
    {
      values: requestValues(start, { email: `visitor-${i}@example.com`, name: `Visitor ${i}` }),
      meta: HUMAN,
    },
    intake(),
  );

async function counts(db: Db) {
  const { rows } = await db.execute<{ requests: number; calls: number; mails: number }>(
    sql`select (select count(*)::int from consultation_requests) as requests,
               (select count(*)::int from bookings where status = 'confirmed') as calls,
               (select count(*)::int from mail_outbox) as mails`,
  );
  return rows[0]!;
}

function expectOneWinner(results: Awaited<ReturnType<typeof attempt>>[]) {
  expect(results.filter((r) => r.ok)).toHaveLength(1);
  for (const r of results.filter((r) => !r.ok)) {
    expect(r).toEqual({
      ok: false,
      reason: 'invalid',
      fieldErrors: { bookingStart: TAKEN.bookingStart },
      notice: TAKEN.notice,
    });
  }
}

describe.each(testDatabases())('twenty visitors at one time on $name', ({ open }) => {
  let conn: Connection;
  beforeAll(async () => {
    conn = await open();
  });
  afterAll(() => conn?.close());

  it('leave exactly one call', async () => {
    await openBookings(conn.db);
    const [start] = await openStarts(conn.db);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt(conn.db, start!, i)),
    );
    expectOneWinner(results);
    expect(await counts(conn.db)).toEqual({ requests: 1, calls: 1, mails: 2 });
  });

  it('keep to the limit of calls a day, at different times of it', async () => {
    await conn.db.execute(
      sql`truncate consultation_requests, mail_outbox restart identity cascade`,
    );
    await openBookings(conn.db, { maxPerDay: 1, bufferMinutes: 0 });
    const starts = await openStarts(conn.db);
    // tomorrow's times: today may have only a few left, whatever the hour the test runs
    const tomorrow = ownerDate(starts[0]! + 86_400_000, 'Europe/London');
    const sameDay = starts.filter((s) => ownerDate(s, 'Europe/London') === tomorrow).slice(0, 10);
    expect(sameDay).toHaveLength(10);
    const results = await Promise.all(sameDay.map((start, i) => attempt(conn.db, start, i)));
    expectOneWinner(results);
    expect((await counts(conn.db)).calls).toBe(1);
  });
});

describe('two instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof emptyPostgres>>;
  let first: Connection;
  let second: Connection;
  beforeAll(async () => {
    database = await emptyPostgres();
    first = await connect({ databaseUrl: database.url, dataDir: '/tmp' });
    await migrate(first);
    second = await connect({ databaseUrl: database.url, dataDir: '/tmp' });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it('leave exactly one call between them', async () => {
    await openBookings(first.db);
    const [start] = await openStarts(first.db);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt(i % 2 ? second.db : first.db, start!, i)),
    );
    expectOneWinner(results);
    expect(await counts(second.db)).toEqual({ requests: 1, calls: 1, mails: 2 });
  });
});
