// Requests/s and p99 latency at 50 connections: the production server (server.mjs, whose
// page cache replays rendered public pages) against a bare Node `http` server replaying the
// very same bytes from memory. The ratio app/bare shows what the app costs over the floor.
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { BROWSER_ACCEPT_ENCODING } from '../scripts/lib/chromium.mjs';
import { request, startBare } from './lib/server.mjs';
import { heading, table } from './lib/table.mjs';

// autocannon appends every response body to a string (`req.body += chunk`), which it only
// needs for its expectBody/verifyBody options. Decoding bodies caps one autocannon process at
// about 36 MB/s: ~900 requests/s for a 40 KB page, whatever the server does, so the app and the
// bare server would both measure the client. Bytes and latencies are still counted as before.
const clientDecodesBodies = (() => {
  try {
    const queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js');
    queue.prototype.addBody = function addBody() {};
    return false;
  } catch {
    return true;
  }
})();

// what a browser sends; the page cache keys on it, so the app replays its brotli copy
/** @type {Record<string, string>} */
const HEADERS = { 'accept-encoding': BROWSER_ACCEPT_ENCODING, accept: 'text/html' };
// hop-by-hop or per-response headers: the bare server sets its own
export const DROP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'date',
  'x-page-cache',
]);

// what bots and tools send: no Accept-Encoding, so the page goes out uncompressed
/** @type {Record<string, string>} */
const PLAIN = { accept: 'text/html' };
/** The address a target's captured answer is replayed at by the bare server. */
export const bareKey = (/** @type {Target} */ target) =>
  target.plain ? `/plain${target.path}` : target.path;

/**
 * @typedef {{ path: string, cached: boolean, plain?: boolean }} Target
 * @typedef {{ requests: number, rps: number, p50: number, p99: number, non2xx: number, errors: number, timeouts: number, bytesPerRequest: number }} Run
 */

/**
 * @param {string} url @param {{ connections: number, duration: number, headers?: Record<string, string> }} options
 * @returns {Promise<Run>}
 */
async function load(url, { connections, duration, headers = HEADERS }) {
  // a slow answer counts with its latency rather than as an error (autocannon's default is 10 s)
  const result = await autocannon({ url, connections, duration, headers, timeout: 30 });
  // requests cut off by the end of a run go on rendering: one more request queues behind them,
  // so the next run starts on an idle server
  await request(url, headers, 120_000).catch(() => undefined);
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerRequest:
      result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

/**
 * Fetches each target as a browser would until the page cache answers (it keeps a page once its
 * compressed copies are made, off the event loop); that answer is kept.
 * @param {string} origin @param {Target[]} targets
 */
export async function capture(origin, targets) {
  /** @type {Record<string, { status: number, headers: Record<string, string>, body: Buffer, cache: string }>} */
  const pages = {};
  for (const target of targets) {
    const { path } = target;
    const sent = target.plain ? PLAIN : HEADERS;
    let res = await request(origin + path, sent);
    for (let i = 0; i < 50 && res.headers['x-page-cache'] === 'miss'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      res = await request(origin + path, sent);
    }
    if (res.status !== 200) throw new Error(`${path} answered HTTP ${res.status}`);
    /** @type {Record<string, string>} */
    const headers = {};
    for (const [name, value] of Object.entries(res.headers)) {
      if (!DROP.has(name) && value !== undefined)
        headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    pages[bareKey(target)] = {
      status: res.status,
      headers,
      body: res.body,
      cache: String(res.headers['x-page-cache'] ?? 'none'),
    };
  }
  return pages;
}

/**
 * @param {{ origin: string, barePort: number, targets: Target[], connections?: number, duration?: number, warmup?: number, log?: (s: string) => void }} options
 */
export async function measureThroughput({
  origin,
  barePort,
  targets,
  connections = 50,
  duration = 10,
  warmup = 3,
  log = console.log,
}) {
  const pages = await capture(origin, targets);
  const bare = await startBare({ port: barePort, pages });
  const rows = [];
  try {
    for (const target of targets) {
      const page = pages[bareKey(target)];
      if (!page) continue;
      const headers = target.plain ? PLAIN : HEADERS;
      /** @type {Record<string, Run>} */
      const runs = {};
      /** @type {[string, string][]} */
      const servers = [
        ['app', origin + target.path],
        ['bare', bare.origin + bareKey(target)],
      ];
      for (const [name, url] of servers) {
        log(
          `Throughput: ${name} ${target.path} (${warmup} s warm-up, ${duration} s at ${connections} connections) ...`,
        );
        await load(url, { connections, duration: warmup, headers });
        runs[name] = await load(url, { connections, duration, headers });
      }
      const app = /** @type {Run} */ (runs.app);
      const bareRun = /** @type {Run} */ (runs.bare);
      rows.push({
        path: target.path,
        cached: target.cached,
        plain: Boolean(target.plain),
        pageCache: page.cache,
        encoding: page.headers['content-encoding'] ?? 'identity',
        bodyBytes: page.body.length,
        app,
        bare: bareRun,
        ratio: bareRun.rps > 0 ? app.rps / bareRun.rps : 0,
      });
    }
  } finally {
    await bare.stop();
  }
  return { connections, duration, warmup, clientDecodesBodies, rows };
}

/** @param {Awaited<ReturnType<typeof measureThroughput>>} result */
export function formatThroughput(result) {
  const { connections, duration, rows } = result;
  const errors = (/** @type {Run} */ run) => run.non2xx + run.errors + run.timeouts;
  const body = table(
    [
      'path',
      'kind',
      'body',
      'app req/s',
      'app p99',
      'bare req/s',
      'bare p99',
      'app/bare',
      'target',
    ],
    rows.map((r) => [
      r.plain ? `${r.path} (no Accept-Encoding)` : r.path,
      r.cached ? `cached (${r.pageCache})` : `uncached (${r.pageCache})`,
      `${(r.bodyBytes / 1024).toFixed(1)} KB ${r.encoding === 'identity' ? 'raw' : r.encoding}`,
      Math.round(r.app.rps).toLocaleString('en-GB'),
      `${r.app.p99} ms`,
      Math.round(r.bare.rps).toLocaleString('en-GB'),
      `${r.bare.p99} ms`,
      `${(r.ratio * 100).toFixed(1)}%`,
      r.cached ? (r.ratio >= 0.1 && r.app.p99 < 100 ? 'met' : 'MISSED') : '-',
    ]),
  );
  const failures = rows
    .filter((r) => errors(r.app) + errors(r.bare) > 0 || r.app.requests === 0)
    .map((r) =>
      r.app.requests === 0
        ? `  ${r.path}: the app completed no request within the run (each took longer than the ${duration} s run)`
        : `  ${r.path}: app ${r.app.non2xx} non-2xx, ${r.app.errors} errors, ${r.app.timeouts} time-outs; bare ${errors(r.bare)} failures`,
    );
  return [
    heading(
      `Throughput: ${connections} connections, ${duration} s per target, Accept-Encoding: ${HEADERS['accept-encoding']}`,
    ),
    body,
    'target for cached pages: app/bare >= 10% and app p99 < 100 ms; "(hit)" = served by the page cache, "(none)" = rendered per request',
    ...(result.clientDecodesBodies
      ? [
          'warning: autocannon decodes every body here, so large pages measure the client, not the servers',
        ]
      : []),
    ...(failures.length > 0 ? ['failed responses:', ...failures] : []),
  ].join('\n');
}
