import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDatabases } from '#test/databases';
import { emptiedForEachTest } from '#test/emptied-database';
import type { Connection, Db } from '@/server/db/connect';
import { contactSubmissions } from '@/server/db/schema';
import { statusCounts } from './counts';
import { COUNT_CAP, countMatching, loadInbox, type InboxFilter } from './queries';

// The inbox's status counts are kept by triggers (inbox_counts), not counted on
// every visit: they must agree with the tables after anything that changes rows.
// A search's count on screen stops at COUNT_CAP; the exact count is still there.

/** What the tables hold, counted the slow way. */
async function counted(db: Db) {
  const result = await db.execute(sql`
    select 'contact' as kind, status::text, count(*)::int as n from contact_submissions group by status
    union all
    select 'consultation', status::text, count(*)::int from consultation_requests group by status`);
  const counts = {
    contact: { new: 0, read: 0, archived: 0, spam: 0 },
    consultation: { new: 0, read: 0, archived: 0, spam: 0 },
  };
  for (const r of result.rows as { kind: 'contact'; status: 'new'; n: number }[])
    counts[r.kind][r.status] = Number(r.n);
  return counts;
}

const filter = (over: Partial<InboxFilter> = {}): InboxFilter => ({
  tab: 'contact',
  status: 'all',
  q: '',
  ...over,
});

describe.each(testDatabases())('inbox counts on $name', ({ open }) => {
  let conn: Connection;
  const fresh = emptiedForEachTest(open);
  beforeEach(async () => {
    conn = await fresh();
  });

  it('follow inserts, status changes, deletes and truncation on both tables', async () => {
    const db = conn.db;
    const expectInStep = async () => expect(await statusCounts(db)).toEqual(await counted(db));
    await expectInStep();
    await db.execute(sql`
      insert into contact_submissions (name, email, message, status)
      select 'P' || g, 'p' || g || '@example.com', 'm', (array['new','read','spam'])[1 + g % 3]::submission_status
        from generate_series(1, 30) g`);
    await db
      .insert(contactSubmissions)
      .values({ name: 'One', email: 'o@example.com', message: 'm' });
    await db.execute(sql`
      insert into consultation_requests (name, email, message, status)
      select 'C' || g, 'c' || g || '@example.com', 'm', 'new' from generate_series(1, 12) g`);
    await expectInStep();
    expect((await statusCounts(db)).contact.new).toBe(11);

    // a change of status moves the count; an update that keeps it changes nothing
    await db.execute(sql`update contact_submissions set status = 'archived' where status = 'read'`);
    await db.execute(sql`update contact_submissions set name = name || '!' where status = 'new'`);
    await db.execute(sql`update consultation_requests set status = 'read' where id % 2 = 0`);
    await expectInStep();
    await db.execute(sql`delete from contact_submissions where status = 'spam'`);
    await db.execute(sql`delete from consultation_requests where id < 4`);
    await expectInStep();
    expect((await statusCounts(db)).contact.spam).toBe(0);

    // a rolled-back change leaves the counts as they were
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from consultation_requests`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await expectInStep();

    // cascade: the requests' files reference them
    await db.execute(sql`truncate consultation_requests cascade`);
    await expectInStep();
    expect((await statusCounts(db)).consultation).toEqual({
      new: 0,
      read: 0,
      archived: 0,
      spam: 0,
    });
  });

  it('stops a search count at the cap on screen, and counts exactly when asked', async () => {
    const db = conn.db;
    const over = COUNT_CAP + 5;
    await db.execute(sql`
      insert into contact_submissions (name, email, message, status)
      select 'Kiln ' || g, 'k' || g || '@example.com', 'about the kiln', 'new'
        from generate_series(1, ${over}::int) g`);
    await db.execute(sql`
      insert into contact_submissions (name, email, message, status)
      select 'Other ' || g, 'o' || g || '@example.com', 'something else', 'read'
        from generate_series(1, 7) g`);

    const search = filter({ q: 'kiln' });
    expect(await countMatching(db, search, COUNT_CAP)).toEqual({ n: COUNT_CAP, exact: false });
    expect(await countMatching(db, search)).toEqual({ n: over, exact: true });
    const page = await loadInbox(db, search);
    expect(page).toMatchObject({ total: COUNT_CAP, exact: false });
    expect(page.items).toHaveLength(page.size);

    // under the cap, and without a search, the count is exact
    expect(await loadInbox(db, filter({ q: 'something' }))).toMatchObject({
      total: 7,
      exact: true,
    });
    expect(await loadInbox(db, filter())).toMatchObject({ total: over + 7, exact: true });
    expect(await loadInbox(db, filter({ status: 'read' }))).toMatchObject({
      total: 7,
      exact: true,
    });
  });
});
