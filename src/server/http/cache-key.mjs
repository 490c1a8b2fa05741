// Which requests the page cache answers, and by which address it keeps their page.
import { isRouterRequest } from './next-internals.mjs';
import { pathnameOf } from './request-guard.mjs';

// never one page for every visitor: each visitor's own, the build's files, or uploads
const PRIVATE_PREFIXES = ['/_next/', '/api/', '/admin', '/auth', '/media/', '/search', '/account'];

/**
 * A draft's preview link shows what the public must not see, and a form sent back to its
 * visitor with an error (`?draft=`) holds what they wrote: never shared, never kept.
 */
const isPreview = (/** @type {string} */ url) =>
  url.startsWith('/blog/preview/') || /[?&](preview|draft)=/.test(url);

// What a link says about where its visitor came from: campaign tags and the click ids that ads,
// social networks and newsletters add. No page renders differently for them, and a click id is
// new with every click: a page shared on Instagram or in an ad would otherwise be rendered for
// each of its visitors, and fill the cache with copies of itself.
const TRACKING =
  /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|igshid|li_fat_id|mc_cid|mc_eid|ttclid|twclid|yclid|_ga|_gl)$/i;

/**
 * The address without its tracking parameters (the same string when it has none); the page
 * still reads them from the address bar (the visitor numbers and the forms' source do).
 * @param {string} url
 */
export function withoutTracking(url) {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const pairs = url.slice(query + 1).split('&');
  const kept = pairs.filter((pair) => pair !== '' && !TRACKING.test(pair.split('=', 1)[0] ?? ''));
  if (kept.length === pairs.length) return url;
  return kept.length > 0 ? `${url.slice(0, query)}?${kept.join('&')}` : url.slice(0, query);
}

/**
 * The page a request asks for, as the cache keeps it; null for what it never keeps.
 * @param {import('node:http').IncomingMessage} req
 */
export function cacheKey(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '/';
  const pathname = pathnameOf(url);
  if (PRIVATE_PREFIXES.some((p) => pathname === p || pathname.startsWith(p))) return null;
  if (pathname.includes('.') && !pathname.endsWith('.xml') && !pathname.endsWith('.txt'))
    return null;
  if (isRouterRequest(req)) return null;
  if (isPreview(url)) return null;
  return withoutTracking(url);
}
