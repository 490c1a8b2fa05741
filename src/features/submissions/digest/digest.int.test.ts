import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { emptyPostgres, testDatabases } from '#test/databases';
import { connect, migrate, type Connection } from '@/server/db/connect';
import { consultationRequests, contactSubmissions, mailOutbox } from '@/server/db/schema';
import { digestPass } from './run';

// The daily digest: off until the owner sets an hour, due at that hour of her day in her zone,
// and sent once that day however many instances ask at the same moment.

process.env.SITE_URL = 'http://localhost:3367';
delete process.env.OWNER_EMAIL;

const siteUrl = 'http://localhost:3367';
const at = (iso: string) => new Date(iso);

/** Two app instances on one database: two pools on PostgreSQL; on PGlite, one process's handle. */
async function twoInstances(name: 'pglite' | 'postgres', open: () => Promise<Connection>) {
  if (name === 'pglite') {
    const conn = await open();
    return { a: conn, b: conn, close: () => conn.close() };
  }
  const db = await emptyPostgres();
  const a = await connect({ databaseUrl: db.url, dataDir: '/tmp' });
  await migrate(a);
  const b = await connect({ databaseUrl: db.url, dataDir: '/tmp' });
  return {
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      await db.drop();
    },
  };
}

describe.each(testDatabases())('the daily digest on $name', ({ name, open }) => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  async function site(hour: number | null, zone = 'Europe/London') {
    const instances = await twoInstances(name, open);
    close = instances.close;
    await instances.a.db.execute(sql`
      insert into site_settings (id, contact_email, owner_name, digest_hour, time_zone)
      values (1, 'hello@elenamarsh.studio', 'Elena Marsh', ${hour}, ${zone})`);
    return instances;
  }
  const digests = (conn: Connection) =>
    conn.db
      .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(sql`${mailOutbox.kind} = 'lead-digest'`);

  it('is off by default and waits for its hour', async () => {
    const { a } = await site(null);
    expect(await digestPass(a.db, { siteUrl, now: at('2026-12-01T09:00:00Z') })).toBe('off');
    await a.db.execute(sql`update site_settings set digest_hour = 8`);
    expect(await digestPass(a.db, { siteUrl, now: at('2026-12-01T07:59:00Z') })).toBe('not-due');
    expect(await digests(a)).toHaveLength(0);
  });

  it('is sent once a day across two instances asking at the same moment', async () => {
    const { a, b } = await site(8);
    const now = at('2026-12-01T08:00:30Z');
    const outcomes = await Promise.all([
      digestPass(a.db, { siteUrl, now }),
      digestPass(b.db, { siteUrl, now }),
      digestPass(a.db, { siteUrl, now }),
      digestPass(b.db, { siteUrl, now }),
    ]);
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already-sent')).toHaveLength(3);
    expect(await digests(a)).toHaveLength(1);
    // later the same day: still once; the next day: again
    expect(await digestPass(b.db, { siteUrl, now: at('2026-12-01T20:00:00Z') })).toBe(
      'already-sent',
    );
    expect(await digestPass(b.db, { siteUrl, now: at('2026-12-02T08:01:00Z') })).toBe('sent');
  });

  it('keeps the owner’s day in her zone (Sydney, the day before in UTC)', async () => {
    const { a } = await site(7, 'Australia/Sydney');
    // 07:00 AEDT on 2 December is 20:00 UTC on 1 December
    expect(await digestPass(a.db, { siteUrl, now: at('2026-12-01T19:59:00Z') })).toBe('not-due');
    expect(await digestPass(a.db, { siteUrl, now: at('2026-12-01T20:00:00Z') })).toBe('sent');
    const [row] = (await a.db.execute(sql`select day::text as day from digest_runs`)).rows as [
      { day: string },
    ];
    expect(row.day).toBe('2026-12-02');
  });

  it('says what arrived, who waits and how long, and yesterday’s visitors', async () => {
    const { a } = await site(8);
    const now = at('2026-12-01T08:00:00Z');
    await a.db.insert(consultationRequests).values([
      {
        name: 'Ada Waiting',
        email: 'ada@example.com',
        message: 'A villa',
        createdAt: at('2026-11-29T10:00:00Z'),
      },
      {
        name: 'Bo Answered',
        email: 'bo@example.com',
        message: 'A tower',
        status: 'read',
        firstResponseAt: at('2026-11-29T12:00:00Z'),
        createdAt: at('2026-11-29T09:00:00Z'),
      },
    ]);
    await a.db.insert(contactSubmissions).values({
      name: 'Cy New',
      email: 'cy@example.com',
      subject: 'A kitchen',
      message: 'Hello',
      createdAt: at('2026-12-01T06:30:00Z'),
    });
    await a.db.execute(sql`
      insert into visitor_daily (day, dimension, key, views, visitors)
      values ('2026-11-30', 'site', '', 340, 120)`);
    expect(await digestPass(a.db, { siteUrl, now })).toBe('sent');
    const [mail] = await digests(a);
    expect(mail!.to).toBe('hello@elenamarsh.studio');
    expect(mail!.subject).toBe('Digest: 2 replies waiting, 1 new message');
    expect(mail!.text).toContain('New in the last 24 hours: 1 message.');
    expect(mail!.text).toContain('Cy New (A kitchen), 06:30.');
    expect(mail!.text).toContain('Waiting for your reply: 2, 1 past the 24 hours.');
    expect(mail!.text).toContain('Ada Waiting, received 29 November 2026: Overdue by 22 h.');
    expect(mail!.text).toContain(`${siteUrl}/admin/consultations?open=consultation:1`);
    expect(mail!.text).toContain('Calls today: none booked.');
    expect(mail!.text).toContain("Yesterday's visitors: 120 visitors, 340 page views.");
    expect(mail!.text).not.toContain('Bo Answered');
  });

  it('is not sent, and not claimed, while no owner address is known', async () => {
    const { a } = await site(8);
    await a.db.execute(sql`update site_settings set contact_email = null`);
    expect(await digestPass(a.db, { siteUrl, now: at('2026-12-01T09:00:00Z') })).toBe('no-address');
    const claims = await a.db.execute(sql`select count(*)::int as n from digest_runs`);
    expect((claims.rows[0] as { n: number }).n).toBe(0);
  });
});
