// `npm run doctor`: checks a configuration without starting the site, one line per check, and
// exits 1 when one fails: every variable parsed, SITE_URL, the data directory and its lock, the
// database (reachable, its migrations), the media store (takes a write), the mail server (a
// connection and its greeting, no mail). Secrets are never printed: a URL's password and a
// token's value stay out of every line. docs/monitoring.md lists what each line means.
import { existsSync } from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';
import { configIssues, parseEnv, type Env } from '@/env';
import { connect, type Connection } from '@/server/db/connect';
import { acquireLock, lockHolder } from '@/server/db/lock';
import { checkDatabase, checkMigrations, checkStorage, type Check } from '@/server/health/checks';
import { storageFor } from '@/server/storage';
import { smtpReachable } from '@/server/mail/transport';

type Line = { status: 'ok' | 'warn' | 'FAIL'; name: string; detail: string };
const lines: Line[] = [];
const say = (status: Line['status'], name: string, detail: string) => {
  lines.push({ status, name, detail });
  console.log(`${status.padEnd(4)}  ${name.padEnd(13)}  ${detail}`);
};
const fromCheck = (name: string, check: Check, passed: string) =>
  say(
    check.status === 'pass' ? 'ok' : check.status === 'warn' ? 'warn' : 'FAIL',
    name,
    check.status === 'pass' ? passed : (check.output ?? check.status),
  );

/** A URL as a line may show it: no user name or password. */
function shown(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = parsed.password ? '***' : parsed.username ? '***' : '';
    parsed.password = '';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return '(not a URL)';
  }
}

function siteUrl(config: Env): void {
  const url = new URL(config.SITE_URL);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.pathname !== '/' || url.search || url.hash)
    return say('FAIL', 'SITE_URL', `${config.SITE_URL} has a path: give the origin alone`);
  if (!['http:', 'https:'].includes(url.protocol))
    return say('FAIL', 'SITE_URL', `${url.protocol} is not http: or https:`);
  if (local)
    return say(
      'warn',
      'SITE_URL',
      `${url.origin}: links in mail and the sitemap point to this machine`,
    );
  if (url.protocol === 'http:')
    return say('warn', 'SITE_URL', `${url.origin}: plain HTTP, so no HSTS and no secure cookies`);
  say('ok', 'SITE_URL', url.origin);
}

/** The embedded database's directory and lock; true when the database may be opened here. */
function dataDirectory(config: Env): boolean {
  const dir = path.resolve(config.DATA_DIR);
  const holder = lockHolder(dir);
  if (holder !== null) {
    say(
      'warn',
      'data dir lock',
      `${dir} is held by process ${holder} (the running server): database checks skipped`,
    );
    return false;
  }
  if (!existsSync(path.join(dir, 'pgdata', 'PG_VERSION'))) {
    say(
      'ok',
      'data dir lock',
      `${dir} is free; it holds no database yet (the first start makes one)`,
    );
    return false;
  }
  say('ok', 'data dir lock', `${dir} is free`);
  return true;
}

async function database(config: Env): Promise<void> {
  let conn: Connection | undefined;
  let release = () => {};
  try {
    if (!config.DATABASE_URL) release = acquireLock(config.DATA_DIR);
    conn = await connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    const where = config.DATABASE_URL ? shown(config.DATABASE_URL) : 'the embedded database';
    fromCheck('database', await checkDatabase(conn.db, 5_000), `${where} answers`);
    fromCheck(
      'migrations',
      await checkMigrations(conn.db, 5_000),
      'every migration of this version is applied',
    );
  } catch (error) {
    say('FAIL', 'database', error instanceof Error ? error.message : String(error));
  } finally {
    await conn?.close().catch(() => undefined);
    release();
  }
}

async function storage(config: Env): Promise<void> {
  const backend = storageFor(config);
  const where =
    config.STORAGE === 's3'
      ? `bucket ${config.S3_BUCKET}${config.S3_ENDPOINT ? ` at ${shown(config.S3_ENDPOINT)}` : ''}`
      : path.resolve(config.DATA_DIR, 'uploads');
  fromCheck('storage', await checkStorage(backend, 10_000), `${where} takes a write`);
}

async function mail(config: Env): Promise<void> {
  if (!config.SMTP_URL) {
    say('ok', 'mail', `no SMTP_URL: mail is written to ${path.resolve(config.DATA_DIR, 'mail')}`);
    return;
  }
  try {
    await smtpReachable(config.SMTP_URL);
    say('ok', 'mail', `${shown(config.SMTP_URL)} greets and accepts the login (no mail sent)`);
  } catch (error) {
    say(
      'FAIL',
      'mail',
      `${shown(config.SMTP_URL)}: ${error instanceof Error ? error.message : error}`,
    );
  }
}

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
const issues = configIssues(process.env);
if (issues.length > 0) {
  for (const issue of issues) say('FAIL', 'configuration', issue);
} else {
  const config = parseEnv(process.env);
  say(
    'ok',
    'configuration',
    `every variable parses (${config.DATABASE_URL ? 'PostgreSQL' : 'embedded database'}, ${config.STORAGE} storage)`,
  );
  siteUrl(config);
  if (config.DATABASE_URL || dataDirectory(config)) await database(config);
  await storage(config);
  await mail(config);
}
const failed = lines.filter((l) => l.status === 'FAIL').length;
console.log(failed === 0 ? '\nThe configuration is ready.' : `\n${failed} check(s) failed.`);
process.exit(failed === 0 ? 0 : 1);
