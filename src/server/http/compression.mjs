// Response compression for server.mjs, through the `compression` middleware (Next's own gzip is
// off: `compress: false` in next.config.mjs). Brotli wherever the browser accepts it -- every
// current browser does -- makes the landing page's HTML and the scripts smaller than gzip does;
// gzip remains for the rest (ADR 007).
import zlib from 'node:zlib';
import compression from 'compression';

/** @typedef {'br' | 'gzip' | 'identity'} Encoding */

const COMPRESSIBLE =
  /^(text\/|application\/(javascript|json|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/i;
// below this a compressed body is hardly smaller and costs a stream
export const MIN_BYTES = 1024;

/** Brotli settings for answers compressed as they are sent. */
export const BROTLI_PARAMS = {
  // quality 5 compresses a page quickly and well under gzip's size; the highest quality is far
  // too slow to run per answer (ADR 007)
  [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
  // a 256 KB window instead of the default 4 MB: the same size for pages like these, and far
  // less memory to set up per response
  [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
};

// the answers for the Accept-Encoding values seen: browsers send a handful of spellings, and the
// page cache asks for every answer it replays
/** @type {Map<string, Encoding>} */
const chosen = new Map();

/**
 * The encoding to answer with from bytes already at hand (the page cache, the precompressed
 * static files): brotli, else gzip, else none. Tokens with q=0 are refused; `*` stands for any
 * encoding not named.
 * @param {string | string[] | undefined} acceptEncoding
 * @returns {Encoding}
 */
export function chooseEncoding(acceptEncoding) {
  const header = String(acceptEncoding ?? '');
  const known = chosen.get(header);
  if (known) return known;
  const encoding = parseEncoding(header);
  if (chosen.size >= 64) chosen.clear();
  chosen.set(header, encoding);
  return encoding;
}

/** @param {string} header @returns {Encoding} */
function parseEncoding(header) {
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  const accepts = (/** @type {string} */ name) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Whether a response of this type is worth compressing (the middleware itself leaves out small,
 * empty, HEAD, already encoded and no-transform answers).
 * @param {import('node:http').IncomingMessage} _req
 * @param {import('node:http').ServerResponse} res
 */
export function compressibleType(_req, res) {
  return COMPRESSIBLE.test(String(res.getHeader('content-type') ?? ''));
}

/**
 * The middleware as it runs: on Node's own request and response (its types name Express's, of
 * which it uses nothing).
 * @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void} NodeMiddleware
 */
const middleware = /** @type {NodeMiddleware} */ (
  /** @type {unknown} */ (
    compression({
      threshold: MIN_BYTES,
      filter: compressibleType,
      brotli: { params: BROTLI_PARAMS },
    })
  )
);

/**
 * Compresses what is written to `res` from here on, when the answer turns out to be
 * compressible. Next calls `res.flush()` after each chunk of a streamed page so that it leaves
 * at once; flushes asked for in one turn of the event loop are done together, since each is a
 * round trip to the thread pool and Next writes a page in many small chunks.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function compressResponse(req, res) {
  middleware(req, res, () => {});
  const flush = /** @type {{ flush?: () => void }} */ (res).flush;
  if (!flush) return;
  let queued = false;
  Object.assign(res, {
    flush() {
      if (queued) return;
      queued = true;
      setImmediate(() => {
        queued = false;
        if (!res.writableEnded) flush.call(res);
      });
    },
  });
}
