import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDatabases } from '#test/databases';
import { emptiedForEachTest } from '#test/emptied-database';
import type { Connection } from '@/server/db/connect';
import {
  auditLog,
  consultationRequests,
  contactSubmissions,
  authThrottles,
  formDrafts,
  jobRuns,
  rateLimits,
  sessions,
  users,
  verifications,
} from '@/server/db/schema';
import { prunePass } from './prune';

// The scheduled pruning pass: it deletes exactly the rows that are over (and
// keeps everything else), and among passes asked for at once only one runs.

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

describe.each(testDatabases())('pruning on $name', ({ open }) => {
  let conn: Connection;
  const fresh = emptiedForEachTest(open);
  beforeEach(async () => {
    conn = await fresh();
  });

  async function fill() {
    await conn.db.insert(users).values({ id: 'u1', name: 'ada', email: 'ada@example.com' });
    await conn.db.insert(sessions).values([
      { id: 's-old', token: 't-old', userId: 'u1', expiresAt: ago(HOUR) },
      { id: 's-live', token: 't-live', userId: 'u1', expiresAt: ahead(DAY) },
    ]);
    await conn.db.insert(verifications).values([
      { id: 'v-old', identifier: 'reset', value: 'u1', expiresAt: ago(60_000) },
      { id: 'v-live', identifier: 'verify', value: 'u1', expiresAt: ahead(HOUR) },
    ]);
    await conn.db.insert(authThrottles).values([
      { key: 'old', count: 3, windowStartedAt: ago(2 * DAY) },
      { key: 'recent', count: 3, windowStartedAt: ago(2 * HOUR) },
    ]);
    await conn.db.insert(rateLimits).values([
      { id: 'r-old', key: '1.2.3.4/old', count: 5, lastRequest: Date.now() - 2 * DAY },
      { id: 'r-live', key: '1.2.3.4/live', count: 5, lastRequest: Date.now() - 60_000 },
    ]);
    await conn.db.insert(auditLog).values([
      { action: 'project.update', occurredAt: ago(366 * DAY) },
      { action: 'project.create', occurredAt: ago(364 * DAY) },
      { action: 'auth.sign-in', occurredAt: ago(HOUR) },
    ]);
    const visitor = { email: 'v@example.com', message: 'Hello' };
    await conn.db.insert(contactSubmissions).values([
      { ...visitor, name: 'old spam', status: 'spam', createdAt: ago(31 * DAY) },
      { ...visitor, name: 'recent spam', status: 'spam', createdAt: ago(29 * DAY) },
      { ...visitor, name: 'old message', status: 'archived', createdAt: ago(400 * DAY) },
    ]);
    await conn.db.insert(consultationRequests).values([
      { ...visitor, name: 'old spam', status: 'spam', createdAt: ago(31 * DAY) },
      { ...visitor, name: 'old request', status: 'read', createdAt: ago(400 * DAY) },
    ]);
    await conn.db.insert(formDrafts).values([
      { id: 'd-old', form: 'consultation', values: {}, createdAt: ago(DAY + HOUR) },
      { id: 'd-live', form: 'consultation', values: {}, createdAt: ago(HOUR) },
    ]);
  }

  const ids = async (table: string, column: string) =>
    (
      await conn.db.execute(
        sql`select ${sql.identifier(column)} as v from ${sql.identifier(table)} order by 1`,
      )
    ).rows.map((r) => String((r as { v: unknown }).v));

  it('deletes exactly what is over and keeps the rest', async () => {
    await fill();
    expect(await prunePass(conn.db)).toEqual({
      ran: true,
      deleted: {
        sessions: 1,
        verifications: 1,
        throttles: 1,
        rateLimits: 1,
        auditEntries: 1,
        spam: 2,
        drafts: 1,
      },
    });
    expect(await ids('sessions', 'id')).toEqual(['s-live']);
    expect(await ids('verifications', 'id')).toEqual(['v-live']);
    expect(await ids('auth_throttles', 'key')).toEqual(['recent']);
    expect(await ids('rate_limits', 'id')).toEqual(['r-live']);
    expect(await ids('audit_log', 'action')).toEqual(['auth.sign-in', 'project.create']);
    expect(await ids('users', 'id')).toEqual(['u1']);
    // spam past 30 days goes; the owner's own messages stay however old
    expect(await ids('contact_submissions', 'name')).toEqual(['old message', 'recent spam']);
    expect(await ids('consultation_requests', 'name')).toEqual(['old request']);
    // what a visitor without JavaScript had written waits a day for them
    expect(await ids('form_drafts', 'id')).toEqual(['d-live']);
  });

  it('keeps spam for the configured number of days', async () => {
    await fill();
    const outcome = await prunePass(conn.db, { spamRetentionDays: 7 });
    expect(outcome.ran && outcome.deleted.spam).toBe(3);
    expect(await ids('contact_submissions', 'name')).toEqual(['old message']);
  });

  it('runs one pass per interval, whichever instance asks', async () => {
    await fill();
    expect((await prunePass(conn.db)).ran).toBe(true);
    // another instance's tick minutes later finds the pass done
    expect(await prunePass(conn.db)).toEqual({ ran: false });
    // an hour on, the next pass runs
    await conn.db.update(jobRuns).set({ lastRunAt: ago(HOUR) });
    expect((await prunePass(conn.db)).ran).toBe(true);
    const [run] = await conn.db.select().from(jobRuns);
    expect(run).toMatchObject({ name: 'prune', runs: 2 });
  });

  it('lets only one of several passes asked for at once run', async () => {
    await fill();
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => prunePass(conn.db)));
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    expect(outcomes.find((o) => o.ran)).toEqual({
      ran: true,
      deleted: {
        sessions: 1,
        verifications: 1,
        throttles: 1,
        rateLimits: 1,
        auditEntries: 1,
        spam: 2,
        drafts: 1,
      },
    });
    expect(await ids('sessions', 'id')).toEqual(['s-live']);
  });

  it('rolls its claim back when a pass fails, so the next tick runs it', async () => {
    await fill();
    await conn.db.execute(sql`alter table rate_limits rename to rate_limits_away`);
    await expect(prunePass(conn.db)).rejects.toThrow();
    await conn.db.execute(sql`alter table rate_limits_away rename to rate_limits`);
    expect(await conn.db.$count(jobRuns)).toBe(0);
    expect(await ids('sessions', 'id')).toEqual(['s-live', 's-old']);
    expect((await prunePass(conn.db)).ran).toBe(true);
  });
});
