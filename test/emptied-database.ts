import { sql } from 'drizzle-orm';
import { afterAll } from 'vitest';
import type { Connection } from '@/server/db/connect';

// Opening a test database costs CPU time on PGlite (its data directory copied, then PostgreSQL
// started in WebAssembly), and much of the integration run's time went to the suites that open
// one per test. Those suites now open one per describe block and empty it
// between tests instead: every table of the app truncated, identities restarted, and the rows the
// migrations themselves insert (the inbox's counts) put back, which leaves what a fresh open gives.

type Rows = { table: string; json: string };

async function appTables(conn: Connection): Promise<string[]> {
  const { rows } = await conn.db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((r) => r.name);
}

/** The rows the migrations leave, table by table (most tables are empty), in one round trip. */
async function migratedRows(conn: Connection, tables: string[]): Promise<Rows[]> {
  const parts = tables.map(
    (name) =>
      sql`select ${name} as table, json_agg(t)::text as json from ${sql.identifier(name)} t`,
  );
  const { rows } = await conn.db.execute<{ table: string; json: string | null }>(
    sql.join(parts, sql` union all `),
  );
  return rows.flatMap(({ table, json }) => (json ? [{ table, json }] : []));
}

async function empty(conn: Connection, tables: string[], kept: Rows[]): Promise<void> {
  await conn.db.transaction(async (tx) => {
    // a previous test that left a transaction open would otherwise hold this up until the hook
    // times out, with nothing said
    await tx.execute(sql`set local lock_timeout = '5s'`);
    await tx
      .execute(
        sql`truncate ${sql.join(
          tables.map((name) => sql.identifier(name)),
          sql`, `,
        )} restart identity cascade`,
      )
      .catch((error: unknown) => {
        throw new Error(
          'Emptying the test database failed: did a previous test leave a transaction open?',
          { cause: error },
        );
      });
    for (const { table, json } of kept) {
      await tx.execute(
        sql`insert into ${sql.identifier(table)} select * from json_populate_recordset(null::${sql.identifier(table)}, ${json}::json)`,
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
