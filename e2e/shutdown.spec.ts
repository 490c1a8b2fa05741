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

const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  accept: 'text/html',
};
// polled as a monitor would, which the counter leaves out
const MONITOR = { 'user-agent': 'curl/8.5.0' };
// PostgreSQL's pg_control: the cluster's state, a 4-byte enum after two 8-byte fields
const STATE_OFFSET = 16;
const SHUT_DOWN = 1;

/** Starts the production server on dataDir; stop() sends SIGTERM and resolves with its exit code. */
function startServer(dataDir: string, port: number) {
  const origin = `http://localhost:${port}`;
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
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  server.stdout!.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  return {
    origin,
    output,
    /** the first answer for `/`, polled until it is a 200 */
    firstPage: async () => {
      let answer: Response | undefined;
      await expect
        .poll(
          async () => {
            answer = await fetch(`${origin}/`, { headers: MONITOR }).catch(() => undefined);
            return answer?.status ?? 0;
          },
          { timeout: 90_000, intervals: [100] },
        )
        .toBe(200);
      return answer!;
    },
    stop: () => {
      server.kill('SIGTERM');
      return exited;
    },
    kill: () => {
      if (server.exitCode === null) server.kill('SIGKILL');
    },
  };
}

async function visit(origin: string, page: string) {
  const res = await fetch(origin + page, { headers: BROWSER });
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  return res.headers.get('x-page-cache');
}

async function pageViews(dataDir: string) {
  const db = await PGlite.create(path.join(dataDir, 'pgdata'));
  try {
    const { rows } = await db.query<{ key: string; views: number }>(
      `select key, views from visitor_daily where dimension = 'page' order by key`,
    );
    return rows;
  } finally {
    await db.close();
  }
}

test('a stopped server writes its visitor numbers and shuts its database down', async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'studio-stop-'));
  const server = startServer(dataDir, port);
  try {
    expect((await server.firstPage()).headers.get('x-page-cache')).toBe('miss');
    await visit(server.origin, '/');
    expect(await visit(server.origin, '/')).toBe('hit');
    await visit(server.origin, '/blog');
    expect(await server.stop(), server.output.stderr).toBe(0);

    const control = await readFile(path.join(dataDir, 'pgdata', 'global', 'pg_control'));
    expect(control.readUInt32LE(STATE_OFFSET)).toBe(SHUT_DOWN);
    expect(await pageViews(dataDir)).toEqual([
      { key: '/', views: 2 },
      { key: '/blog', views: 1 },
    ]);
  } finally {
    server.kill();
    await rm(dataDir, { recursive: true, force: true });
  }
});
