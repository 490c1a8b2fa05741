import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabases } from './databases';
import { countWrites, snapshot } from './snapshot';

// The helpers that say "nothing changed" must see a change when there is one.

describe.each(testDatabases())('change detection on $name', ({ open }) => {
  it('counts rows written, not those rolled back, and a table emptied', async () => {
    const conn = await open();
    try {
      const writes = await countWrites(conn.db);
      const before = await snapshot(conn.db);
      expect(await writes()).toBe(0);
      await conn.db.execute(sql`insert into faq_categories (name, display_order) values ('a', 1)`);
      expect(await writes()).toBe(1);
      await conn.db.execute(sql`update faq_categories set name = 'b'`);
      expect(await writes()).toBe(2);
      await conn.db
        .transaction(async (tx) => {
          await tx.execute(sql`delete from faq_categories`);
          tx.rollback();
        })
        .catch(() => undefined);
      expect(await writes()).toBe(2);
      expect(await snapshot(conn.db)).not.toEqual(before);
      // once per table emptied (the cascade empties the questions too)
      await conn.db.execute(sql`truncate faq_categories cascade`);
      expect(await writes()).toBeGreaterThan(2);
      // a second counter on the same database starts from nothing
      expect(await (await countWrites(conn.db))()).toBe(0);
    } finally {
      await conn.close();
    }
  });
});
