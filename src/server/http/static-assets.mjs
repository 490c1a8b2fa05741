// Serves the build's scripts and stylesheets (/_next/static/...) from brotli and gzip copies
// made once after the build (scripts/lib/precompress.mjs), and its typefaces as they are. Which
// files exist is read once, on the first request; each is kept in memory after its first use.
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
// types already compressed in their own format (the typefaces): the file itself goes to every
// browser, from memory after its first use, rather than through Next's file server
const AS_THEY_ARE = /** @type {Record<string, string>} */ ({ '.woff2': 'font/woff2' });
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

  /** The bytes of `file` (a copy or a file sent as it is), read once; null when absent. */
  async function bytesOf(/** @type {string} */ file) {
    const kept = copies.get(file);
    if (kept) return kept;
    if (!(await existingCopies()).has(file)) return null;
    try {
      const body = await readFile(file);
      copies.set(file, body);
      return body;
    } catch {
      return null;
    }
  }

  /**
   * Answers req from a precompressed copy, or with a typeface as it is, when there is one;
   * resolves false otherwise.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function serve(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const pathname = pathnameOf(req.url);
    if (!pathname.startsWith(STATIC_URL_PREFIX)) return false;
    const extension = path.extname(pathname);
    const plainType = AS_THEY_ARE[extension];
    // a part of a file is Next's to send
    if (plainType && req.headers.range) return false;
    const type = plainType ?? TYPES[extension];
    const encoding = plainType ? 'identity' : chooseEncoding(req.headers['accept-encoding']);
    if (!type || (!plainType && encoding === 'identity')) return false;
    let relative;
    try {
      relative = decodeURIComponent(pathname.slice(STATIC_URL_PREFIX.length));
    } catch {
      return false;
    }
    const file = path.join(root, relative);
    if (relative.includes('\0') || !file.startsWith(root + path.sep)) return false;
    const body = await bytesOf(
      plainType ? file : file + SUFFIX[/** @type {'br' | 'gzip'} */ (encoding)],
    );
    if (!body) return false;
    res.writeHead(200, {
      'content-type': type,
      'content-length': body.length,
      'cache-control': STATIC_CACHE_CONTROL,
      ...(plainType ? {} : { 'content-encoding': encoding, vary: 'Accept-Encoding' }),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  return { serve };
}
