import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Connection } from '@/server/db/connect';
import { testDatabases } from './databases';
import { emptiedForEachTest } from './emptied-database';
import { everything } from './snapshot';

// An emptied database must be what a fresh one is: the suites that reuse one rely on it.

describe.each(testDatabases())('a database emptied between tests on $name', ({ name, open }) => {
  let asOpened: string;
  beforeAll(async () => {
    const conn = await open();
    try {
      asOpened = await everything(conn.db);
    } finally {
      await conn.close();
    }
  });

  let conn: Connection;
  const fresh = emptiedForEachTest(open);
  beforeEach(async () => {
    conn = await fresh();
  });

  const write = async () => {
    await conn.db.execute(sql`insert into faq_categories (name, display_order) values ('a', 1)`);
    await conn.db.execute(
      sql`insert into contact_submissions (name, email, message) values ('Ann', 'ann@example.com', 'Hello there')`,
    );
    const { rows } = await conn.db.execute<{ id: number }>(
      sql`select id from faq_categories order by id desc limit 1`,
    );
    return Number(rows[0]!.id);
  };

  it('starts as opened, then takes writes and moves the inbox counts', async () => {
    expect(await everything(conn.db)).toBe(asOpened);
    expect(await write()).toBe(1);
    expect(await everything(conn.db)).not.toBe(asOpened);
  });

  it('is as opened again for the next test, its numbering restarted', async () => {
    expect(await everything(conn.db)).toBe(asOpened);
    expect(await write()).toBe(1);
  });

  it('opens a new database after a test closed it', async () => {
    await conn.close();
  });

  it('is as opened after that too', async () => {
    expect(await everything(conn.db)).toBe(asOpened);
  });

  // PGlite has one connection: a transaction left open there holds up the next query itself
  it.runIf(name === 'postgres')(
    'says so when a transaction left open holds a table',
    async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const holding = conn.db.transaction(async (tx) => {
        await tx.execute(sql`lock table faq_categories in access exclusive mode`);
        locked();
        await held;
      });
      try {
        // emptied before the lock is taken, the database would empty without a word
        await Promise.race([lockTaken, holding]);
        await expect(fresh()).rejects.toThrow(/did a previous test leave a transaction open/);
      } finally {
        release();
        await holding;
      }
    },
    30_000,
  );
});
