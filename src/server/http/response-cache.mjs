// A whole-response cache for anonymous GETs of public pages (docs/decisions/003-caching.md).
// Public HTML is the same for every visitor (per-visitor bits are resolved in the browser), so
// a rendered page can be replayed until its data changes. One render serves every encoding
// (cached-page.mjs); its policy allows exactly the inline scripts it holds.
// A page past its minute is still answered from memory while the server renders it again
// behind the visitor's back (stale-while-revalidate): no visitor waits for a render because a
// minute passed, and a busy page that expires is rendered once, not by every request that
// arrives during the render. A page the cache does not hold yet (the first visit after a start
// or a change) is rendered once too: requests that arrive while it is rendered and compressed
// wait for that render (up to `waitMs`) rather than start their own. It holds at most so many
// pages and so many bytes (page-shelf.mjs). A replayed page carries a validator (ETag): a
// browser that kept it asks again before each use and, while the page is what it holds, gets a
// 304 without a body.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import fresh from 'fresh';
import onHeaders from 'on-headers';
import { cacheKey } from './cache-key.mjs';
import { bodyFor, entryOf, headOf, isSharedPage, PUBLIC_CACHE_CONTROL } from './cached-page.mjs';
import { createPageShelf } from './page-shelf.mjs';

// marks the server's own request for a page it renders again; its value is known only in-process
const REFRESH_HEADER = 'x-page-cache-refresh';

/**
 * @typedef {import('./cached-page.mjs').Replayed} Replayed
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {import('node:http').ServerResponse} Res
 * @typedef {(path: string, req: Req, headers: Record<string, string>) => Promise<void>} Refresh
 * @typedef {'hit' | 'stale' | 'miss'} Lookup what the cache made of a request it may answer
 */

/**
 * Asks the server, on the address and port `req` came in on, for `path` again, and reads the
 * answer to its end; the render it causes is recorded like any other.
 * @type {Refresh}
 */
function requestAgain(path, req, headers) {
  const { localAddress: host, localPort: port } = req.socket;
  return new Promise((resolve) => {
    if (!host || !port) return resolve();
    const again = http.get({ host, port, path, headers, timeout: 30_000 }, (res) => {
      res.resume();
      res.once('end', resolve);
      res.once('error', () => resolve());
    });
    again.once('timeout', () => again.destroy());
    again.once('error', () => resolve());
    // whatever ended it (a timeout, a reset mid-answer)
    again.once('close', () => resolve());
  });
}

/**
 * @param {{
 *   policyFor: (hashes: readonly string[]) => string,
 *   ttlMs?: number,
 *   staleMs?: number,
 *   maxEntries?: number,
 *   maxBytes?: number,
 *   now?: () => number,
 *   refresh?: Refresh,
 *   waitMs?: number,
 *   onLookup?: (lookup: Lookup, req: Req) => void,
 *   onError?: (error: unknown) => void,
 * }} options `policyFor` is the Content-Security-Policy of a page with these inline script
 *   hashes; a page is fresh for `ttlMs`, then answered while it is rendered again for `staleMs`
 *   more, and past that rendered for the request that asks; a request waits at most `waitMs`
 *   for a render of its page already under way. `onLookup` hears, once for each visitor's
 *   request the cache may answer, whether it did (the metrics count them); `onError` of a page
 *   it could not keep.
 */
export function createResponseCache({
  policyFor,
  ttlMs = 60_000,
  staleMs = 10 * 60_000,
  maxEntries = 500,
  // several hundred compressed pages, far fewer once plain copies are asked for too (ADR 003)
  maxBytes = 16 * 1024 * 1024,
  now = Date.now,
  refresh = requestAgain,
  waitMs = 5_000,
  onLookup = () => {},
  onError = () => {},
}) {
  const shelf = createPageShelf({ maxEntries, maxBytes });
  const renders = createRendersUnderWay(waitMs);
  /** @type {Set<string>} */
  const refreshing = new Set();
  const token = randomBytes(16).toString('hex');
  // a change while a page was rendering makes that render stale
  let generation = 0;

  /**
   * The server's own request for a page it renders again, which must reach Next. It sends no
   * browser's User-Agent, so it is no visitor's view either (page-views.mjs).
   * @param {Req} req
   */
  const isRefresh = (req) => req.headers[REFRESH_HEADER] === token;

  /**
   * Renders an expired page again, one render per page at a time; a render that is not kept
   * (the page changed to an error, or to one for those given its link only) drops the old copy.
   * @param {string} key @param {import('./cached-page.mjs').Entry} stale @param {Req} req
   */
  function renderAgain(key, stale, req) {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    const headers = {
      host: req.headers.host ?? 'localhost',
      accept: 'text/html',
      'accept-encoding': 'identity',
      [REFRESH_HEADER]: token,
    };
    void refresh(key, req, headers)
      .then(() => renders.settled(key))
      .catch(() => undefined)
      .finally(() => {
        refreshing.delete(key);
        if (shelf.get(key) === stale) shelf.drop(key);
      });
  }

  /**
   * Answers req from the cache; null when it holds nothing for it. The headers were made once
   * for the page, the policy and the security headers included: nothing is set one by one.
   * @param {Req} req @param {Res} res
   * @returns {Replayed | null}
   */
  function serve(req, res) {
    const key = cacheKey(req);
    if (!key || isRefresh(req)) return null;
    const hit = shelf.get(key);
    const stale = hit !== undefined && hit.expires <= now();
    if (!hit || (stale && hit.expires + staleMs <= now())) {
      if (hit) shelf.drop(key);
      return null;
    }
    onLookup(stale ? 'stale' : 'hit', req);
    if (stale) renderAgain(key, hit, req);
    // the browser holds this very page (a request with Cache-Control: no-cache, a reload, never is)
    if (fresh(req.headers, { etag: hit.etag })) {
      shelf.touch(key, hit);
      res.writeHead(304, headOf(hit, null, 0, stale));
      res.end();
      return hit;
    }
    const { encoding, body, added } = bodyFor(hit, req.headers['accept-encoding']);
    shelf.touch(key, hit, added);
    res.writeHead(hit.status, headOf(hit, encoding, body.length, stale));
    res.end(req.method === 'HEAD' ? undefined : body);
    return hit;
  }

  /**
   * Waits, at most `waitMs`, for a render of req's page that is under way and may be kept, so
   * that a burst of requests for a page the cache does not hold yet (after a start, or after a
   * change emptied the cache) costs one render rather than one each; resolves at once when there
   * is none. Then serve() has the page, or the request renders it itself.
   * @param {Req} req
   * @returns {Promise<void>}
   */
  function rendered(req) {
    const key = cacheKey(req);
    return key && !isRefresh(req) && !shelf.has(key) ? renders.wait(key) : Promise.resolve();
  }

  /**
   * Keeps what is rendered for req when it turns out to be one page for every visitor. Call
   * after the compression layer is in place: this sees the bytes before it.
   * @param {Req} req @param {Res} res
   */
  function record(req, res) {
    const key = cacheKey(req);
    if (!key || req.method === 'HEAD') return;
    if (!isRefresh(req)) onLookup('miss', req);
    res.setHeader('x-page-cache', 'miss');
    // what this cache may keep, browsers may keep too
    onHeaders(res, () => {
      if (isSharedPage(res)) res.setHeader('cache-control', PUBLIC_CACHE_CONTROL);
    });
    // a render for an address with tracking parameters carries them in its payload: it is the
    // visitor's, not one to replay to the page's others
    if (key !== (req.url ?? '/')) return;
    const startedAt = generation;
    const settle = renders.begin(key, res);
    captureBody(res, (raw) => {
      if (startedAt !== generation || !isSharedPage(res)) return settle();
      entryOf(res, raw, policyFor, now() + ttlMs)
        .then((entry) => {
          if (startedAt === generation) shelf.hold(key, entry);
        })
        .catch(onError)
        .finally(settle);
    });
  }

  function clear() {
    generation++;
    shelf.clear();
  }

  return { serve, rendered, record, clear, size: shelf.size, bytes: shelf.bytes };
}

/**
 * The renders under way of pages that may be kept, by key: each settles once its page is kept,
 * or turned out not to be one to keep.
 * @param {number} waitMs the longest a request waits for one
 */
function createRendersUnderWay(waitMs) {
  /** @type {Map<string, Promise<void>>} */
  const rendering = new Map();
  return {
    /**
     * Marks the render of key under way, when no other is; returns what settles it. An answer
     * that ends without its end() (the visitor left, the render failed) settles it too.
     * @param {string} key @param {Res} res
     */
    begin(key, res) {
      /** @type {() => void} */
      let settle = () => {};
      const done = new Promise((resolve) => (settle = () => resolve(undefined)));
      if (!rendering.has(key)) {
        rendering.set(key, done);
        void done.then(() => {
          if (rendering.get(key) === done) rendering.delete(key);
        });
      }
      res.once('close', () => {
        if (!res.writableEnded) settle();
      });
      return settle;
    },
    /** The render of key under way, if any. @param {string} key */
    settled: (key) => rendering.get(key),
    /**
     * Resolves once the render of key under way settles, or after `waitMs`; at once when none is.
     * @param {string} key @returns {Promise<void>}
     */
    wait(key) {
      const under = rendering.get(key);
      if (!under) return Promise.resolve();
      /** @type {ReturnType<typeof setTimeout> | undefined} */
      let timer;
      const late = new Promise((resolve) => {
        timer = setTimeout(resolve, waitMs);
        timer.unref?.();
      });
      return Promise.race([under, late]).then(() => clearTimeout(timer));
    },
  };
}

/**
 * Collects what is written to res, and hands it whole to `ended` once res.end() has sent the
 * head, so that the page is kept with every header the layers set.
 * @param {Res} res @param {(raw: Buffer) => void} ended
 */
function captureBody(res, ended) {
  /** @type {Uint8Array[]} */
  const chunks = [];
  const write = res.write;
  const end = res.end;
  /** @param {unknown} chunk @param {unknown} encoding */
  const collect = (chunk, encoding) => {
    if (typeof chunk === 'string')
      chunks.push(
        Buffer.from(
          chunk,
          typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
        ),
      );
    else if (chunk instanceof Uint8Array) chunks.push(chunk);
  };
  Object.assign(res, {
    /** @param {Parameters<Res['write']>} args */
    write(...args) {
      collect(args[0], args[1]);
      return write.apply(res, args);
    },
    /** @param {Parameters<Res['end']>} args */
    end(...args) {
      collect(args[0], args[1]);
      const result = end.apply(res, args);
      ended(Buffer.concat(chunks));
      return result;
    },
  });
}
