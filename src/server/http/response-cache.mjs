// A whole-response cache for anonymous GETs of public pages (docs/decisions/003-caching.md).
// Plain JavaScript: it runs in server.mjs, in front of Next's request handler, before any
// TypeScript is loaded. Public HTML is the same for every visitor (per-visitor bits are
// resolved in the browser), so a rendered page can be replayed until its data changes.

import { chooseEncoding, toBuffer } from './compression.mjs';

const PRIVATE_PREFIXES = ['/_next/', '/api/', '/admin', '/auth', '/media/', '/search', '/account'];
const ROUTER_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-action',
  'next-router-segment-prefetch',
];

// Public pages may be kept by browsers, which ask again before each use. Next's default for a
// dynamic page is no-store, which also keeps every page out of the back/forward cache: Back
// and Forward on a phone would reload instead of showing the page at once.
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer, expires: number }} Entry
 */

/** A draft's preview link shows what the public must not see: never shared, never kept. */
const isPreview = (/** @type {string} */ url) =>
  url.startsWith('/blog/preview/') || /[?&]preview=/.test(url);

/** @param {import('node:http').IncomingMessage} req */
export function cacheKey(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '/';
  const pathname = url.split('?')[0] ?? '/';
  if (PRIVATE_PREFIXES.some((p) => pathname === p || pathname.startsWith(p))) return null;
  if (pathname.includes('.') && !pathname.endsWith('.xml') && !pathname.endsWith('.txt'))
    return null;
  if (ROUTER_HEADERS.some((h) => req.headers[h] !== undefined)) return null;
  if (url.includes('_rsc=')) return null;
  if (isPreview(url)) return null;
  // one entry per encoding the server would answer with (compression.mjs)
  return `${chooseEncoding(req.headers['accept-encoding'])} ${url}`;
}

/** @param {import('node:http').ServerResponse} res @param {number} status */
function isSharedPage(res, status) {
  if (status !== 200) return false;
  if (res.getHeader('set-cookie') !== undefined) return false;
  const type = String(res.getHeader('content-type') ?? '');
  return /^(text\/html|application\/(rss\+)?xml|text\/plain|text\/xml)/.test(type);
}

/**
 * @param {{ ttlMs?: number, maxEntries?: number, now?: () => number }} [options]
 */
export function createResponseCache({ ttlMs = 60_000, maxEntries = 500, now = Date.now } = {}) {
  /** @type {Map<string, Entry>} */
  const entries = new Map();
  let generation = 0;

  /**
   * Serves req from the cache, or lets `next` render it and keeps the result when it is a
   * plain 200 HTML/XML response that sets no cookie.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {() => unknown} next
   */
  function handle(req, res, next) {
    const key = cacheKey(req);
    if (!key) return next();
    const hit = entries.get(key);
    if (hit && hit.expires > now()) {
      res.writeHead(hit.status, { ...hit.headers, 'x-page-cache': 'hit' });
      res.end(req.method === 'HEAD' ? undefined : hit.body);
      return undefined;
    }
    if (req.method === 'HEAD') return next();
    const startedAt = generation;
    /** @type {Uint8Array[]} */
    const chunks = [];
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    /** @param {unknown} chunk @param {unknown} [encoding] */
    const collect = (chunk, encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(toBuffer(/** @type {string | Uint8Array} */ (chunk), [encoding]));
    };
    res.setHeader('x-page-cache', 'miss');
    // what this cache may keep, browsers may keep too; headers handed to writeHead itself are
    // merged in before this runs (compression.mjs)
    const writeHead = res.writeHead;
    /** @type {any} */ (res).writeHead = function (
      /** @type {number} */ status,
      /** @type {any[]} */ ...rest
    ) {
      if (isSharedPage(res, status)) res.setHeader('cache-control', PUBLIC_CACHE_CONTROL);
      return writeHead.call(res, status, ...rest);
    };
    // @ts-expect-error -- same overloads, forwarded as given
    res.write = (chunk, encoding, cb) => {
      collect(chunk, encoding);
      return write(chunk, encoding, cb);
    };
    // @ts-expect-error -- same overloads, forwarded as given
    res.end = (chunk, encoding, cb) => {
      collect(chunk, encoding);
      // a change while this page was rendering makes the render stale
      if (startedAt === generation && isSharedPage(res, res.statusCode)) {
        const headers = /** @type {Record<string, string | string[]>} */ ({ ...res.getHeaders() });
        delete headers['x-page-cache'];
        delete headers['date'];
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value ?? '');
        entries.set(key, {
          status: res.statusCode,
          headers,
          body: Buffer.concat(chunks),
          expires: now() + ttlMs,
        });
      }
      return end(chunk, encoding, cb);
    };
    return next();
  }

  function clear() {
    generation++;
    entries.clear();
  }

  return { handle, clear, size: () => entries.size };
}
