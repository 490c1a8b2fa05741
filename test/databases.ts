import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connect, migrate, type Connection } from '@/server/db/connect';
import { copyTree } from '@/server/db/copy-tree';
import { adminQuery } from './postgres-template';

// Integration tests run once per supported database:
//
//   describe.each(testDatabases())('projects on $name', ({ open }) => {
//     let conn: Connection;
//     beforeEach(async () => { conn = await open(); });
//     afterEach(() => conn.close());
//     ...
//   });
//
// Each open() gives a fresh, migrated, empty database that close() removes.

export type TestDatabase = { name: 'pglite' | 'postgres'; open: () => Promise<Connection> };

export function testDatabases(): TestDatabase[] {
  return [
    { name: 'pglite', open: openPglite },
    { name: 'postgres', open: openPostgres },
  ];
}

/** The test cluster's maintenance database URL (set by test/global-setup.ts for the `int` project). */
export function testClusterUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      'TEST_DATABASE_URL is not set: run PostgreSQL tests with `npm run test:int` (vitest --project int).',
    );
  }
  return url;
}

/**
 * A fresh PGlite database in its own temp DATA_DIR: a copy of the run's migrated
 * template (test/pglite-template.ts) when there is one, otherwise created here.
 */
export async function openPglite(): Promise<Connection> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pglite-test-'));
  try {
    const template = process.env.PGLITE_TEMPLATE_DIR;
    if (template) await copyTree(template, dataDir);
    const conn = await connect({ dataDir });
    await migrate(conn);
    return withCleanup(conn, () => rm(dataDir, { recursive: true, force: true }));
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The run's migrated PGlite database (its `pgdata` folder), as the build's template is to a
 * restore (src/server/backup/restore.ts); undefined outside the integration run.
 */
export function pgliteTemplate(): string | undefined {
  const template = process.env.PGLITE_TEMPLATE_DIR;
  return template ? path.join(template, 'pgdata') : undefined;
}

/**
 * A fresh database `t_<random>` on the test cluster: a copy of the run's migrated
 * template (test/postgres-template.ts) when there is one, otherwise created here.
 */
export async function openPostgres(): Promise<Connection> {
  const adminUrl = testClusterUrl();
  const name = `t_${randomBytes(6).toString('hex')}`;
  const template = process.env.TEST_DATABASE_TEMPLATE;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const conn = await connect({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
    try {
      await migrate(conn);
    } catch (error) {
      await conn.close();
      throw error;
    }
    return withCleanup(conn, () => dropDatabase(adminUrl, name));
  } catch (error) {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  }
}

/**
 * `pool.end()` resolves before its clients have finished closing; a forced drop
 * would terminate them mid-close and surface as an uncaught error. A plain drop
 * waits (up to 5 s) for them to go; force is only the fallback for a leak.
 */
async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  try {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
  } catch {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

function withCleanup(conn: Connection, cleanup: () => Promise<unknown>): Connection {
  let closing: Promise<void> | undefined;
  return {
    ...conn,
    close: () =>
      (closing ??= (async () => {
        try {
          await conn.close();
        } finally {
          await cleanup();
        }
      })()),
  };
}

/** An empty database (no tables, not migrated) on the test cluster: a restore target. */
export async function emptyPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = testClusterUrl();
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(adminUrl, name) };
}
