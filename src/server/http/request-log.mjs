// One log line for every request, when its answer has gone (or its client has): a request id,
// the method, the path, the status, how long it took, its kind of route and what the page cache
// made of it; the same figures go to the metrics when they are on. Never in it: the query
// string (a search, a link's token), a header, a cookie, a body, and the client's address unless
// the operator's proxy is trusted (TRUSTED_IP_HEADER). The operations endpoints are logged at
// debug only, a failed answer (5xx) at warn.
import { randomUUID } from 'node:crypto';
import { pathnameOf } from './request-guard.mjs';
import { routeKind } from './route-kind.mjs';

/** @typedef {import('./route-kind.mjs').RouteKind} RouteKind */

// A path segment that carries a secret: a link's token (a password reset, a manage link), not a
// slug. A slug's words are short; a token is a long run of letters and digits with both in it,
// or of hex digits, or a UUID.
const TOKEN_PART =
  /^(?=[A-Za-z0-9_]*\d)(?=[A-Za-z0-9_]*[A-Za-z])[A-Za-z0-9_]{16,}$|^[0-9a-f]{16,}$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// paths whose last segment is a secret whatever it looks like; a route whose address carries
// one adds its prefix here (docs/architecture.md, "Adding a route")
export const SECRET_PATHS = ['/api/auth/reset-password/', '/blog/preview/'];
// the request id a trusted proxy sent, when it is a plain token
const REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;
// a request line's fields, in the order it writes them
const FIELDS = ['reqId', 'method', 'path', 'status', 'ms', 'kind', 'cache', 'aborted', 'ip'];

/**
 * The path as the log shows it: without its query, each segment that looks like a secret (or
 * sits where one does) replaced by `:secret`, at most 200 characters.
 * @param {string | undefined} url
 */
export function loggedPath(url) {
  const pathname = pathnameOf(url).slice(0, 400);
  const prefix = SECRET_PATHS.find((p) => pathname.startsWith(p));
  if (prefix) return `${prefix}:secret`;
  if (!/[0-9]/.test(pathname) || !mayHoldSecret(pathname)) return pathname.slice(0, 200);
  return pathname
    .split('/')
    .map((segment) => (segment.length >= 16 && isSecret(segment) ? ':secret' : segment))
    .join('/')
    .slice(0, 200);
}

/**
 * Whether a segment of the path may be a secret: one as long as a UUID, or a run of word
 * characters as long as a token. Most addresses, a build's file names among them, have neither
 * and are not split: a loop, where a regular expression cost a request line more than the rest.
 * @param {string} pathname
 */
function mayHoldSecret(pathname) {
  let run = 0;
  let segment = 0;
  for (let i = 0; i < pathname.length; i++) {
    const code = pathname.charCodeAt(i);
    if (code === 0x2f) {
      run = segment = 0;
      continue;
    }
    const word =
      (code >= 0x30 && code <= 0x39) ||
      (code >= 0x41 && code <= 0x5a) ||
      (code >= 0x61 && code <= 0x7a) ||
      code === 0x5f;
    run = word ? run + 1 : 0;
    if (run >= 16 || ++segment >= 36) return true;
  }
  return false;
}

/** @param {string} segment */
const isSecret = (segment) =>
  UUID.test(segment) || segment.split('-').some((part) => TOKEN_PART.test(part));

/**
 * @param {{
 *   log: import('../log.mjs').Log,
 *   trusted: () => { trustedIpHeader?: string },
 *   metrics?: { observe: (kind: RouteKind, status: number, seconds: number) => void } | null,
 *   cacheOf?: (req: import('node:http').IncomingMessage) => string | undefined,
 * }} options `trusted` says which header the operator's proxy sets (TRUSTED_IP_HEADER, as the
 *   app registered it): only then is a request id it sent taken, and the client's address
 *   logged; `cacheOf` what the page cache made of a request (hit, stale, miss)
 */
export function createRequestLog({ log, trusted, metrics = null, cacheOf = () => undefined }) {
  const writeLine = log.shaped(FIELDS, 'request');
  /**
   * Starts observing req: its line is written once its answer has gone or its client has left.
   * What the line alone needs (the request id, the proxy's headers) is read only then, and only
   * when it is written.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  return function observe(req, res) {
    const started = performance.now();
    let closed = false;
    // a flag rather than once(), which makes a wrapper for every request and removes it again
    res.on('close', () => {
      if (closed) return;
      closed = true;
      const ms = performance.now() - started;
      const pathname = pathnameOf(req.url);
      const kind = routeKind(pathname);
      const status = res.statusCode;
      metrics?.observe(kind, status, ms / 1000);
      const level = kind === 'operations' ? 'debug' : status >= 500 ? 'warn' : 'info';
      if (!log.isLevelEnabled(level)) return;
      const { trustedIpHeader } = trusted();
      const sent = trustedIpHeader ? req.headers['x-request-id'] : undefined;
      const address = trustedIpHeader ? req.headers[trustedIpHeader] : undefined;
      writeLine(level, [
        typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID(),
        req.method,
        loggedPath(req.url),
        status,
        Math.round(ms * 10) / 10,
        kind,
        cacheOf(req),
        res.writableFinished ? undefined : true,
        typeof address === 'string' ? address : undefined,
      ]);
    });
  };
}
