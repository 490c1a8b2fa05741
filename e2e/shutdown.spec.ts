import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { root, serverProcess } from '../scripts/lib/build.mjs';
import { freePort } from '../test/ports';
import { expect, test } from './fixtures';

// A stop, as a service manager asks for one (SIGTERM), on a server of its own built like the
// one the other specs use: the page views counted in memory are written and the embedded database
// is shut down cleanly before the process exits 0. Killed instead, both were lost: the views
// since the last write (every 15 s) and the clean state, which the next start then recovered from.

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
// PostgreSQL's pg_control: the cluster's state, a 4-byte enum after two 8-byte fields
const STATE_OFFSET = 16;
const SHUT_DOWN = 1;

test('a stopped server writes its visitor numbers and shuts its database down', async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'studio-stop-'));
  const { args, env } = serverProcess({
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: process.env.E2E_DIST_DIR || '.next-e2e',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SITE_URL: origin,
  });
  const server = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  try {
    // polled as a monitor would, which the counter leaves out
    await expect
      .poll(
        () =>
          fetch(`${origin}/`, { headers: { 'user-agent': 'curl/8.5.0' } }).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 90_000, intervals: [250] },
      )
      .toBe(200);
    for (const page of ['/', '/blog']) {
      const res = await fetch(origin + page, {
        headers: { 'user-agent': BROWSER_UA, accept: 'text/html' },
      });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }

    server.kill('SIGTERM');
    expect(await exited, stderr).toBe(0);

    const control = await readFile(path.join(dataDir, 'pgdata', 'global', 'pg_control'));
    expect(control.readUInt32LE(STATE_OFFSET)).toBe(SHUT_DOWN);
    const db = await PGlite.create(path.join(dataDir, 'pgdata'));
    try {
      const { rows } = await db.query<{ key: string; views: number }>(
        `select key, views from visitor_daily where dimension = 'page' order by key`,
      );
      expect(rows).toEqual([
        { key: '/', views: 1 },
        { key: '/blog', views: 1 },
      ]);
    } finally {
      await db.close();
    }
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
});
