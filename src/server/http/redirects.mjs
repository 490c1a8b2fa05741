// Sends an address that names no page of its own on to where its content lives now, before Next
// sees it: a post's or project's number or earlier slug to its current address (308), an address
// the owner redirected in the back office to its target. The app's probe decides
// (src/features/addresses/redirect-probe.ts); a redirect is never kept by the page cache, which
// keeps 200s only.
import { pathnameOf } from './request-guard.mjs';

// the router's own requests follow the page's permanentRedirect(); the build's files, media,
// the back office and the API are never redirected
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-action'];
const NEVER = /^\/(?:(?:_next|media|api|admin|auth)(?:\/|$)|__)/i;
const PERMANENT = new Set([301, 308]);

/**
 * Answers req with a redirect when the probe has one for its address: true when it did.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {import('@studio/http-bridge').RedirectProbe | null | undefined} probe
 * @param {string} siteUrl the public origin, which a site path is made absolute against
 */
export async function applyRedirect(req, res, probe, siteUrl) {
  if (!probe || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  if (ROUTER_HEADERS.some((h) => req.headers[h] !== undefined)) return false;
  const url = req.url ?? '/';
  const pathname = pathnameOf(url);
  if (NEVER.test(pathname)) return false;
  /** @type {import('@studio/http-bridge').Redirect | null} */
  let found;
  try {
    found = await probe(
      pathname,
      url.length > pathname.length ? url.slice(pathname.length + 1) : '',
    );
  } catch {
    // the page (or the 404) answers instead; the app logs its own faults
    return false;
  }
  if (!found) return false;
  const location = found.location.startsWith('/')
    ? `${siteUrl.replace(/\/+$/, '')}${found.location}`
    : found.location;
  const body = `Moved to ${location}\n`;
  /** @type {Record<string, string | number>} */
  const headers = {
    location,
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    // a permanent move may be remembered, for an hour, so that a mistake can still be undone
    'cache-control': found.private
      ? 'private, no-store'
      : PERMANENT.has(found.status)
        ? 'public, max-age=3600'
        : 'no-store',
  };
  if (found.private) headers['x-robots-tag'] = 'noindex';
  res.writeHead(found.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
