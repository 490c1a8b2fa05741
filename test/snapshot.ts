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

/**
 * A cheap "this call wrote nothing" for tests that make hundreds of calls: from now on a trigger
 * on every table counts the rows written and tables emptied (a transaction that rolls back takes
 * its counts with it). Reading the count is one small query where `snapshot` hashes every table,
 * which took much of the hostile-input tests' time; they still compare a snapshot at the end.
 */
export async function countWrites(db: Connection['db']): Promise<() => Promise<number>> {
  const tables = TABLES.map((name) => `'${name}'`).join(', ');
  // once per database; a second call counts from where the first one's count stands
  await db.execute(
    sql.raw(`do $$
      declare t text;
      begin
        create table if not exists test_writes (n bigint not null);
        if not exists (select from test_writes) then insert into test_writes values (0); end if;
        create or replace function test_count_write() returns trigger language plpgsql as $f$
          begin update test_writes set n = n + 1; return null; end $f$;
        foreach t in array array[${tables}] loop
          execute format('create or replace trigger test_count_rows
            after insert or update or delete on %I for each row execute function test_count_write()', t);
          execute format('create or replace trigger test_count_truncate
            after truncate on %I for each statement execute function test_count_write()', t);
        end loop;
      end $$`),
  );
  const count = async () => {
    const result = await db.execute<{ n: string }>(sql`select n::text as n from test_writes`);
    return Number(result.rows[0]!.n);
  };
  const start = await count();
  return async () => (await count()) - start;
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
