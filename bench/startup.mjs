// Start time, memory and the first seconds under load: `node server.mjs` on an empty data
// directory (time to the first page, RSS, p99 of the page cache from that moment on), again
// on the same directory (a later start), then 60 s of load on a mix of public and admin pages
// and the RSS after it. The bare Next.js page (`next start`) is measured the same way in run.mjs.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BROWSER_ACCEPT_ENCODING } from '../scripts/lib/chromium.mjs';
import { request, startApp, startBare } from './lib/server.mjs';
import { bareKey, capture } from './throughput.mjs';

const ADMIN = { email: 'bench-admin@example.com', password: 'bench password for the admin' };
/** @type {Record<string, string>} */
const BROWSER = { 'accept-encoding': BROWSER_ACCEPT_ENCODING, accept: 'text/html' };

/** Resident memory of process `pid`, in bytes (Linux), or null. @param {number} pid */
export function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * @param {string} url
 * @param {{ seconds: number, headers?: Record<string, string>, connections?: number }} options
 */
async function p99(url, { seconds, headers = BROWSER, connections = 50 }) {
  const result = await autocannon({ url, connections, duration: seconds, headers, timeout: 30 });
  return {
    p99: result.latency.p99,
    rps: result.requests.average,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** Signs the admin in; the Cookie header of its session. @param {string} origin */
async function adminCookie(origin) {
  const res = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`the admin sign-in answered HTTP ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * The p99 of a bare Node server replaying the app's answers for `/` (brotli, and without
 * Accept-Encoding) for 2 s each: the floor of the first windows' rows on this machine.
 * @param {{ origin: string, barePort: number }} options
 */
async function bareFloor({ origin, barePort }) {
  const targets = [
    { path: '/', cached: true },
    { path: '/', cached: true, plain: true },
  ];
  const bare = await startBare({ port: barePort, pages: await capture(origin, targets) });
  try {
    const [brotli, plain] = targets.map((t) => `${bare.origin}${bareKey(t)}`);
    if (!brotli || !plain) throw new Error('no address for the bare server');
    return {
      brotli: await p99(brotli, { seconds: 2 }),
      plain: await p99(plain, { seconds: 2, headers: { accept: 'text/html' } }),
    };
  } finally {
    await bare.stop();
  }
}

/**
 * On the embedded database by default; on the PostgreSQL database `databaseUrl` (empty) when
 * given. `windows: 0` leaves out the page cache's first seconds.
 * @param {{ port: number, barePort?: number, distDir: string, loadSeconds?: number, windows?: number, databaseUrl?: string, log?: (s: string) => void }} options
 */
export async function measureStartup({
  port,
  barePort = port + 1,
  distDir,
  loadSeconds = 60,
  windows = 5,
  databaseUrl = '',
  log = console.error,
}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'data-bench-start-'));
  const env = {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  try {
    log('Start: first start on an empty data directory ...');
    let app = await startApp({ port, distDir, dataDir, env, log });
    const first = { ms: app.ms, rss: rssOf(app.pid) };
    // the page cache from the first second: consecutive 2 s windows at 50 connections
    /** @type {Awaited<ReturnType<typeof p99>>[]} */
    const early = [];
    for (let i = 0; i < windows; i++) {
      early.push(await p99(`${app.origin}/`, { seconds: 2 }));
    }
    const earlyPlain =
      windows > 0
        ? await p99(`${app.origin}/`, { seconds: 2, headers: { accept: 'text/html' } })
        : null;
    // the same bytes from a bare server, once the app's windows are over
    const earlyBare = windows > 0 ? await bareFloor({ origin: app.origin, barePort }) : null;
    await app.stop();

    log('Start: later start on the same data directory ...');
    app = await startApp({ port, distDir, dataDir, env, log });
    // the port opens once the app has booted: the page cache from its first page on
    const earlyLater = windows > 0 ? await p99(`${app.origin}/`, { seconds: 2 }) : null;
    const later = { ms: app.ms, early: earlyLater, rss: rssOf(app.pid) };
    try {
      const cookie = await adminCookie(app.origin);
      log(`Start: ${loadSeconds} s of load on public and admin pages ...`);
      const publicPaths = [
        '/',
        '/blog',
        '/blog/inside-the-harbour-residence-one-scene-two-audiences',
        '/projects',
        '/projects/harbour-residence',
        '/about',
      ];
      const adminPaths = ['/admin', '/admin/projects', '/admin/blog', '/admin/media'];
      /** @type {import('autocannon').Request[]} */
      const requests = [
        ...publicPaths.map((p) => ({
          method: /** @type {const} */ ('GET'),
          path: p,
          headers: BROWSER,
        })),
        { method: 'GET', path: '/search?q=house', headers: BROWSER },
        ...adminPaths.map((p) => ({
          method: /** @type {const} */ ('GET'),
          path: p,
          headers: { ...BROWSER, cookie },
        })),
      ];
      const result = await autocannon({
        url: app.origin,
        connections: 10,
        duration: loadSeconds,
        requests,
        timeout: 30,
      });
      await request(`${app.origin}/`, BROWSER).catch(() => undefined);
      const mixed = {
        requests: result.requests.total,
        failed: result.non2xx + result.errors + result.timeouts,
        rss: rssOf(app.pid),
      };
      return { first, early, earlyPlain, earlyBare, later, mixed, loadSeconds };
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
