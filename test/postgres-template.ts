import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { connect, migrate } from '../src/server/db/connect';

// Migrating a fresh PostgreSQL database was a large part of every PostgreSQL test;
// `CREATE DATABASE ... TEMPLATE` copies a migrated one in a fraction of that time. The
// integration run migrates this template once and test/databases.ts creates every
// test database from it. Nobody may connect to a template while it is copied, so
// connections to it are closed for the rest of the run.

export type PostgresTemplate = { name: string; remove: () => Promise<void> };

/** Runs one statement on its own connection (CREATE/DROP DATABASE cannot share a pool's). */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createPostgresTemplate(adminUrl: string): Promise<PostgresTemplate> {
  const name = `t_template_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const remove = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const conn = await connect({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
    try {
      await migrate(conn);
    } finally {
      await conn.close();
    }
    await adminQuery(adminUrl, `ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    return { name, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
