import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect } from './connect';
import { databaseTemplateDir } from './pglite-memory';

// The embedded database's memory settings (docs/decisions/012-memory.md), on a real PGlite.

describe('the embedded database', () => {
  let dataDir: string | undefined;
  afterEach(() => {
    vi.unstubAllEnvs();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    dataDir = undefined;
  });

  const clientOf = (conn: Awaited<ReturnType<typeof connect>>) =>
    (
      conn.db as unknown as {
        $client: { query: <T>(sql: string) => Promise<{ rows: T[] }> };
      }
    ).$client;

  // one template for the two tests that need it: making one is an initdb, seconds of WASM
  let distDir: string;
  beforeAll(async () => {
    distDir = await buildTemplate();
  }, 120_000);
  // when making it failed, that failure is the one to report
  afterAll(() => distDir && rmSync(distDir, { recursive: true, force: true }));

  /** A dist dir with a template where the build leaves it, marked with a table of its own. */
  async function buildTemplate(): Promise<string> {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'pglite-dist-'));
    const made = mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
    const template = await connect({ dataDir: made });
    await clientOf(template).query('create table made_by_the_build (id int)');
    await template.close();
    renameSync(path.join(made, 'pgdata'), path.join(dist, 'pgdata-template'));
    rmSync(made, { recursive: true, force: true });
    return dist;
  }

  it("starts as a copy of the build's template in production, when there is one", async () => {
    vi.stubEnv('NEXT_DIST_DIR', distDir);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'pglite-memory-'));
    const conn = await connect({ dataDir, template: databaseTemplateDir() });
    try {
      const { rows } = await clientOf(conn).query<{ n: number }>(
        `select count(*)::int as n from pg_tables where tablename = 'made_by_the_build'`,
      );
      expect(rows[0]?.n).toBe(1);
    } finally {
      await conn.close();
    }
    // the template itself is left as it was, for the next first start
    expect(existsSync(path.join(distDir, 'pgdata-template', 'PG_VERSION'))).toBe(true);
  }, 120_000);

  it('starts from initdb when not given the template, as a restore does', async () => {
    // the build's template is there, in production: a restore still loads into an empty database
    vi.stubEnv('NEXT_DIST_DIR', distDir);
    vi.stubEnv('NODE_ENV', 'production');
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'pglite-memory-'));
    const conn = await connect({ dataDir });
    try {
      const { rows } = await clientOf(conn).query<{ n: number }>(
        `select count(*)::int as n from pg_tables where schemaname = 'public'`,
      );
      expect(rows[0]?.n).toBe(0);
    } finally {
      await conn.close();
    }
  }, 120_000);

  it('is created by another process and opened with a 16 MB buffer pool', async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'pglite-memory-'));
    const conn = await connect({ dataDir });
    try {
      expect(existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
      const { rows } = await clientOf(conn).query<{ shared_buffers: string }>(
        'show shared_buffers',
      );
      expect(rows[0]?.shared_buffers).toBe('16MB');
    } finally {
      await conn.close();
    }
    // a later start opens the same files
    const again = await connect({ dataDir });
    await again.close();
  }, 120_000);
});
