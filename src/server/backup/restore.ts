import { createWriteStream, existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { connect, type Connection } from '@/server/db/connect';
import { contentTypeFor } from '@/server/storage/keys';
import { createLocalStorage } from '@/server/storage/local';
import type { StorageBackend } from '@/server/storage/types';
import { AUTH_SECRET_FILE, DB_PREFIX, MEDIA_PREFIX, type Manifest } from './manifest';
import {
  appliedMigrations,
  applyMigrations,
  codeMigrations,
  levelIn,
  type CodeMigration,
} from './migrations';
import { dropSite, loadOrder, loadTable, resetSequences } from './load';
import { ArchiveError, readArchive } from './read-archive';
import { transactionsOf } from '@/server/db/raw-sql';

/** The restore would harm the target or cannot work; nothing in the target has changed. */
export class RestoreRefused extends Error {}

export type RestoreTarget = {
  dataDir: string;
  /** PostgreSQL; without it, the embedded database in dataDir/pgdata */
  databaseUrl?: string;
  /** an S3 bucket for the media; without it, dataDir/uploads */
  s3?: StorageBackend;
  /** AUTH_SECRET as the target configures it; unset, the archive's secret is kept in dataDir */
  authSecret?: string;
  /**
   * An empty, migrated embedded database to build the restored one from (the build's,
   * databaseTemplateDir()); without one, or when it is ahead of the archive, PGlite's initdb
   */
  template?: string;
};

export type RestoreResult = {
  manifest: Manifest;
  rows: number;
  files: number;
  /** something the operator must act on, in one line */
  warning?: string;
};

/**
 * Restores an archive into the target, which the caller has to itself (the data directory locked).
 * Every check comes first (archive whole, schema known, target empty unless `force`); the new site
 * is then built aside, in a staging folder and one database transaction, and takes the old one's
 * place only once it is complete.
 */
export async function restoreSite(
  file: string,
  target: RestoreTarget,
  { force = false }: { force?: boolean } = {},
): Promise<RestoreResult> {
  const manifest = await readArchive(file).catch(refuseDamaged(file));
  const code = codeMigrations();
  const level = levelIn(code, manifest.migrations);
  if (level === null) {
    throw new RestoreRefused(
      `The archive ${file} comes from a newer version of the site (its database has changes this version does not know); update the site first.`,
    );
  }
  const dataDir = path.resolve(target.dataDir);
  if (!force) await refuseOccupied(target, dataDir);

  await mkdir(dataDir, { recursive: true });
  const stage = await mkdtemp(path.join(dataDir, '.restore-'));
  let conn: Connection | undefined;
  try {
    const media = target.s3 ?? createLocalStorage(path.join(stage, 'uploads'));
    let files = 0;
    await readArchive(file, async (name, _size, body) => {
      const spooled = path.join(stage, 'incoming', String(files++));
      await mkdir(path.dirname(spooled), { recursive: true });
      await pipeline(body, createWriteStream(spooled));
      // table dumps and the secret wait in the stage; media go to their store
      if (name.startsWith(DB_PREFIX) || name === AUTH_SECRET_FILE)
        await rename(spooled, path.join(stage, name.replaceAll('/', '_')));
      else if (name.startsWith(MEDIA_PREFIX)) {
        const key = name.slice(MEDIA_PREFIX.length);
        await media.putFile(key, spooled, contentTypeFor(key));
      } else throw new ArchiveError(`it holds an unexpected file (${name})`);
    }).catch(refuseDamaged(file));

    conn = await openTarget(target, dataDir, stage, code.slice(0, level));
    let rows = 0;
    await transactionsOf(conn)(async (session) => {
      if (target.databaseUrl && force) await dropSite(session);
      // a template's own migrations are a beginning of the archive's (openTarget)
      const from = (await appliedMigrations(session)).length;
      await applyMigrations(session, code.slice(from, level));
      const tables = manifest.tables.map((t) => t.name);
      for (const table of await loadOrder(session, tables)) {
        const dumped = path.join(stage, `${DB_PREFIX}${table}.ndjson.gz`.replaceAll('/', '_'));
        rows += await loadTable(session, table, dumped);
      }
      await resetSequences(session);
      await applyMigrations(session, code.slice(level));
    }).catch(refuseDamaged(file));
    await conn.close();
    conn = undefined;

    // the switch: each folder is replaced by a rename, the old one set aside until the end
    if (!target.databaseUrl)
      await swap(path.join(stage, 'pgdata'), path.join(dataDir, 'pgdata'), stage);
    if (!target.s3) await swap(path.join(stage, 'uploads'), path.join(dataDir, 'uploads'), stage);
    const warning = await keepAuthSecret(
      path.join(stage, AUTH_SECRET_FILE.replaceAll('/', '_')),
      dataDir,
      target.authSecret,
    );
    const copied = manifest.files.filter((f) => f.path.startsWith(MEDIA_PREFIX)).length;
    return { manifest, rows, files: copied, warning };
  } finally {
    await conn?.close().catch(() => undefined);
    await rm(stage, { recursive: true, force: true });
  }
}

/**
 * The database the rows are loaded into. An embedded one starts as a copy of the template when
 * there is one no further on than the archive (PGlite's initdb alone was most of a restore's CPU,
 * ADR 012), and from initdb otherwise.
 */
async function openTarget(
  target: RestoreTarget,
  dataDir: string,
  stage: string,
  archived: CodeMigration[],
): Promise<Connection> {
  if (target.databaseUrl) return connect({ databaseUrl: target.databaseUrl, dataDir });
  if (target.template) {
    const conn = await connect({ dataDir: stage, template: target.template });
    if (levelIn(archived, await transactionsOf(conn)(appliedMigrations)) !== null) return conn;
    await conn.close();
    await rm(path.join(stage, 'pgdata'), { recursive: true, force: true });
  }
  return connect({ dataDir: stage });
}

/**
 * The restored site must sign with the secret that encrypted its two-factor secrets: the archive's
 * goes into dataDir (where the site keeps a generated one) unless AUTH_SECRET is configured.
 */
async function keepAuthSecret(archived: string, dataDir: string, configured: string | undefined) {
  const secret = await readFile(archived, 'utf8').then(
    (s) => s.trim(),
    () => null,
  );
  if (!secret) return undefined;
  if (configured === undefined) {
    await writeFile(path.join(dataDir, 'auth-secret'), `${secret}\n`, { mode: 0o600 });
    return undefined;
  }
  if (configured !== secret) {
    return 'AUTH_SECRET differs from the secret the backed-up site used: admins with two-factor sign-in on cannot sign in until it is set back (the old one is in the archive, secrets/auth-secret).';
  }
  return undefined;
}

function refuseDamaged(file: string) {
  return (error: unknown): never => {
    if (error instanceof ArchiveError)
      throw new RestoreRefused(`The archive ${file} cannot be restored: ${error.message}.`);
    throw error;
  };
}

async function nonEmpty(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length > 0;
  } catch {
    return false;
  }
}

async function refuseOccupied(target: RestoreTarget, dataDir: string): Promise<void> {
  const occupied = target.databaseUrl
    ? await postgresHoldsSite(target.databaseUrl, dataDir)
    : await nonEmpty(path.join(dataDir, 'pgdata'));
  const where = target.databaseUrl
    ? 'The database at DATABASE_URL'
    : `The data directory ${dataDir}`;
  if (occupied)
    throw new RestoreRefused(
      `${where} already holds a site; run the restore with --force to replace it.`,
    );
  if (!target.s3 && (await nonEmpty(path.join(dataDir, 'uploads')))) {
    throw new RestoreRefused(
      `${path.join(dataDir, 'uploads')} already holds media; run the restore with --force to replace it.`,
    );
  }
}

async function postgresHoldsSite(databaseUrl: string, dataDir: string): Promise<boolean> {
  const conn = await connect({ databaseUrl, dataDir });
  try {
    return await transactionsOf(conn)(async (session) => {
      const [row] = await session.query<{ n: number }>(
        `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
      );
      return (row?.n ?? 0) > 0;
    });
  } finally {
    await conn.close();
  }
}

async function swap(fresh: string, live: string, stage: string): Promise<void> {
  if (!existsSync(fresh)) await mkdir(fresh, { recursive: true });
  if (existsSync(live)) await rename(live, path.join(stage, `replaced-${path.basename(live)}`));
  await rename(fresh, live);
}
