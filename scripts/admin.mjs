#!/usr/bin/env node
// `npm run admin -- grant <email>` / `npm run admin -- revoke <email>`: gives an
// existing account the admin role or takes it away (the spec's has_role).
//
// With DATABASE_URL it works on the PostgreSQL server directly, also while the
// site runs. With the embedded database (PGlite under DATA_DIR) it needs the
// data directory to itself: PGlite has no locking, so while the server holds
// DATA_DIR/server.lock it stops with a clear message (docs/decisions/002).
// Plain JavaScript so that it runs without a build; the lock rules mirror
// src/server/db/lock.ts.
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

const USAGE = `Usage:
  npm run admin -- grant <email>    give an existing account the admin role
  npm run admin -- revoke <email>   take the admin role away

The account must exist (signed up, or created from ADMIN_EMAIL at start).
Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR (default ./data).`;

function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

const [command, rawEmail, ...extra] = process.argv.slice(2);
if (command === '--help' || command === '-h' || command === 'help') {
  console.log(USAGE);
  process.exit(0);
}
if (!['grant', 'revoke'].includes(command ?? '') || !rawEmail || extra.length > 0) fail(USAGE, 2);
const email = rawEmail.trim().toLowerCase();
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`"${rawEmail}" is not an e-mail address.`, 2);
const role = command === 'grant' ? 'admin' : 'user';

const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const dataDir = process.env.DATA_DIR?.trim() || './data';
if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  fail('Invalid configuration: DATABASE_URL must start with postgres:// or postgresql://');
}

// --- the DATA_DIR lock (see src/server/db/lock.ts) ---

const lockFile = path.resolve(dataDir, 'server.lock');

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function lockHolder() {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid !== process.pid && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

function refuseWhileServing(pid) {
  fail(
    `The site's server (process ${pid}) is using the embedded database in ${path.resolve(dataDir)}.\n` +
      `Stop the server, run this command again, then start the server. (With DATABASE_URL set, this command works while the server runs.)`,
  );
}

function takeLock() {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => {
        try {
          if (readFileSync(lockFile, 'utf8') === String(process.pid)) rmSync(lockFile);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = lockHolder();
      if (holder !== null) refuseWhileServing(holder);
      rmSync(lockFile, { force: true }); // stale: its process is gone
    }
  }
  fail(`Could not lock ${lockFile}.`);
}

// --- the change ---

// One statement, so the role and its audit-log entry (ADR 008) are written together
// on both databases; an unchanged role is not an entry.
const UPDATE = `
  with target as (
    select id, role from users where lower(email) = $2 for update
  ), changed as (
    update users u set role = $1, updated_at = now() from target where u.id = target.id
    returning u.id, u.email, target.role as previous
  ), logged as (
    insert into audit_log (action, entity_type, entity_id, changes)
    select case when $1 = 'admin' then 'role.grant' else 'role.revoke' end, 'users', id,
           jsonb_build_object(
             'before', jsonb_build_object('role', previous),
             'after', jsonb_build_object('role', $1::text),
             'label', email,
             'note', 'npm run admin')
      from changed where previous <> $1
  )
  select email from changed`;
const ADMINS = `select count(*)::int as n from users where role = 'admin'`;

async function withPostgres(run) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await run((text, params) => client.query(text, params).then((r) => r.rows));
  } finally {
    await client.end();
  }
}

async function withPglite(run) {
  const holder = lockHolder();
  if (holder !== null) refuseWhileServing(holder);
  const pgdata = path.resolve(dataDir, 'pgdata');
  if (!existsSync(pgdata)) {
    fail(
      `There is no database in ${path.resolve(dataDir)} yet. Start the site once (npm start) so it creates one, and sign up.`,
    );
  }
  const release = takeLock();
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(pgdata);
  try {
    return await run((text, params) => db.query(text, params).then((r) => r.rows));
  } finally {
    await db.close();
    release();
  }
}

try {
  const open = databaseUrl ? withPostgres : withPglite;
  await open(async (query) => {
    let rows;
    try {
      rows = await query(UPDATE, [role, email]);
    } catch (error) {
      if (/relation "audit_log" does not exist/.test(String(error?.message))) {
        fail(
          'This database was set up by an older version of the site. Start the site once so it is brought up to date, then run this again.',
        );
      }
      if (
        error?.code === '42P01' ||
        /relation "users" does not exist/.test(String(error?.message))
      ) {
        fail(
          'This database has no accounts yet. Start the site once so it is set up, then sign up.',
        );
      }
      throw error;
    }
    if (rows.length === 0)
      fail(
        `There is no account with the e-mail address ${email}. Sign up first, then run this again.`,
      );
    console.log(
      role === 'admin'
        ? `${email} is now an administrator.`
        : `${email} is no longer an administrator.`,
    );
    if (role === 'user') {
      const [{ n }] = await query(ADMINS, []);
      if (n === 0)
        console.log(
          'Note: no account has the admin role now. Grant it to one to use the admin area.',
        );
      if (process.env.ADMIN_EMAIL?.trim().toLowerCase() === email) {
        console.log(
          'Note: ADMIN_EMAIL names this account, so the server gives it the admin role again when it starts.',
        );
      }
    }
  });
} catch (error) {
  fail(`Could not change the role: ${error instanceof Error ? error.message : error}`);
}
