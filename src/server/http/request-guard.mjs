// What server.mjs checks before anything reads a request: addresses that cannot name a page,
// forged host and proxy headers, bodies larger than any route takes.

/** Longest address (path and query) of any page or API call here. */
export const MAX_URL_LENGTH = 2048;
/** Largest body of a form, an action or an API call; server actions stop at 1 MB too. */
export const MAX_BODY_BYTES = 1024 * 1024;
// media uploads stream through their own route, which enforces the configured upload sizes;
// so do the files visitors attach to their requests, and the forms that carry them
const STREAMED_UPLOADS = new Set([
  '/api/admin/media',
  '/api/attachments',
  '/api/forms/consultation',
]);
/** Where an address that cannot name anything is sent: unmatched, so the site's 404 page. */
export const UNMATCHED_PATH = '/__unmatched';

// headers a client may set to pose as a proxy; URLs come from SITE_URL alone
const FORGEABLE = [
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'forwarded',
  'x-forwarded-server',
];

/**
 * The path of a request's address, without its query.
 * @param {string | undefined} url
 */
export function pathnameOf(url = '/') {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Whether an address is one no page can have: too long, broken percent-encoding, NUL or other
 * control characters once decoded.
 * @param {string} url
 */
export function isMalformedUrl(url) {
  if (url.length > MAX_URL_LENGTH) return true;
  let decoded;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return true;
  }
  return /[\u0000-\u001f\u007f]/.test(decoded);
}

/** @type {{ url: string, host: string } | null} */
let pinned = null;
/** @param {string} url */
const hostOf = (url) =>
  (pinned?.url === url ? pinned : (pinned = { url, host: new URL(url).host })).host;

/**
 * Makes the request's host the site's own and drops the proxy headers a client could forge, so
 * nothing downstream (Next's redirects, action origin checks, the page cache) sees another.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} siteUrl
 */
export function pinHost(req, siteUrl) {
  req.headers.host = hostOf(siteUrl);
  for (const name of FORGEABLE) delete req.headers[name];
}

/**
 * Leaves one address in the operator's client-address header: the last, which the proxy itself
 * wrote. A proxy that appends (X-Forwarded-For) keeps what the client sent before it, and a
 * reader taking the first address (better-auth does) would trust the client's word.
 * @param {import('node:http').IncomingMessage} req
 * @param {string | undefined} header lower-case header name (TRUSTED_IP_HEADER)
 */
export function pinClientAddress(req, header) {
  if (!header) return;
  const value = req.headers[header];
  const last = String(Array.isArray(value) ? value.at(-1) : (value ?? ''))
    .split(',')
    .at(-1)
    ?.trim();
  if (last) req.headers[header] = last;
  else delete req.headers[header];
}

/**
 * A body this server refuses before reading it: 413 when larger than any route takes, 411
 * when its length is not declared (browsers always declare it). Streamed uploads are left to
 * their route.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} pathname
 * @returns {{ status: 411 | 413, message: string } | null}
 */
export function refusedBody(req, pathname, limit = MAX_BODY_BYTES) {
  if (STREAMED_UPLOADS.has(pathname)) return null;
  const declared = req.headers['content-length'];
  if (declared === undefined) {
    return req.headers['transfer-encoding'] !== undefined
      ? { status: 411, message: 'A request body must declare its length.' }
      : null;
  }
  const length = Number(declared);
  if (!Number.isSafeInteger(length) || length < 0)
    return { status: 411, message: 'A request body must declare its length.' };
  return length > limit ? { status: 413, message: 'The request is too large.' } : null;
}

/**
 * Ends a request the server refuses on its own, with a short plain-text answer.
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} message
 */
export function refuse(res, status, message) {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(message),
    'cache-control': 'no-store',
    connection: 'close',
  });
  res.end(message);
}
