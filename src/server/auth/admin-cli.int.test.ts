import { afterEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { testClusterUrl } from '#test/databases';
import { connect, migrate, type Connection } from '@/server/db/connect';
import { auditLog, users } from '@/server/db/schema';

// `npm run admin -- grant|revoke <email>` (scripts/admin.ts) on both databases,
// and its refusal while the server holds the embedded database.

const root = path.resolve(__dirname, '../../..');

function runCli(
  args: string[],
  env: Record<string, string | undefined>,
): Promise<{ code: number; out: string }> {
  return new Promise((resolve, reject) => {
    const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
    const script = path.join(root, 'scripts/admin.ts');
    const child = spawn(process.execPath, [tsx, '--conditions=react-server', script, ...args], {
      cwd: root,
      env: { NODE_ENV: 'test', PATH: process.env.PATH ?? '', ...env },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code: number | null) => resolve({ code: code ?? -1, out }));
  });
}

async function addUser(conn: Connection, email: string, role: 'user' | 'admin' = 'user') {
  await conn.db.insert(users).values({
    id: randomBytes(8).toString('hex'),
    name: email.split('@')[0]!,
    email,
    emailVerified: true,
    role,
  });
}

/** The role changes in the audit log, oldest first. */
async function roleEntries(conn: Connection) {
  const rows = await conn.db
    .select({
      action: auditLog.action,
      entityType: auditLog.entityType,
      actorEmail: auditLog.actorEmail,
      changes: auditLog.changes,
    })
    .from(auditLog)
    .orderBy(auditLog.id);
  return rows;
}

const grantEntry = (email: string) => ({
  action: 'role.grant',
  entityType: 'users',
  actorEmail: null,
  changes: {
    before: { role: 'user' },
    after: { role: 'admin' },
    label: email,
    note: 'npm run admin',
  },
});
const revokeEntry = (email: string) => ({
  ...grantEntry(email),
  action: 'role.revoke',
  changes: { ...grantEntry(email).changes, before: { role: 'admin' }, after: { role: 'user' } },
});

async function roleOf(conn: Connection, email: string) {
  const [row] = await conn.db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.email, email));
  return row?.role;
}

// each CLI run starts PGlite in a new process: allow for slow machines
const SLOW = 240_000;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe('admin CLI on the embedded database', () => {
  async function prepare() {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'admin-cli-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // the run's migrated template, when there is one, saves migrating from scratch
    const template = process.env.PGLITE_TEMPLATE_DIR;
    if (template) await cp(template, dataDir, { recursive: true });
    const conn = await connect({ dataDir });
    await migrate(conn);
    await addUser(conn, 'ada@example.com');
    await conn.close();
    return dataDir;
  }

  it(
    'grants and revokes the admin role',
    async () => {
      const dataDir = await prepare();
      const env = { DATA_DIR: dataDir };
      expect(await runCli(['grant', 'ADA@example.com'], env)).toEqual({
        code: 0,
        out: 'ada@example.com is now an administrator.\n',
      });
      let conn = await connect({ dataDir });
      expect(await roleOf(conn, 'ada@example.com')).toBe('admin');
      await conn.close();

      const revoked = await runCli(['revoke', 'ada@example.com'], env);
      expect(revoked.code).toBe(0);
      expect(revoked.out).toContain('ada@example.com is no longer an administrator.');
      expect(revoked.out).toContain('no account has the admin role now');
      conn = await connect({ dataDir });
      expect(await roleOf(conn, 'ada@example.com')).toBe('user');
      // each change is in the audit log, written by the same statement
      expect(await roleEntries(conn)).toEqual([
        grantEntry('ada@example.com'),
        revokeEntry('ada@example.com'),
      ]);
      await conn.close();
    },
    SLOW,
  );

  it(
    'refuses with a clear message while the server holds the data directory',
    async () => {
      const dataDir = await prepare();
      // this test process stands in for the running server
      await writeFile(path.join(dataDir, 'server.lock'), String(process.pid));
      const result = await runCli(['grant', 'ada@example.com'], { DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.out).toContain(
        `The site's server (process ${process.pid}) is using the embedded database`,
      );
      expect(result.out).toContain('Stop the server, run this command again');
      const conn = await connect({ dataDir });
      expect(await roleOf(conn, 'ada@example.com')).toBe('user');
      await conn.close();
    },
    SLOW,
  );

  it(
    'says so when there is no such account, or no command',
    async () => {
      const dataDir = await prepare();
      const missing = await runCli(['grant', 'nobody@example.com'], { DATA_DIR: dataDir });
      expect(missing).toEqual({
        code: 1,
        out: 'There is no account with the e-mail address nobody@example.com. Sign up first, then run this again.\n',
      });
      const usage = await runCli(['promote', 'ada@example.com'], { DATA_DIR: dataDir });
      expect(usage.code).toBe(2);
      expect(usage.out).toContain('npm run admin -- grant <email>');
    },
    SLOW,
  );
});

describe('admin CLI on PostgreSQL', () => {
  it(
    'works directly on the server, while the site may be running',
    async () => {
      const adminUrl = testClusterUrl();
      const name = `t_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      cleanups.push(async () => {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      });
      const conn = await connect({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
      cleanups.push(() => conn.close());
      await migrate(conn);
      await addUser(conn, 'ada@example.com');

      // a DATA_DIR lock is irrelevant with DATABASE_URL
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'admin-cli-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      await writeFile(path.join(dataDir, 'server.lock'), String(process.pid));

      const env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir };
      expect((await runCli(['grant', 'ada@example.com'], env)).code).toBe(0);
      expect(await roleOf(conn, 'ada@example.com')).toBe('admin');
      // granting a role the account already has changes nothing and is not an entry
      expect((await runCli(['grant', 'ada@example.com'], env)).code).toBe(0);
      expect((await runCli(['revoke', 'ada@example.com'], env)).code).toBe(0);
      expect(await roleOf(conn, 'ada@example.com')).toBe('user');
      expect(await roleEntries(conn)).toEqual([
        grantEntry('ada@example.com'),
        revokeEntry('ada@example.com'),
      ]);
    },
    SLOW,
  );
});
