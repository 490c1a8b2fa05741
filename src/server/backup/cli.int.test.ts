import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPostgres, pgliteTemplate } from '#test/databases';
import { clusterIdentity, fillSite, siteRows } from '#test/backup-site';
import { copyTree } from '@/server/db/copy-tree';
import { connect, migrate, type Connection } from '@/server/db/connect';
import { localStorageAt } from '@/server/storage';
import { startControlServer } from './control';
import { transactionsOf } from '@/server/db/raw-sql';

// `npm run backup` and `npm run restore` as an operator runs them: the move from the embedded
// database to PostgreSQL and back, the backup of a running server through its local channel, and
// one clear line and status 1 for every refusal.

const root = path.resolve(__dirname, '../../..');

function run(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string | undefined>,
) {
  return new Promise<{ code: number; out: string }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        '--conditions=react-server',
        path.join(root, `scripts/${script}.ts`),
        ...args,
      ],
      { cwd: root, env: { NODE_ENV: 'production', PATH: process.env.PATH ?? '', ...env } },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code: number | null) => resolve({ code: code ?? -1, out: out.trim() }));
  });
}

describe('the backup and restore commands', () => {
  let work: string;
  let siteDir: string;
  let site: Connection;
  let expected: Awaited<ReturnType<typeof siteRows>>;
  let identity: string;
  // a build's directory, with its empty database (scripts/create-database-template.ts)
  let distDir: string;

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'backup-cli-'));
    distDir = path.join(work, 'dist');
    await copyTree(pgliteTemplate()!, path.join(distDir, 'pgdata-template'));
    siteDir = path.join(work, 'site');
    site = await connect({ dataDir: siteDir, template: pgliteTemplate() });
    identity = await clusterIdentity(site);
    await migrate(site);
    await fillSite(site, siteDir);
    expected = await siteRows(site);
    await site.close();
  });

  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('moves a site from the embedded database to PostgreSQL and back', async () => {
    const archive = path.join(work, 'embedded.tar');
    const backup = await run('backup', [archive], { DATA_DIR: siteDir });
    expect(backup.out).toMatch(
      /^Backed up \d+ rows in \d+ tables and \d+ media files to .*embedded\.tar \(\d+\.\d MB\)\.$/,
    );
    expect(backup.code).toBe(0);

    const pg = await emptyPostgres();
    try {
      const pgDir = path.join(work, 'pg-media');
      const restored = await run('restore', [archive], { DATABASE_URL: pg.url, DATA_DIR: pgDir });
      expect(restored.out).toMatch(
        /^Restored .* into the PostgreSQL database at DATABASE_URL\. Start the site with npm start\.$/,
      );
      expect(restored.code).toBe(0);
      const onPg = await connect({ databaseUrl: pg.url, dataDir: pgDir });
      expect(await siteRows(onPg)).toEqual(expected);
      await onPg.close();

      const back = path.join(work, 'postgres.tar');
      expect((await run('backup', [back], { DATABASE_URL: pg.url, DATA_DIR: pgDir })).code).toBe(0);
      const againDir = path.join(work, 'embedded-again');
      const restore = { DATA_DIR: againDir, NEXT_DIST_DIR: distDir };
      expect((await run('restore', [back], restore)).code).toBe(0);
      const embedded = await connect({ dataDir: againDir });
      expect(await siteRows(embedded)).toEqual(expected);
      // built from the build's empty database
      expect(await clusterIdentity(embedded)).toBe(identity);
      await embedded.close();

      const refusal = await run('restore', [back], restore);
      expect(refusal).toEqual({
        code: 1,
        out: expect.stringMatching(
          /already holds a site; run the restore with --force to replace it\.$/,
        ),
      });
      expect(refusal.out).not.toContain('\n');
    } finally {
      await pg.drop();
    }
    // six commands, each a fresh Node process compiling TypeScript
  }, 240_000);

  it('backs up a running server through its local channel, and refuses to restore under it', async () => {
    // this test process plays the server: it holds the data directory and answers on its socket
    const server = await connect({ dataDir: siteDir });
    await writeFile(path.join(siteDir, 'server.lock'), String(process.pid));
    const channel = await startControlServer(siteDir, async () => ({
      engine: 'pglite',
      inTransaction: transactionsOf(server),
      storage: localStorageAt(siteDir),
    }));
    try {
      const archive = path.join(work, 'live.tar');
      const backup = await run('backup', [archive], { DATA_DIR: siteDir });
      expect(backup.code).toBe(0);
      expect((await stat(archive)).size).toBeGreaterThan(10_000);

      const refusal = await run('restore', [archive, '--force'], { DATA_DIR: siteDir });
      expect(refusal.code).toBe(1);
      expect(refusal.out).toMatch(
        new RegExp(
          `^The site's server \\(process ${process.pid}\\) is using .*; stop it, then restore\\.$`,
        ),
      );
      expect(await siteRows(server)).toEqual(expected);
    } finally {
      await channel.close();
      await rm(path.join(siteDir, 'server.lock'), { force: true });
      await server.close();
    }
  }, 120_000);

  it('says what is wrong in one line', async () => {
    const missing = await run('restore', [path.join(work, 'nope.tar')], {
      DATA_DIR: path.join(work, 'x'),
    });
    expect(missing.code).toBe(1);
    expect(missing.out).not.toContain('\n');
    const usage = await run('backup', [], {});
    expect(usage.code).toBe(2);
    const config = await run('backup', [path.join(work, 'y.tar')], { BACKUP_KEEP: '0' });
    expect(config).toEqual({
      code: 1,
      out: expect.stringMatching(/^Invalid configuration: BACKUP_KEEP/),
    });
  }, 120_000);
});
