// One page as the page cache holds it: the head it went out with, its body compressed once
// (off the event loop) into brotli and gzip, plain bytes made from gzip once a client asks,
// its validator, and the heads of its replays, made once per encoding.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { BROTLI_PARAMS, chooseEncoding, MIN_BYTES } from './compression.mjs';
import { inlineScriptHashes } from './csp.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// compressed once per change rather than per answer: worth a higher quality than live answers
const STORED_BROTLI = { params: { ...BROTLI_PARAMS, [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } };

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

// Public pages may be kept by browsers, which ask again before each use. Next's default for a
// dynamic page is no-store, which also keeps every page out of the back/forward cache: Back
// and Forward on a phone would reload instead of showing the page at once.
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * @typedef {import('./compression.mjs').Encoding} Encoding
 * @typedef {{ status: number, type: string }} Replayed what a replayed answer was
 * @typedef {(string | string[])[]} Head header names and values in one list, as writeHead takes them
 * @typedef {Partial<Record<Encoding, Buffer>>} Bodies
 * @typedef {Replayed & { head: Head, heads: Map<string, Head>, bodies: Bodies, expires: number, etag: string }} Entry
 */

/**
 * Whether an answer is one page for every visitor: a plain 200 HTML, XML or text answer that
 * sets no cookie and is not kept from search engines (a page for those given its link only,
 * private-pages.mjs).
 * @param {import('node:http').ServerResponse} res
 */
export function isSharedPage(res) {
  if (res.statusCode !== 200) return false;
  if (res.getHeader('set-cookie') !== undefined) return false;
  if (/noindex/i.test(String(res.getHeader('x-robots-tag') ?? ''))) return false;
  const type = String(res.getHeader('content-type') ?? '');
  return /^(text\/html|application\/(rss\+)?xml|text\/plain|text\/xml)/.test(type);
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
 * The page `res` went out as, with `raw` its body before compression, to be held until
 * `expires`. Its policy allows exactly the inline scripts it holds (`policyFor` their hashes).
 * @param {import('node:http').ServerResponse} res
 * @param {Buffer} raw
 * @param {(hashes: readonly string[]) => string} policyFor
 * @param {number} expires
 * @returns {Promise<Entry>}
 */
export async function entryOf(res, raw, policyFor, expires) {
  /** @type {Head} */
  const head = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value !== undefined && !NOT_KEPT.includes(name))
      head.push(name, Array.isArray(value) ? value : String(value));
  }
  const etag = etagOf(raw);
  head.push('content-security-policy', policyFor(inlineScriptHashes(raw.toString('utf8'))));
  head.push('etag', etag);
  /** @type {Bodies} */
  const bodies =
    raw.length < MIN_BYTES
      ? { identity: raw }
      : await Promise.all([brotli(raw, STORED_BROTLI), gzip(raw)]).then(([br, gz]) => ({
          br,
          gzip: gz,
        }));
  return {
    status: res.statusCode,
    type: String(res.getHeader('content-type') ?? ''),
    head,
    heads: new Map(),
    bodies,
    expires,
    etag,
  };
}

/** The bytes of an entry's bodies. @param {Entry} entry */
export const bytesOf = (entry) =>
  Object.values(entry.bodies).reduce((sum, body) => sum + (body?.length ?? 0), 0);

/**
 * The body to answer a request accepting `acceptEncoding` with, and its encoding: brotli, else
 * gzip, else plain bytes, made from gzip (and kept with the entry) the first time one is asked
 * for; `added` is what that made.
 * @param {Entry} entry
 * @param {string | string[] | undefined} acceptEncoding
 * @returns {{ encoding: Encoding, body: Buffer, added: number }}
 */
export function bodyFor(entry, acceptEncoding) {
  let encoding = chooseEncoding(acceptEncoding);
  let body = entry.bodies[encoding];
  if (!body && encoding !== 'identity') {
    encoding = 'identity';
    body = entry.bodies.identity;
  }
  if (body) return { encoding, body, added: 0 };
  const plain = zlib.gunzipSync(/** @type {Buffer} */ (entry.bodies.gzip));
  entry.bodies.identity = plain;
  return { encoding: 'identity', body: plain, added: plain.length };
}

/**
 * The head of an answer from entry, made once per encoding and freshness. A 304 (`encoding`
 * null) carries that of the page but its body's own: type, length and coding.
 * @param {Entry} entry @param {Encoding | null} encoding @param {number} length @param {boolean} stale
 * @returns {Head}
 */
export function headOf(entry, encoding, length, stale) {
  const key = `${encoding ?? 'unchanged'}${stale ? ' stale' : ''}`;
  let head = entry.heads.get(key);
  if (!head) {
    head = [];
    for (let i = 0; i + 1 < entry.head.length; i += 2) {
      const [name = '', value = ''] = [entry.head[i], entry.head[i + 1]];
      if (encoding || name !== 'content-type') head.push(name, value);
    }
    if (encoding) head.push('content-length', String(length));
    head.push('vary', 'Accept-Encoding');
    if (encoding && encoding !== 'identity') head.push('content-encoding', encoding);
    head.push('x-page-cache', stale ? 'stale' : 'hit');
    entry.heads.set(key, head);
  }
  return head;
}
