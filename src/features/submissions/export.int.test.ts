import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDatabases } from '#test/databases';
import { emptiedForEachTest } from '#test/emptied-database';
import type { Connection } from '@/server/db/connect';
import { consultationRequests } from '@/server/db/schema';
import { csvChunks } from './csv';
import type { InboxFilter } from './queries';

// The CSV export reads the inbox in keyset batches (what lets it stream): every
// match once, newest first, across batch edges, with hostile values made inert.

describe.each(testDatabases())('inbox export on $name', ({ open }) => {
  let conn: Connection;
  const fresh = emptiedForEachTest(open);
  beforeEach(async () => {
    conn = await fresh();
  });

  it('yields every match once across batches, and escapes formulas in every field', async () => {
    const db = conn.db;
    await db.execute(sql`
      insert into consultation_requests (name, email, company, message, status, created_at)
      select 'Client ' || g, 'c' || g || '@example.com', '=HYPERLINK("http://x.example")',
             '@SUM(1+1) brief ' || g, 'new',
             timestamptz '2026-01-01 00:00:00+00' + ((g / 4) * interval '1 second')
        from generate_series(1, 1234) g`);
    await db.insert(consultationRequests).values({
      name: '+Spam',
      email: 's@example.com',
      message: '-1',
      status: 'spam',
    });
    const filter: InboxFilter = { tab: 'consultation', status: 'all', q: '' };
    let csv = '';
    for await (const chunk of csvChunks(db, filter, 100)) csv += chunk;
    const ids = csv
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => Number(line.slice(1, line.indexOf('"', 1))));
    expect(ids).toHaveLength(1234);
    expect(new Set(ids).size).toBe(1234);
    expect(ids[0]).toBe(1234);
    expect(ids.at(-1)).toBe(1);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1235);
    expect(csv).not.toContain('+Spam');
    // no cell of any line starts with a formula character
    expect(csv).not.toMatch(/(^|,)"[=+\-@\t\r]/m);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x.example"")"`);
    expect(lines[1]).toContain(`"'@SUM(1+1) brief 1234"`);
  });
});
