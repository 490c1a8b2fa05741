// `npm run admin -- grant <email>` / `npm run admin -- revoke <email>`: gives an existing account
// the admin role or takes it away.
//
// With DATABASE_URL it works on the PostgreSQL server directly, also while the site runs. With the
// embedded database it needs the data directory to itself (PGlite has no locking between
// processes): while the server holds DATA_DIR it stops with a clear message.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, parseEnv } from '@/env';
import { connect } from '@/server/db/connect';
import { acquireLock, DataDirLockedError } from '@/server/db/lock';
import { transactionsOf, type Session } from '@/server/db/raw-sql';
import { fail } from './lib/cli';

const USAGE = `Usage:
  npm run admin -- grant <email>    give an existing account the admin role
  npm run admin -- revoke <email>   take the admin role away

The account must exist (signed up, or created from ADMIN_EMAIL at start).
Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR (default ./data).`;

const [command, rawEmail, ...extra] = process.argv.slice(2);
if (command === '--help' || command === '-h' || command === 'help') {
  console.log(USAGE);
  process.exit(0);
}
if (!['grant', 'revoke'].includes(command ?? '') || !rawEmail || extra.length > 0) fail(USAGE, 2);
const email = rawEmail.trim().toLowerCase();
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`"${rawEmail}" is not an e-mail address.`, 2);
const role = command === 'grant' ? 'admin' : 'user';

// One statement, so the role and its audit-log entry (ADR 008) are written together on both
// databases; an unchanged role is not an entry.
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

async function change(session: Session): Promise<void> {
  let rows;
  try {
    rows = await session.query(UPDATE, [role, email]);
  } catch (error) {
    const message = String((error as Error)?.message);
    if (/relation "audit_log" does not exist/.test(message)) {
      fail(
        'This database was set up by an older version of the site. Start the site once so it is brought up to date, then run this again.',
      );
    }
    if (
      (error as { code?: string })?.code === '42P01' ||
      /relation "users" does not exist/.test(message)
    ) {
      fail('This database has no accounts yet. Start the site once so it is set up, then sign up.');
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
    const [admins] = await session.query<{ n: number }>(ADMINS);
    if (admins?.n === 0)
      console.log(
        'Note: no account has the admin role now. Grant it to one to use the admin area.',
      );
    if (process.env.ADMIN_EMAIL?.trim().toLowerCase() === email) {
      console.log(
        'Note: ADMIN_EMAIL names this account, so the server gives it the admin role again when it starts.',
      );
    }
  }
}

try {
  const config = parseEnv(process.env);
  if (!config.DATABASE_URL) {
    if (!existsSync(path.resolve(config.DATA_DIR, 'pgdata'))) {
      fail(
        `There is no database in ${path.resolve(config.DATA_DIR)} yet. Start the site once (npm start) so it creates one, and sign up.`,
      );
    }
    acquireLock(config.DATA_DIR);
  }
  const conn = await connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await transactionsOf(conn)(change);
  } finally {
    await conn.close();
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    fail(
      `The site's server (process ${error.pid}) is using the embedded database in ${path.resolve(parseEnv(process.env).DATA_DIR)}.\n` +
        'Stop the server, run this command again, then start the server. (With DATABASE_URL set, this command works while the server runs.)',
    );
  }
  if (error instanceof ConfigError) fail(error.message);
  fail(`Could not change the role: ${error instanceof Error ? error.message : error}`);
}
