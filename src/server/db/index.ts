import 'server-only';
import { env } from '@/env';
import { acquireLock } from './lock';
import { connect, migrate, type Connection, type Db } from './connect';
import { databaseTemplateDir } from './pglite-memory';

export type { Db } from './connect';

type State = { ready?: Promise<Connection> };
// one connection per process, also across dev-server module reloads
const state: State = ((globalThis as { __db?: State }).__db ??= {});

async function open(): Promise<Connection> {
  const config = env();
  if (!config.DATABASE_URL) acquireLock(config.DATA_DIR);
  const conn = await connect({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    // a development server's dist dir may hold a build older than the migrations in hand
    template: process.env.NODE_ENV === 'production' ? databaseTemplateDir() : undefined,
  });
  await migrate(conn);
  return conn;
}

/** The process's connection (its driver and kind too), opened, locked and migrated on first use. */
export async function getConnection(): Promise<Connection> {
  state.ready ??= open().catch((error) => {
    state.ready = undefined;
    throw error;
  });
  return state.ready;
}

/** The process's database, opened, locked and migrated on first use. */
export async function getDb(): Promise<Db> {
  return (await getConnection()).db;
}

/**
 * Closes the process's database for good (the server is stopping): a query asked for later fails
 * instead of opening it again.
 */
export async function closeDb(): Promise<void> {
  const ready = state.ready;
  state.ready = Promise.reject(new Error('The database is closed: the server is stopping.'));
  state.ready.catch(() => undefined);
  if (ready) await (await ready).close();
}
