import { sql } from 'drizzle-orm';
import { afterAll } from 'vitest';
import type { Connection } from '@/server/db/connect';

// Opening a test database costs about a second of CPU on PGlite (its data directory copied, then
// PostgreSQL started in WebAssembly), and a quarter of the integration run's time went to the
// suites that open one per test. Those suites now open one per describe block and empty it
// between tests instead: every table of the app truncated, identities restarted, and the rows the
// migrations themselves insert (the inbox's counts) put back, which leaves what a fresh open gives.

type Rows = { table: string; json: string };

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function appTables(conn: Connection): Promise<string[]> {
  const { rows } = await conn.db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((r) => r.name);
}

/** The rows the migrations leave, table by table (most tables are empty). */
async function migratedRows(conn: Connection, tables: string[]): Promise<Rows[]> {
  const kept: Rows[] = [];
  for (const table of tables) {
    const { rows } = await conn.db.execute<{ json: string | null }>(
      sql.raw(`select json_agg(t)::text as json from ${quote(table)} t`),
    );
    const json = rows[0]?.json;
    if (json) kept.push({ table, json });
  }
  return kept;
}

async function empty(conn: Connection, tables: string[], kept: Rows[]): Promise<void> {
  await conn.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`truncate ${tables.map(quote).join(', ')} restart identity cascade`));
    for (const { table, json } of kept) {
      await tx.execute(
        sql`insert into ${sql.raw(quote(table))} select * from json_populate_recordset(null::${sql.raw(quote(table))}, ${json}::json)`,
      );
    }
  });
}

/**
 * For a describe block whose tests each start from an empty database: call it in the block's body
 * and await what it returns in `beforeEach`. The first test gets a database from `open`, later
 * tests the same one emptied; the block's end closes it. A test that closes the connection
 * itself gets a new one next time.
 */
export function emptiedForEachTest(open: () => Promise<Connection>): () => Promise<Connection> {
  let current: { conn: Connection; tables: string[]; kept: Rows[]; closed: boolean } | undefined;
  afterAll(async () => {
    if (current && !current.closed) await current.conn.close();
  });
  return async () => {
    if (current && !current.closed) {
      await empty(current.conn, current.tables, current.kept);
      return current.conn;
    }
    const opened = await open();
    const tables = await appTables(opened);
    const entry = {
      tables,
      kept: await migratedRows(opened, tables),
      closed: false,
      conn: {
        ...opened,
        close: () => {
          entry.closed = true;
          return opened.close();
        },
      },
    };
    current = entry;
    return entry.conn;
  };
}
