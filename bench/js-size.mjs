// The JavaScript a visitor on a phone downloads per public route: every script response of
// a fresh page load, plus the chunks that load lazily while scrolling to the bottom. Each
// script body is gzipped here with zlib so that every byte is counted the same way,
// whatever encoding the server chose.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { heading, kb, table } from './lib/table.mjs';

/**
 * Waits until no request has been in flight for `quietMs` (or `maxMs` passed).
 * @param {Set<unknown>} inflight
 */
export async function settle(inflight, quietMs = 700, maxMs = 15_000) {
  const deadline = Date.now() + maxMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    if (inflight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
  }
}

/** A phone as Lighthouse emulates it (Moto G Power); each context starts with an empty cache. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Scrolls the page to its bottom as a reader would, a screen at a time. */
export const scrollThrough = (/** @type {import('@playwright/test').Page} */ page) =>
  page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.6));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 120));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });

/** @param {import('@playwright/test').Browser} browser @param {string} url */
async function measureRoute(browser, url) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  /** @type {Set<import('@playwright/test').Request>} */
  const inflight = new Set();
  /** @type {Map<string, Promise<{ path: string, raw: number, gzip: number, sent: number }>>} */
  const scripts = new Map();
  page.on('request', (req) => inflight.add(req));
  page.on('requestfailed', (req) => inflight.delete(req));
  page.on('requestfinished', (req) => inflight.delete(req));
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script' || scripts.has(res.url())) return;
    scripts.set(
      res.url(),
      Promise.all([res.body(), res.request().sizes()]).then(
        ([body, sizes]) => ({
          path: new URL(res.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body).length,
          // as the server sent it (brotli copies, see src/server/http/static-assets.mjs)
          sent: sizes.responseBodySize,
        }),
        () => ({ path: new URL(res.url()).pathname, raw: 0, gzip: 0, sent: 0 }),
      ),
    );
  });
  try {
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await settle(inflight);
    const beforeScrolling = new Set(scripts.keys());
    await scrollThrough(page);
    await settle(inflight);
    const sizes = await Promise.all(
      [...scripts].map(async ([url, size]) => ({
        ...(await size),
        onScroll: !beforeScrolling.has(url),
      })),
    );
    return {
      status: response?.status() ?? 0,
      scripts: sizes.length,
      rawBytes: sizes.reduce((sum, s) => sum + s.raw, 0),
      gzipBytes: sizes.reduce((sum, s) => sum + s.gzip, 0),
      // of which the chunks that came while scrolling (the landing page's later sections)
      onScrollGzipBytes: sizes.reduce((sum, s) => sum + (s.onScroll ? s.gzip : 0), 0),
      sentBytes: sizes.reduce((sum, s) => sum + s.sent, 0),
      files: sizes,
    };
  } finally {
    await context.close();
  }
}

/** @param {{ origin: string, routes: string[], budgetKb?: number, log?: (s: string) => void }} options */
export async function measureJsSize({ origin, routes, budgetKb = 140, log = console.log }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const rows = [];
  try {
    for (const route of routes) {
      log(`JavaScript: ${route} ...`);
      rows.push({ route, ...(await measureRoute(browser, origin + route)) });
    }
  } finally {
    await browser.close();
  }
  return { budgetKb, rows };
}

/** @param {Awaited<ReturnType<typeof measureJsSize>>} result */
export function formatJsSize({ budgetKb, rows }) {
  const over = rows.filter((r) => r.gzipBytes / 1024 > budgetKb || r.status !== 200);
  return [
    heading(
      `JavaScript per public route (gzipped, after scrolling to the bottom; budget ${budgetKb} KB)`,
    ),
    table(
      [
        'route',
        'HTTP',
        'scripts',
        'raw',
        'gzipped',
        'of it on scrolling',
        'sent (brotli)',
        'budget',
      ],
      rows.map((r) => [
        r.route,
        r.status,
        r.scripts,
        kb(r.rawBytes),
        kb(r.gzipBytes),
        kb(r.onScrollGzipBytes),
        kb(r.sentBytes),
        r.gzipBytes / 1024 <= budgetKb
          ? `ok (${((r.gzipBytes / 1024 / budgetKb) * 100).toFixed(0)}%)`
          : 'OVER',
      ]),
    ),
    over.length === 0
      ? `every route is within ${budgetKb} KB`
      : `${over.length} route(s) over budget or not HTTP 200`,
    '',
    'largest scripts (gzipped) and how many of the routes load them:',
    table(
      ['script', 'gzipped', 'routes'],
      largestScripts(rows).map((s) => [s.path, kb(s.gzip), `${s.routes}/${rows.length}`]),
    ),
  ].join('\n');
}

/** The ten largest scripts over all routes, with the number of routes that load each. */
function largestScripts(/** @type {Awaited<ReturnType<typeof measureJsSize>>['rows']} */ rows) {
  /** @type {Map<string, { path: string, gzip: number, routes: number }>} */
  const all = new Map();
  for (const row of rows) {
    for (const file of row.files) {
      const entry = all.get(file.path) ?? { path: file.path, gzip: file.gzip, routes: 0 };
      entry.routes++;
      all.set(file.path, entry);
    }
  }
  return [...all.values()].sort((a, b) => b.gzip - a.gzip).slice(0, 10);
}
