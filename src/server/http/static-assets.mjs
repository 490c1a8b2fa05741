// Serves the build's scripts and stylesheets (/_next/static/...) from brotli and gzip copies
// made once after the build (scripts/lib/precompress.mjs), and its typefaces as they are. Which
// files exist is read once, on the first request; each is kept in memory after its first use,
// and sent from there at once (serveKept), before the layers a first read goes through.
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
   * The file that answers req and how it goes out: a precompressed copy in the encoding the
   * browser takes, or a typeface as it is; null for a request this module leaves to Next.
   * @param {import('node:http').IncomingMessage} req
   * @returns {{ file: string, type: string, encoding: string | null } | null}
   */
  function locate(req) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const pathname = pathnameOf(req.url);
    if (!pathname.startsWith(STATIC_URL_PREFIX)) return null;
    const extension = path.extname(pathname);
    const plainType = AS_THEY_ARE[extension];
    // a part of a file is Next's to send
    if (plainType && req.headers.range) return null;
    const type = plainType ?? TYPES[extension];
    if (!type) return null;
    const encoding = plainType ? null : chooseEncoding(req.headers['accept-encoding']);
    if (encoding === 'identity') return null;
    let relative;
    try {
      relative = decodeURIComponent(pathname.slice(STATIC_URL_PREFIX.length));
    } catch {
      return null;
    }
    const file = path.join(root, relative);
    if (relative.includes('\0') || !file.startsWith(root + path.sep)) return null;
    if (!encoding) return { file, type, encoding };
    return { file: file + SUFFIX[/** @type {'br' | 'gzip'} */ (encoding)], type, encoding };
  }

  /**
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {NonNullable<ReturnType<typeof locate>>} found @param {Buffer} body
   * @param {readonly string[]} [before] header names and values that go out first
   */
  function answer(req, res, { type, encoding }, body, before = []) {
    const head = [...before, 'content-type', type, 'content-length', String(body.length)];
    head.push('cache-control', STATIC_CACHE_CONTROL);
    if (encoding) head.push('content-encoding', encoding, 'vary', 'Accept-Encoding');
    res.writeHead(200, head);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * Answers req from a precompressed copy, or with a typeface as it is, when there is one;
   * resolves false otherwise.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function serve(req, res) {
    const found = locate(req);
    const body = found && (await bytesOf(found.file));
    if (!found || !body) return false;
    answer(req, res, found, body);
    return true;
  }

  /**
   * Answers req at once, without a promise, when its file was read already: a visit asks for a
   * page's scripts, stylesheets and typefaces as often as for the page, and the layers a request
   * meets before serve() cost more than the answer. `securityHeaders` are the headers every
   * answer carries (security-headers.mjs), names and values in one list.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {() => readonly string[]} securityHeaders
   */
  function serveKept(req, res, securityHeaders) {
    const found = locate(req);
    const body = found && copies.get(found.file);
    if (!found || !body) return false;
    answer(req, res, found, body, securityHeaders());
    return true;
  }

  return { serve, serveKept };
}
