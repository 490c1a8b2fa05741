// The public images the /media route has answered, replayed from memory (ADR 030). A page's
// images are most of what a visit fetches, and each went through Next's route handler (a look at
// the file's project, a read from storage) at a tenth of the rate a page-cache replay goes: a
// visit cost its images, not its pages. Only answers the route marks public and immutable are
// kept (a file of a password-protected project goes out private, no-store, and never here), by
// address and the browser's Accept (the route picks AVIF or WebP from it), at most so many bytes,
// the least recently asked-for let go first; any change to public data empties it, as it does
// the page cache (a file deleted, a project made private).
import fresh from 'fresh';

// set per answer by the layers around, or by the replay itself
const NOT_KEPT = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
]);

/**
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {import('node:http').ServerResponse} Res
 * @typedef {{ head: (string | string[])[], body: Buffer, etag: string | undefined }} Entry
 */

/** The answer a media request is kept by; null for one never kept. @param {Req} req */
export function mediaKey(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '';
  if (!url.startsWith('/media/') || req.headers.range !== undefined) return null;
  return `${url}\n${req.headers.accept ?? ''}`;
}

/** @param {Res} res */
function isKeepable(res) {
  if (res.statusCode !== 200) return false;
  const control = String(res.getHeader('cache-control') ?? '');
  // a body the compression layer coded is not the one recorded
  if (res.hasHeader('set-cookie') || res.hasHeader('content-encoding')) return false;
  return /\bpublic\b/.test(control) && /\bimmutable\b/.test(control);
}

/**
 * @param {{ maxBytes?: number, maxBody?: number }} [options] at most `maxBytes` of bodies, none
 *   over `maxBody` (a film is streamed, as before)
 */
export function createMediaCache({ maxBytes = 32 * 1024 * 1024, maxBody = 2 * 1024 * 1024 } = {}) {
  /** @type {Map<string, Entry>} */
  const entries = new Map();
  let bytes = 0;

  /** @param {string} key */
  function drop(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  }

  /**
   * Answers req from memory: true when it did.
   * @param {Req} req @param {Res} res
   */
  function serve(req, res) {
    const key = mediaKey(req);
    const hit = key ? entries.get(key) : undefined;
    if (!key || !hit) return false;
    // asked for now: the last to be let go
    entries.delete(key);
    entries.set(key, hit);
    if (hit.etag && fresh(req.headers, { etag: hit.etag })) {
      res.writeHead(304, hit.head);
      res.end();
      return true;
    }
    res.writeHead(200, [...hit.head, 'content-length', String(hit.body.length)]);
    res.end(req.method === 'HEAD' ? undefined : hit.body);
    return true;
  }

  /**
   * Keeps what the route answers to req when it turns out to be public and immutable.
   * @param {Req} req @param {Res} res
   */
  function record(req, res) {
    const key = mediaKey(req);
    if (!key || req.method !== 'GET') return;
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    const { write, end } = res;
    /** @param {unknown} chunk */
    const collect = (chunk) => {
      if (size > maxBody || !(chunk instanceof Uint8Array || typeof chunk === 'string')) return;
      const buffer = Buffer.from(/** @type {any} */ (chunk));
      size += buffer.length;
      chunks.push(buffer);
    };
    Object.assign(res, {
      /** @param {unknown[]} args */
      write(...args) {
        collect(args[0]);
        return write.apply(res, /** @type {Parameters<typeof write>} */ (args));
      },
      /** @param {unknown[]} args */
      end(...args) {
        if (args[0] !== undefined && typeof args[0] !== 'function') collect(args[0]);
        const ended = end.apply(res, /** @type {Parameters<typeof end>} */ (args));
        if (size <= maxBody && isKeepable(res)) keep(key, res, Buffer.concat(chunks));
        return ended;
      },
    });
  }

  /** @param {string} key @param {Res} res @param {Buffer} body */
  function keep(key, res, body) {
    /** @type {Entry['head']} */
    const head = [];
    for (const [name, value] of Object.entries(res.getHeaders()))
      if (value !== undefined && !NOT_KEPT.has(name))
        head.push(name, Array.isArray(value) ? value : String(value));
    const etag = res.getHeader('etag');
    drop(key);
    entries.set(key, { head, body, etag: etag === undefined ? undefined : String(etag) });
    bytes += body.length;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  function clear() {
    entries.clear();
    bytes = 0;
  }

  return { serve, record, clear, size: () => entries.size, bytes: () => bytes };
}
