// Response compression for server.mjs (Next's own gzip is off: `compress: false` in
// next.config.ts). Brotli wherever the browser accepts it -- every current browser does --
// makes the landing page's HTML about a third smaller than gzip and scripts about 13%
// smaller; gzip remains for the rest. Plain JavaScript: it runs before any TypeScript loads.
import zlib from 'node:zlib';

/** @typedef {'br' | 'gzip' | 'identity'} Encoding */

const COMPRESSIBLE =
  /^(text\/|application\/(javascript|json|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/i;
// below this a compressed body is hardly smaller and costs a stream
const MIN_BYTES = 1024;
// quality 5 compresses a 360 KB page in ~3 ms, at ~2/3 of gzip's size; 11 takes ~300 ms
const BROTLI_QUALITY = 5;
// a 256 KB window instead of the default 4 MB: the same size for pages like these, and far
// less memory to set up per response (uncached renders at 50 connections: ~65/s with the
// default window, ~85/s with this one, as with gzip)
const BROTLI_WINDOW_BITS = 18;
// written chunks wait for the end of the event-loop turn unless they add up to this
const BATCH_BYTES = 64 * 1024;

/**
 * The encoding to answer with: brotli, else gzip, else none. Tokens with q=0 are refused;
 * `*` stands for any encoding not named.
 * @param {string | string[] | undefined} acceptEncoding
 * @returns {Encoding}
 */
export function chooseEncoding(acceptEncoding) {
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of String(acceptEncoding ?? '').split(',')) {
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
 * Whether a response with these headers should be compressed.
 * @param {number} status
 * @param {import('node:http').OutgoingHttpHeaders} headers
 */
export function compressible(status, headers) {
  if (status < 200 || status === 204 || status === 206 || status === 304) return false;
  if (headers['content-encoding'] !== undefined) return false;
  if (!COMPRESSIBLE.test(String(headers['content-type'] ?? ''))) return false;
  if (/\bno-transform\b/i.test(String(headers['cache-control'] ?? ''))) return false;
  const length = Number(headers['content-length']);
  return !(Number.isFinite(length) && length < MIN_BYTES);
}

/** @param {import('node:http').ServerResponse} res */
function addVary(res) {
  const vary = String(res.getHeader('vary') ?? '');
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary))
    res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * A written chunk as bytes; `args` are what followed it in the write/end call.
 * @param {string | Buffer | Uint8Array} chunk
 * @param {unknown[]} args
 */
export function toBuffer(chunk, args) {
  if (typeof chunk !== 'string') return chunk;
  return Buffer.from(
    chunk,
    typeof args[0] === 'string' ? /** @type {BufferEncoding} */ (args[0]) : 'utf8',
  );
}

/** @param {Encoding} encoding */
function createEncoder(encoding) {
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
        },
      })
    : zlib.createGzip();
}

/**
 * Compresses what is written to `res` from here on, when the response turns out to be
 * compressible. Streaming keeps working: a `res.flush()` (Next calls it after each chunk it
 * writes) flushes the encoder at the end of that turn of the event loop, so a streamed
 * section leaves at once.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function compressResponse(req, res) {
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  /** @type {zlib.Gzip | zlib.BrotliCompress | null} */
  let encoder = null;

  // Next writes a streamed page in many small chunks, one tick apart at most, and asks for a
  // flush after each; every encoder call is a round trip to the thread pool. Chunks written
  // in one turn of the event loop are compressed and flushed together.
  /** @type {Buffer[]} */
  let pending = [];
  let pendingBytes = 0;
  let flushWanted = false;
  let ended = false;
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      if (encoder && !ended) compressPending(flushWanted);
    });
  };
  /** @param {boolean} flush */
  const compressPending = (flush) => {
    let ok = true;
    if (pending.length)
      ok = /** @type {NonNullable<typeof encoder>} */ (encoder).write(Buffer.concat(pending));
    pending = [];
    pendingBytes = 0;
    if (flush) {
      flushWanted = false;
      encoder?.flush();
    }
    return ok;
  };

  /** @type {any} */ (res).writeHead = function (
    /** @type {number} */ status,
    /** @type {any[]} */ ...rest
  ) {
    // headers given to writeHead directly join the others, so they can be inspected and changed
    const headers = typeof rest[0] === 'string' ? rest[1] : rest[0];
    const reason = typeof rest[0] === 'string' ? [rest[0]] : [];
    if (Array.isArray(headers)) {
      // Node's flat form: [name, value, name, value, ...]
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
    } else if (headers) {
      for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v);
    }
    if (compressible(status, res.getHeaders())) {
      addVary(res);
      if (encoding !== 'identity' && req.method !== 'HEAD') {
        res.setHeader('content-encoding', encoding);
        res.removeHeader('content-length');
        encoder = createEncoder(encoding);
        encoder.on('data', (/** @type {Buffer} */ chunk) => {
          if (write.call(res, chunk) === false) encoder?.pause();
        });
        encoder.on('end', () => end.call(res));
        encoder.on('drain', () => res.emit('drain'));
        // a failing encoder cuts the answer short rather than the process
        encoder.on('error', () => res.destroy());
        res.on('drain', () => encoder?.resume());
        // the browser went away mid-answer: nothing more to compress
        res.on('close', () => encoder?.destroy());
      }
    }
    return writeHead.call(res, status, ...reason);
  };

  /** @type {any} */ (res).write = function (
    /** @type {any} */ chunk,
    /** @type {any[]} */ ...args
  ) {
    if (!res.headersSent) /** @type {any} */ (res)._implicitHeader();
    if (!encoder) return write.call(res, chunk, ...args);
    const callback = args.find((a) => typeof a === 'function');
    const bytes = toBuffer(chunk, args);
    pending.push(bytes);
    pendingBytes += bytes.length;
    if (callback) process.nextTick(callback);
    if (pendingBytes >= BATCH_BYTES) return compressPending(false);
    schedule();
    return true;
  };

  /** @type {any} */ (res).end = function (/** @type {any} */ chunk, /** @type {any[]} */ ...args) {
    if (typeof chunk === 'function') {
      args.unshift(chunk);
      chunk = undefined;
    }
    if (!res.headersSent) {
      // the whole body is known: an empty or small one goes out as it is
      if (!res.hasHeader('content-length'))
        res.setHeader('content-length', chunk == null ? 0 : toBuffer(chunk, args).length);
      /** @type {any} */ (res)._implicitHeader();
    }
    if (!encoder) return end.call(res, chunk, ...args);
    const callback = args.find((a) => typeof a === 'function');
    if (callback) res.once('finish', callback);
    if (chunk != null) pending.push(toBuffer(chunk, args));
    ended = true;
    encoder.end(pending.length ? Buffer.concat(pending) : undefined);
    pending = [];
    return res;
  };

  /** @type {any} */ (res).flush = function () {
    if (encoder) {
      flushWanted = true;
      schedule();
    }
  };
}
