import {
  copyFile,
  mkdtemp,
  open as openFile,
  readFile,
  rm,
  stat,
  truncate,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPostgres, openPglite, pgliteTemplate } from '#test/databases';
import { backUp, clusterIdentity, filesUnder, fillSite, siteRows } from '#test/backup-site';
import { copyTree } from '@/server/db/copy-tree';
import { connect, type Connection } from '@/server/db/connect';
import { appliedMigrations, applyMigrations, codeMigrations } from './migrations';
import { restoreSite, RestoreRefused } from './restore';
import { transactionsOf } from '@/server/db/raw-sql';

// Every refusal comes before the first change: the target is exactly as it was. An archive from an
// older version of the site is brought up to date as it is restored. An embedded target begins as
// a copy of the build's empty database (here the run's template) unless that is ahead of the
// archive.

/** What a PGlite data directory holds: its rows (when it has a database) and its files. */
async function stateOf(dataDir: string) {
  const hasDb = await stat(path.join(dataDir, 'pgdata')).then(
    () => true,
    () => false,
  );
  let rows = null;
  if (hasDb) {
    const conn = await connect({ dataDir });
    rows = await siteRows(conn);
    await conn.close();
  }
  const files = [...(await filesUnder(path.join(dataDir, 'uploads'))).keys()].sort();
  return { hasDb, rows, files };
}

/** The migrations a database has applied, as the restore reads them. */
const appliedTo = (conn: Connection) => transactionsOf(conn)(appliedMigrations);

describe('restore refusals', () => {
  let source: Connection;
  let work: string;
  let archive: string;
  const template = pgliteTemplate();

  // a closed database at the first migration, made once (initdb) for the two tests that need one
  let firstLevel: Promise<string> | undefined;
  const firstLevelDatabase = () =>
    (firstLevel ??= (async () => {
      const dataDir = await mkdtemp(path.join(work, 'first-level-'));
      const conn = await connect({ dataDir });
      await transactionsOf(conn)((session) =>
        applyMigrations(session, codeMigrations().slice(0, 1)),
      );
      await conn.close();
      return path.join(dataDir, 'pgdata');
    })());

  beforeAll(async () => {
    source = await openPglite();
    work = await mkdtemp(path.join(os.tmpdir(), 'restore-refusals-'));
    await fillSite(source, path.join(work, 'source'));
    archive = path.join(work, 'site.tar');
    await backUp(source, path.join(work, 'source'), archive);
  });

  afterAll(async () => {
    await source?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  const refused = async (file: string, dataDir: string, pattern: RegExp, options = {}) => {
    const before = await stateOf(dataDir);
    const error = await restoreSite(file, { dataDir }, options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestoreRefused);
    expect((error as Error).message).toMatch(pattern);
    expect((error as Error).message).not.toContain('\n');
    expect(await stateOf(dataDir)).toEqual(before);
  };

  it('refuses a target that already holds a site, and replaces it with --force', async () => {
    const dataDir = path.join(work, 'occupied');
    await restoreSite(archive, { dataDir, template });
    const conn = await connect({ dataDir });
    await conn.db.execute(sql`update consultation_requests set name = 'changed since'`);
    await conn.close();
    await refused(archive, dataDir, /already holds a site; run the restore with --force/);

    await restoreSite(archive, { dataDir, template }, { force: true });
    const restored = await connect({ dataDir });
    expect(await siteRows(restored)).toEqual(await siteRows(source));
    // it began as a copy of the template, not from initdb
    expect(await clusterIdentity(restored)).toBe(await clusterIdentity(source));
    await restored.close();
  });

  it('says so when AUTH_SECRET differs from the secret the site used', async () => {
    const dataDir = path.join(work, 'other-secret');
    const result = await restoreSite(archive, {
      dataDir,
      template,
      authSecret: 'another-configured-secret-0123456789abcdef',
    });
    expect(result.warning).toMatch(/^AUTH_SECRET differs from the secret the backed-up site used/);
    await expect(stat(path.join(dataDir, 'auth-secret'))).rejects.toThrow();
  });

  it('refuses a truncated archive', async () => {
    const cut = path.join(work, 'truncated.tar');
    await copyFile(archive, cut);
    await truncate(cut, Math.floor((await stat(cut)).size * 0.6));
    await refused(
      cut,
      path.join(work, 'empty-1'),
      /cannot be restored: (it is truncated|it has no manifest)/,
    );
  });

  it('refuses an archive with a damaged file', async () => {
    const damaged = path.join(work, 'damaged.tar');
    await copyFile(archive, damaged);
    const bytes = await readFile(damaged);
    // the PNG uploaded by fillSite: flip one byte of its contents
    const at = bytes.indexOf(Buffer.from('IHDR'));
    expect(at).toBeGreaterThan(0);
    const handle = await openFile(damaged, 'r+');
    await handle.write(Buffer.from([bytes[at + 8]! ^ 0xff]), 0, 1, at + 8);
    await handle.close();
    await refused(
      damaged,
      path.join(work, 'empty-2'),
      /client-proof\.png does not match its checksum/,
    );
  });

  it('refuses a file that is not a backup', async () => {
    const junk = path.join(work, 'junk.tar');
    await writeFile(junk, 'not a tar archive at all'.repeat(100));
    await refused(junk, path.join(work, 'empty-3'), /cannot be restored/);
  });

  it('refuses an archive from a newer version of the site', async () => {
    const newer = await openPglite();
    try {
      await newer.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('future', 9999999999999)`,
      );
      const file = path.join(work, 'newer.tar');
      await backUp(newer, path.join(work, 'newer-source'), file);
      await refused(file, path.join(work, 'empty-4'), /comes from a newer version of the site/);
    } finally {
      await newer.close();
    }
  });

  it('brings an archive from an older version up to date, from initdb when the template is ahead of it', async () => {
    const oldDir = await mkdtemp(path.join(os.tmpdir(), 'old-site-'));
    await copyTree(await firstLevelDatabase(), path.join(oldDir, 'pgdata'));
    const old = await connect({ dataDir: oldDir });
    try {
      await old.db.execute(
        sql`insert into consultation_requests (name, email, message) values ('Old', 'old@example.com', 'from before')`,
      );
      const file = path.join(work, 'old.tar');
      await backUp(old, oldDir, file);
      const dataDir = path.join(work, 'upgraded');
      await restoreSite(file, { dataDir, template });
      const upgraded = await connect({ dataDir });
      expect(await appliedTo(upgraded)).toHaveLength(codeMigrations().length);
      const [row] = (
        await upgraded.db.execute<{ name: string }>(sql`select name from consultation_requests`)
      ).rows;
      expect(row!.name).toBe('Old');
      // a table the newer migrations added is there, empty
      const [audit] = (
        await upgraded.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log`)
      ).rows;
      expect(audit!.n).toBe(0);
      expect(await clusterIdentity(upgraded)).not.toBe(await clusterIdentity(source));
      await upgraded.close();
    } finally {
      await old.close();
      await rm(oldDir, { recursive: true, force: true });
    }
    // two databases made from nothing and every migration run on one: the slowest test here
  }, 150_000);

  it('brings a template behind the archive up to its level before loading it', async () => {
    const dataDir = path.join(work, 'from-older-template');
    await restoreSite(archive, { dataDir, template: await firstLevelDatabase() });
    const restored = await connect({ dataDir });
    expect(await appliedTo(restored)).toHaveLength(codeMigrations().length);
    expect(await siteRows(restored)).toEqual(await siteRows(source));
    await restored.close();
  });

  it('refuses a PostgreSQL database that already holds a site', async () => {
    const db = await emptyPostgres();
    try {
      const dataDir = path.join(work, 'pg-target');
      await restoreSite(archive, { dataDir, databaseUrl: db.url });
      const conn = await connect({ dataDir, databaseUrl: db.url });
      const before = await siteRows(conn);
      const error = await restoreSite(archive, { dataDir, databaseUrl: db.url }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(RestoreRefused);
      expect((error as Error).message).toMatch(/The database at DATABASE_URL already holds a site/);
      expect(await siteRows(conn)).toEqual(before);
      await conn.db.execute(sql`update consultation_requests set name = 'changed since'`);
      await conn.close();
      await restoreSite(archive, { dataDir, databaseUrl: db.url }, { force: true });
      const replaced = await connect({ dataDir, databaseUrl: db.url });
      expect(await siteRows(replaced)).toEqual(await siteRows(source));
      await replaced.close();
    } finally {
      await db.drop();
    }
  });
});
