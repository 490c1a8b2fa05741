import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Connection } from '@/server/db/connect';
import * as schema from '@/server/db/schema';

// "Nothing changed" means nothing at all: the row count and a hash of the rows
// of every table (or of the tables named), read in one round trip.

const TABLES = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable));

export async function snapshot(
  db: Connection['db'],
  tables: readonly string[] = TABLES,
): Promise<Record<string, string>> {
  const parts = tables.map(
    (name) =>
      sql`select ${name} as name, count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(name)} t`,
  );
  const result = await db.execute(sql.join(parts, sql` union all `));
  const out: Record<string, string> = {};
  for (const row of result.rows as { name: string; n: number; h: string }[]) {
    out[row.name] = `${row.n}:${row.h}`;
  }
  return out;
}

/** Every row of every table as text: for "this string was never stored" checks. */
export async function everything(db: Connection['db']): Promise<string> {
  const parts = TABLES.map(
    (name) =>
      sql`select coalesce(string_agg(t::text, '|'), '') as rows from ${sql.identifier(name)} t`,
  );
  const result = await db.execute(sql.join(parts, sql` union all `));
  return (result.rows as { rows: string }[]).map((r) => r.rows).join('\n');
}
