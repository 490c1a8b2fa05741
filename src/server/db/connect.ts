import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { logger } from '../log.mjs';
import * as schema from './schema';

/** One type for both drivers: their query builders are the same PostgreSQL dialect. */
export type Db = NodePgDatabase<typeof schema>;

export type Connection = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** the PostgreSQL pool's connections, for the metrics; the embedded database has no pool */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

export type ConnectOptions = {
  databaseUrl?: string;
  dataDir: string;
  /**
   * An empty, migrated embedded database to start from when dataDir holds none: the server's
   * first start (the build makes it). Tools that load a database of their own (restore) or make
   * one (the build) start from PostgreSQL's initdb.
   */
  template?: string;
};

const log = logger('database');

/** Opens a database without any locking or migration; callers own its lifecycle. */
export async function connect({
  databaseUrl,
  dataDir,
  template,
}: ConnectOptions): Promise<Connection> {
  if (databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // a server that does not answer fails a query within 10 s rather than holding it forever
    const pool = new Pool({
      connectionString: databaseUrl,
      max: 10,
      connectionTimeoutMillis: 10_000,
    });
    // An idle client dropped by the server (restart, failover) must not crash the
    // process: the pool discards it and the next query opens a fresh connection.
    pool.on('error', (error) => log.warn({ err: error }, 'an idle connection was lost'));
    const db = drizzle(pool, { schema });
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }
  const { PGLITE_SETTINGS, compileWasmForMemory, createDatabaseApart } =
    await import('./pglite-memory');
  compileWasmForMemory();
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = path.resolve(dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  await createDatabaseApart(dir, template);
  // pg_trgm backs the inbox search's trigram indexes (migration pg-trgm)
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });
  const db = drizzle(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

export function migrationsFolder(): string {
  return path.resolve(process.cwd(), 'drizzle');
}

/** Applies every pending drizzle-kit migration. */
export async function migrate(conn: Connection): Promise<void> {
  if (conn.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(conn.db, { migrationsFolder: migrationsFolder() });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(conn.db as never, { migrationsFolder: migrationsFolder() });
  }
}
