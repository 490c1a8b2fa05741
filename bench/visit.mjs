// A whole visit, as a phone's browser makes it: the landing page read to its end, a project, an
// article and the consultation page, with everything the browser fetched for them (documents,
// stylesheets, scripts, fonts, the images at a phone's size; what it already held, once). The
// visit is recorded in Chromium, each of its answers captured from the app as the browser got
// it, and the sequence replayed by 50 connections, each going through the visit again and again,
// first against the app, then against a bare Node server replaying the same bytes. Visits per
// second are requests per second over the visit's length; the p99 is that of every request.
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import {
  BROWSER_ACCEPT_ENCODING,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
} from '../scripts/lib/chromium.mjs';
import { PHONE, scrollThrough, settle } from './js-size.mjs';
import { request, startBare } from './lib/server.mjs';
import { heading, kb, table } from './lib/table.mjs';
// (importing throughput.mjs also stops autocannon building each body into a string)
import { DROP } from './throughput.mjs';
import { FIRST_POST, FIRST_PROJECT } from '../scripts/lib/public-routes.mjs';

export const VISIT = ['/', FIRST_PROJECT, FIRST_POST, '/request-consultation'];

/**
 * @typedef {{ path: string, kind: string, accept: string }} Step one request of the visit
 * @typedef {{ path: string, p99: number }} Slow
 * @typedef {{ requests: number, rps: number, visits: number, p99: number, worst: Slow, slowest: Slow[], failures: number }} Load
 */

/**
 * The requests a phone's browser makes for `paths`, in order, reading each page to its end: every
 * GET to the site, the site's scripts, stylesheets, fonts and images once (immutable under their
 * addresses, a browser keeps them), the documents and the session read of each page's footer
 * each time.
 * @param {string} origin @param {string[]} paths
 * @returns {Promise<Step[]>}
 */
export async function recordVisit(origin, paths) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  /** @type {Step[]} */
  const steps = [];
  /** @type {Promise<void>[]} */
  const headersRead = [];
  const seen = new Set();
  try {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    /** @type {Set<import('@playwright/test').Request>} */
    const inflight = new Set();
    page.on('request', (req) => {
      inflight.add(req);
      const url = new URL(req.url());
      if (url.origin !== origin || req.method() !== 'GET') return;
      const kind = req.resourceType();
      const path = url.pathname + url.search;
      // what the browser keeps: the immutable scripts, stylesheets, fonts and images
      const kept = url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/media/');
      if (kept && seen.has(path)) return;
      seen.add(path);
      const step = { path, kind, accept: '*/*' };
      steps.push(step);
      // the headers Chromium sent on the wire (req.headers() leaves some out)
      headersRead.push(
        req.allHeaders().then((headers) => {
          step.accept = headers.accept ?? '*/*';
        }),
      );
    });
    page.on('requestfailed', (req) => inflight.delete(req));
    page.on('requestfinished', (req) => inflight.delete(req));
    for (const path of paths) {
      await page.goto(origin + path, { waitUntil: 'load', timeout: 60_000 });
      await settle(inflight);
      await scrollThrough(page);
      await settle(inflight);
    }
    await Promise.all(headersRead);
  } finally {
    await browser.close();
  }
  return steps;
}

/** @param {Step} step */
const headersOf = (step) => ({ accept: step.accept, 'accept-encoding': BROWSER_ACCEPT_ENCODING });

/**
 * Each step's answer from the app, as the browser would get it (a page once the page cache holds
 * it), for the bare server; throws on one that is not a 200.
 * @param {string} origin @param {Step[]} steps
 */
async function captureVisit(origin, steps) {
  /** @type {Record<string, { status: number, headers: Record<string, string>, body: Buffer }>} */
  const answers = {};
  for (const step of steps) {
    let res = await request(origin + step.path, headersOf(step));
    for (let i = 0; i < 50 && res.headers['x-page-cache'] === 'miss'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      res = await request(origin + step.path, headersOf(step));
    }
    if (res.status !== 200) throw new Error(`${step.path} answered HTTP ${res.status}`);
    /** @type {Record<string, string>} */
    const headers = {};
    for (const [name, value] of Object.entries(res.headers))
      if (!DROP.has(name) && value !== undefined)
        headers[name] = Array.isArray(value) ? value.join(', ') : value;
    answers[step.path] = { status: res.status, headers, body: res.body };
  }
  return answers;
}

/**
 * `connections` clients going through `steps` in turn for `duration` s against `origin`.
 * @param {string} origin @param {Step[]} steps
 * @param {{ connections: number, duration: number }} options
 * @returns {Promise<Load>}
 */
async function loadVisit(origin, steps, { connections, duration }) {
  /** @type {number[][]} */
  const latencies = steps.map(() => []);
  const result = await autocannon({
    url: origin,
    connections,
    duration,
    timeout: 30,
    requests: steps.map((step) => ({ method: 'GET', path: step.path, headers: headersOf(step) })),
    // one request at a time per connection, in the visit's order: the nth answer is step n
    setupClient(/** @type {any} */ client) {
      let next = 0;
      client.on(
        'response',
        (/** @type {number} */ _status, /** @type {number} */ _bytes, /** @type {number} */ ms) => {
          latencies[next]?.push(ms);
          next = (next + 1) % steps.length;
        },
      );
    },
  });
  const p99 = (/** @type {number[]} */ values) =>
    values.length === 0
      ? 0
      : Math.round(values.sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? 0);
  const each = latencies.map((values, i) => ({ path: steps[i]?.path ?? '', p99: p99(values) }));
  const slowest = [...each].sort((a, b) => b.p99 - a.p99).slice(0, 5);
  const worst = slowest[0] ?? { path: '-', p99: 0 };
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    visits: result.requests.average / steps.length,
    p99: result.latency.p99,
    worst,
    slowest,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * @param {{ origin: string, barePort: number, connections?: number, duration?: number, warmup?: number, log?: (s: string) => void }} options
 */
export async function measureVisit({
  origin,
  barePort,
  connections = 50,
  duration = 10,
  warmup = 3,
  log = console.log,
}) {
  log(`Visit: recording ${VISIT.join(', ')} in Chromium at a phone's size ...`);
  const steps = await recordVisit(origin, VISIT);
  const answers = await captureVisit(origin, steps);
  const bare = await startBare({ port: barePort, pages: answers });
  /** @type {Record<string, Load>} */
  const runs = {};
  try {
    for (const [name, target] of /** @type {const} */ ([
      ['app', origin],
      ['bare', bare.origin],
    ])) {
      log(`Visit: ${name}, ${steps.length} requests a visit, ${connections} connections ...`);
      await loadVisit(target, steps, { connections, duration: warmup });
      runs[name] = await loadVisit(target, steps, { connections, duration });
    }
  } finally {
    await bare.stop();
  }
  /** @type {Record<string, { requests: number, bytes: number }>} */
  const byKind = {};
  for (const step of steps) {
    const kind = (byKind[step.kind] ??= { requests: 0, bytes: 0 });
    kind.requests += 1;
    kind.bytes += answers[step.path]?.body.length ?? 0;
  }
  const app = /** @type {Load} */ (runs.app);
  const bareRun = /** @type {Load} */ (runs.bare);
  return {
    connections,
    duration,
    steps,
    byKind,
    app,
    bare: bareRun,
    ratio: app.visits / bareRun.visits,
  };
}

/** @param {Awaited<ReturnType<typeof measureVisit>>} result */
export function formatVisit(result) {
  const { app, bare, byKind, steps } = result;
  const row = (/** @type {string} */ name, /** @type {Load} */ run) => [
    name,
    run.visits.toFixed(1),
    Math.round(run.rps).toLocaleString('en-GB'),
    `${run.p99} ms`,
    `${run.worst.p99} ms (${run.worst.path})`,
    String(run.failures),
  ];
  return [
    heading(
      `A whole visit (${VISIT.join(', ')}): ${steps.length} requests, ${result.connections} connections, ${result.duration} s`,
    ),
    table(
      ['what', 'requests', 'bytes as sent'],
      Object.entries(byKind).map(([kind, { requests, bytes }]) => [
        kind,
        String(requests),
        kb(bytes),
      ]),
    ),
    '',
    table(
      ['server', 'visits/s', 'requests/s', 'p99', 'slowest request, p99', 'failures'],
      [row('app', app), row('bare Node, same bytes', bare)],
    ),
    `app/bare ${(result.ratio * 100).toFixed(1)}% (target: at least 50%, and every request's p99 under 20 ms)`,
    `slowest requests on the app, p99: ${app.slowest.map((r) => `${r.path} ${r.p99} ms`).join(', ')}`,
  ].join('\n');
}
