// A whole-response cache for anonymous GETs of public pages (docs/decisions/003-caching.md).
// Public HTML is the same for every visitor (per-visitor bits are resolved in the browser), so
// a rendered page can be replayed until its data changes. One render serves every encoding:
// the page is kept as brotli and gzip (compressed once, off the event loop), and as plain bytes
// once a client asks for them; its policy allows exactly the inline scripts it holds.
// A page past its minute is still answered from memory while the server renders it again
// behind the visitor's back (stale-while-revalidate): no visitor waits for a render because a
// minute passed, and a busy page that expires is rendered once, not by every request that
// arrives during the render. A page the cache does not hold yet (the first visit after a start
// or a change) is rendered once too: requests that arrive while it is rendered and compressed
// wait for that render (up to `waitMs`) rather than start their own. It holds at most so many
// pages and so many bytes, and lets go of the page asked for least recently first: addresses
// made up by the thousand (each one a page of its own) push out each other, not the pages
// visitors keep asking for. A replayed page carries a validator (ETag): a browser that kept it
// asks again before each use and, while the page is what it holds, gets a 304 without a body.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fresh from 'fresh';
import onHeaders from 'on-headers';
import { BROTLI_PARAMS, chooseEncoding, MIN_BYTES } from './compression.mjs';
import { inlineScriptHashes } from './csp.mjs';
import { pathnameOf } from './request-guard.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// compressed once per change rather than per answer: worth a higher quality than live answers
const STORED_BROTLI = { params: { ...BROTLI_PARAMS, [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } };

const PRIVATE_PREFIXES = ['/_next/', '/api/', '/admin', '/auth', '/media/', '/search', '/account'];
const ROUTER_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-action',
  'next-router-segment-prefetch',
];
// set per answer, or by the layers around the cache on every answer
const NOT_KEPT = [
  'content-encoding',
  'content-length',
  'content-security-policy',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'vary',
  'date',
  'etag',
  'x-page-cache',
];
// marks the server's own request for a page it renders again; its value is known only in-process
const REFRESH_HEADER = 'x-page-cache-refresh';

// Public pages may be kept by browsers, which ask again before each use. Next's default for a
// dynamic page is no-store, which also keeps every page out of the back/forward cache: Back
// and Forward on a phone would reload instead of showing the page at once.
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * @typedef {import('./compression.mjs').Encoding} Encoding
 * @typedef {{ status: number, type: string }} Replayed what a replayed answer was
 * @typedef {(string | string[])[]} Head header names and values in one list, as writeHead takes them
 * @typedef {Replayed & { head: Head, heads: Map<string, Head>, bodies: Partial<Record<Encoding, Buffer>>, expires: number, etag: string | undefined }} Entry
 * @typedef {(path: string, req: import('node:http').IncomingMessage, headers: Record<string, string>) => Promise<void>} Refresh
 * @typedef {Replayed & { key: string, head: Head, bodies: Entry['bodies'], expires: number }} KeptPage
 *   a page as it is kept over a restart (page-store.mjs)
 */

/** A draft's preview link shows what the public must not see: never shared, never kept. */
const isPreview = (/** @type {string} */ url) =>
  url.startsWith('/blog/preview/') || /[?&]preview=/.test(url);

// What a link says about where its visitor came from: campaign tags and the click ids that ads,
// social networks and newsletters add. No page renders differently for them, and a click id is
// new with every click: a page shared on Instagram or in an ad would otherwise be rendered for
// each of its visitors, and fill the cache with copies of itself.
const TRACKING =
  /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|igshid|li_fat_id|mc_cid|mc_eid|ttclid|twclid|yclid|_ga|_gl)$/i;

/**
 * The address without its tracking parameters (the same string when it has none); the page
 * still reads them from the address bar (the visitor numbers and the forms' source do).
 * @param {string} url
 */
export function withoutTracking(url) {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const pairs = url.slice(query + 1).split('&');
  const kept = pairs.filter((pair) => pair !== '' && !TRACKING.test(pair.split('=', 1)[0] ?? ''));
  if (kept.length === pairs.length) return url;
  return kept.length > 0 ? `${url.slice(0, query)}?${kept.join('&')}` : url.slice(0, query);
}

/**
 * The page a request asks for, as the cache keeps it; null for what it never keeps.
 * @param {import('node:http').IncomingMessage} req
 */
export function cacheKey(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '/';
  const pathname = pathnameOf(url);
  if (PRIVATE_PREFIXES.some((p) => pathname === p || pathname.startsWith(p))) return null;
  if (pathname.includes('.') && !pathname.endsWith('.xml') && !pathname.endsWith('.txt'))
    return null;
  if (ROUTER_HEADERS.some((h) => req.headers[h] !== undefined)) return null;
  if (url.includes('_rsc=')) return null;
  if (isPreview(url)) return null;
  return withoutTracking(url);
}

/** @param {import('node:http').ServerResponse} res @param {number} status */
function isSharedPage(res, status) {
  if (status !== 200) return false;
  if (res.getHeader('set-cookie') !== undefined) return false;
  // a page kept from search engines is one for those given its link only (private-pages.mjs)
  if (/noindex/i.test(String(res.getHeader('x-robots-tag') ?? ''))) return false;
  const type = String(res.getHeader('content-type') ?? '');
  return /^(text\/html|application\/(rss\+)?xml|text\/plain|text\/xml)/.test(type);
}

/** @param {unknown} chunk @param {unknown} encoding */
function toBuffer(chunk, encoding) {
  if (typeof chunk === 'string')
    return Buffer.from(
      chunk,
      typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
    );
  return chunk instanceof Uint8Array ? chunk : null;
}

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
 * The headers of an answer from entry, made once per encoding and freshness. A 304 (`encoding`
 * null) carries those of the page but its body's own: type, length and coding.
 * @param {Entry} entry @param {Encoding | null} encoding @param {number} length @param {boolean} stale
 * @returns {Head}
 */
function headOf(entry, encoding, length, stale) {
  const key = `${encoding ?? 'unchanged'}${stale ? ' stale' : ''}`;
  let head = entry.heads.get(key);
  if (!head) {
    head = [];
    for (let i = 0; i < entry.head.length; i += 2)
      if (encoding || entry.head[i] !== 'content-type') head.push(entry.head[i], entry.head[i + 1]);
    if (encoding) head.push('content-length', String(length));
    head.push('vary', 'Accept-Encoding');
    if (encoding && encoding !== 'identity') head.push('content-encoding', encoding);
    head.push('x-page-cache', stale ? 'stale' : 'hit');
    entry.heads.set(key, head);
  }
  return head;
}

/**
 * The validator of a page's body, one for each of its encodings: weak, as If-None-Match compares
 * weakly and the bodies are one page in three codings. Of these very bytes: each render differs
 * (its nonce), and a 304's policy, whose hashes are of this render's inline scripts, applies to
 * the copy the browser holds.
 * @param {Buffer} raw
 */
const etagOf = (raw) => `W/"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`;

/**
 * The ETag among a kept page's headers (one kept before pages had one has none).
 * @param {Head} head
 */
function etagIn(head) {
  for (let i = 0; i < head.length; i += 2) if (head[i] === 'etag') return String(head[i + 1]);
  return undefined;
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
 * }} options `policyFor` is the Content-Security-Policy of a page with these inline script
 *   hashes; a page is fresh for `ttlMs`, then answered while it is rendered again for `staleMs`
 *   more, and past that rendered for the request that asks; a request waits at most `waitMs`
 *   for a render of its page already under way
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
}) {
  /** @type {Map<string, Entry>} */
  const entries = new Map();
  /** the compression of a render that will be kept, by key */
  /** @type {Map<string, Promise<void>>} */
  const keeping = new Map();
  /** @type {Set<string>} */
  const refreshing = new Set();
  /** the first render under way of a page that may be kept, by key; settles once kept or not */
  /** @type {Map<string, Promise<void>>} */
  const rendering = new Map();
  const token = randomBytes(16).toString('hex');
  let generation = 0;
  /** the bodies' bytes of every entry */
  let bytes = 0;

  /** @param {Entry} entry */
  const bytesOf = (entry) =>
    Object.values(entry.bodies).reduce((sum, body) => sum + (body?.length ?? 0), 0);

  /** @param {string} key */
  function drop(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= bytesOf(entry);
  }

  /** Holds entry as key's page, the most recently asked-for; call makeRoom() after. */
  function hold(/** @type {string} */ key, /** @type {Entry} */ entry) {
    drop(key);
    entries.set(key, entry);
    bytes += bytesOf(entry);
  }

  /** Lets go of the least recently asked-for pages (the Map's first) until both bounds hold. */
  function makeRoom() {
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) return;
      drop(key);
    }
  }

  /**
   * The server's own request for a page it renders again, which must reach Next. It sends no
   * browser's User-Agent, so it is no visitor's view either (page-views.mjs).
   * @param {import('node:http').IncomingMessage} req
   */
  const isRefresh = (req) => req.headers[REFRESH_HEADER] === token;

  /**
   * Renders an expired page again, one render per page at a time; a render that is not kept
   * (the page changed to an error, or to one for those given its link only) drops the old copy.
   * @param {string} key @param {Entry} stale @param {import('node:http').IncomingMessage} req
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
      .then(() => keeping.get(key))
      .catch(() => undefined)
      .finally(() => {
        refreshing.delete(key);
        if (entries.get(key) === stale) drop(key);
      });
  }

  /**
   * Answers req from the cache; null when it holds nothing for it. The headers were made once
   * for the page, the policy and the security headers included: nothing is set one by one.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @returns {Replayed | null}
   */
  function serve(req, res) {
    const key = cacheKey(req);
    if (!key || isRefresh(req)) return null;
    const hit = entries.get(key);
    if (!hit) return null;
    const stale = hit.expires <= now();
    if (stale && hit.expires + staleMs <= now()) {
      drop(key);
      return null;
    }
    // asked for now: the last to be let go
    entries.delete(key);
    entries.set(key, hit);
    if (stale) renderAgain(key, hit, req);
    // the browser holds this very page (a request with Cache-Control: no-cache, a reload, never is)
    if (hit.etag && fresh(req.headers, { etag: hit.etag })) {
      res.writeHead(304, headOf(hit, null, 0, stale));
      res.end();
      return hit;
    }
    let encoding = chooseEncoding(req.headers['accept-encoding']);
    let body = hit.bodies[encoding];
    if (!body && encoding !== 'identity') {
      encoding = 'identity';
      body = hit.bodies.identity;
    }
    // plain bytes are kept only once a client without compression asks for them
    if (!body) {
      body = hit.bodies.identity = zlib.gunzipSync(/** @type {Buffer} */ (hit.bodies.gzip));
      bytes += body.length;
      makeRoom();
    }
    res.writeHead(hit.status, headOf(hit, encoding, body.length, stale));
    res.end(req.method === 'HEAD' ? undefined : body);
    return hit;
  }

  /**
   * Waits, at most `waitMs`, for a render of req's page that is under way and may be kept, so
   * that a burst of requests for a page the cache does not hold yet (after a start, or after a
   * change emptied the cache) costs one render rather than one each; resolves at once when there
   * is none. Then serve() has the page, or the request renders it itself.
   * @param {import('node:http').IncomingMessage} req
   * @returns {Promise<void>}
   */
  function rendered(req) {
    const key = cacheKey(req);
    const under = key && !isRefresh(req) && !entries.has(key) ? rendering.get(key) : undefined;
    if (!under) return Promise.resolve();
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    const late = new Promise((resolve) => {
      timer = setTimeout(resolve, waitMs);
      timer.unref?.();
    });
    return Promise.race([under, late]).then(() => clearTimeout(timer));
  }

  /**
   * Keeps what is rendered for req when it turns out to be a plain 200 HTML/XML answer that sets
   * no cookie. Call after the compression layer is in place: this sees the bytes before it.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function record(req, res) {
    const key = cacheKey(req);
    if (!key || req.method === 'HEAD') return;
    res.setHeader('x-page-cache', 'miss');
    // what this cache may keep, browsers may keep too
    onHeaders(res, function shareable() {
      if (isSharedPage(this, this.statusCode))
        this.setHeader('cache-control', PUBLIC_CACHE_CONTROL);
    });
    // a render for an address with tracking parameters carries them in its payload: it is the
    // visitor's, not one to replay to the page's others
    if (key !== (req.url ?? '/')) return;
    const startedAt = generation;
    const settled = beginRender(key, res);
    /** @type {Uint8Array[]} */
    const chunks = [];
    const write = res.write;
    const end = res.end;
    /** @param {unknown} chunk @param {unknown} encoding */
    const collect = (chunk, encoding) => {
      const bytes = toBuffer(chunk, encoding);
      if (bytes) chunks.push(bytes);
    };
    Object.assign(res, {
      /** @param {unknown[]} args */
      write(...args) {
        collect(args[0], args[1]);
        return write.apply(res, /** @type {Parameters<typeof write>} */ (args));
      },
      /** @param {unknown[]} args */
      end(...args) {
        collect(args[0], args[1]);
        // once the head is out, so that what is kept has every header the layers set
        const ended = end.apply(res, /** @type {Parameters<typeof end>} */ (args));
        // a change while this page was rendering makes the render stale
        if (startedAt === generation && isSharedPage(res, res.statusCode)) {
          const kept = keep(key, startedAt, res, Buffer.concat(chunks))
            .catch((error) => console.error('[page cache] could not keep a page:', error))
            .finally(() => {
              if (keeping.get(key) === kept) keeping.delete(key);
              settled();
            });
          keeping.set(key, kept);
        } else settled();
        return ended;
      },
    });
  }

  /**
   * Marks the render of key under way, when no other is, for rendered(); returns what settles it.
   * An answer that ends without its end() (the visitor left, the render failed) settles it too.
   * @param {string} key @param {import('node:http').ServerResponse} res
   */
  function beginRender(key, res) {
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
  }

  /**
   * @param {string} key
   * @param {number} startedAt
   * @param {import('node:http').ServerResponse} res
   * @param {Buffer} raw
   */
  async function keep(key, startedAt, res, raw) {
    /** @type {Head} */
    const head = [];
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value !== undefined && !NOT_KEPT.includes(name))
        head.push(name, Array.isArray(value) ? value : String(value));
    }
    const etag = etagOf(raw);
    head.push('content-security-policy', policyFor(inlineScriptHashes(raw.toString('utf8'))));
    head.push('etag', etag);
    /** @type {Entry['bodies']} */
    const bodies =
      raw.length < MIN_BYTES
        ? { identity: raw }
        : await Promise.all([brotli(raw, STORED_BROTLI), gzip(raw)]).then(([br, gz]) => ({
            br,
            gzip: gz,
          }));
    if (startedAt !== generation) return;
    /** @type {Entry} */
    const entry = {
      status: res.statusCode,
      type: String(res.getHeader('content-type') ?? ''),
      head,
      heads: new Map(),
      bodies,
      expires: now() + ttlMs,
      etag,
    };
    hold(key, entry);
    makeRoom();
  }

  function clear() {
    generation++;
    entries.clear();
    bytes = 0;
  }

  /**
   * The pages held, the least recently asked-for first, each with the time it expires: what
   * restore() takes back after a restart.
   * @returns {KeptPage[]}
   */
  function pages() {
    return [...entries].map(([key, { status, type, head, bodies, expires }]) => ({
      key,
      status,
      type,
      head,
      bodies,
      expires,
    }));
  }

  /**
   * Holds these pages again, as they were when pages() gave them: they are fresh, stale or too
   * old by the times they came with, like any other.
   * @param {readonly KeptPage[]} kept
   */
  function restore(kept) {
    for (const { key, status, type, head, bodies, expires } of kept)
      hold(key, { status, type, head, heads: new Map(), bodies, expires, etag: etagIn(head) });
    makeRoom();
  }

  /** Settles once the renders being compressed to be kept are kept (or not). */
  const settled = () => Promise.all(keeping.values()).then(() => undefined);

  return {
    serve,
    rendered,
    record,
    clear,
    pages,
    restore,
    settled,
    size: () => entries.size,
    bytes: () => bytes,
  };
}
