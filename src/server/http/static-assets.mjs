// Serves the build's scripts and stylesheets (/_next/static/...) from brotli and gzip copies
// made once after the build (scripts/lib/precompress.mjs). Which copies exist is read once, on
// the first request; each copy is kept in memory after its first use.
// Brotli at its highest quality is smaller than gzip for these files (ADR 007) but far too slow
// to run per request. A file without a copy (a build made by plain `next build`) falls
// through to Next, and compression.mjs compresses it on the fly.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { chooseEncoding } from './compression.mjs';
import { STATIC_CACHE_CONTROL, STATIC_DIR, STATIC_URL_PREFIX } from './next-internals.mjs';
import { pathnameOf } from './request-guard.mjs';

const TYPES = /** @type {Record<string, string>} */ ({
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=UTF-8',
});
/** The file types precompress.mjs makes copies of. */
export const PRECOMPRESSED_TYPES = Object.keys(TYPES);
/** File name suffix of each copy. */
export const SUFFIX = { br: '.br', gzip: '.gz' };

/**
 * @param {string} distDir absolute path of the build (Next's distDir)
 */
export function createStaticAssets(distDir) {
  const root = path.join(distDir, STATIC_DIR);
  /** @type {Promise<Set<string>> | null} */
  let index = null;
  /** @type {Map<string, Buffer>} */
  const copies = new Map();

  // a build's files never change under a running server: one directory walk answers every
  // later "is there a copy?" without touching the disk (small files have none, every time)
  const existingCopies = () =>
    (index ??= readdir(root, { recursive: true })
      .then((names) => new Set(names.map((name) => path.join(root, name))))
      .catch(() => new Set()));

  /**
   * Answers req from a precompressed copy when there is one; resolves false otherwise.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function serve(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const pathname = pathnameOf(req.url);
    if (!pathname.startsWith(STATIC_URL_PREFIX)) return false;
    const type = TYPES[path.extname(pathname)];
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    if (!type || encoding === 'identity') return false;
    let relative;
    try {
      relative = decodeURIComponent(pathname.slice(STATIC_URL_PREFIX.length));
    } catch {
      return false;
    }
    const file = path.join(root, relative);
    if (relative.includes('\0') || !file.startsWith(root + path.sep)) return false;
    const copy = file + SUFFIX[encoding];
    let body = copies.get(copy);
    if (!body) {
      if (!(await existingCopies()).has(copy)) return false;
      try {
        body = await readFile(copy);
      } catch {
        return false;
      }
      copies.set(copy, body);
    }
    res.writeHead(200, {
      'content-type': type,
      'content-encoding': encoding,
      'content-length': body.length,
      'cache-control': STATIC_CACHE_CONTROL,
      vary: 'Accept-Encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  return { serve };
}
