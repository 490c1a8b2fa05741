// Which answers are page views worth counting (the visitor numbers on the
// dashboard), decided in the HTTP layer so that pages replayed by the page
// cache count too. Only what the count needs leaves here, and the app's counter
// keeps none of it but per-day totals (src/server/analytics).
import { isBackOfficePath, pathOf } from './site-paths.mjs';

/**
 * Paths that are never public pages besides the back office's: media, the build's, files, and a
 * booked call's manage page (its address is a private link, never to be kept in the numbers).
 */
const NOT_PAGES = /^\/(media|_next|__|booking)(\/|$)|\.[a-z0-9]{2,5}$/i;

/** Crawlers, monitors, link previewers and command-line clients name themselves. */
const BOTS =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|monitor|uptime|lighthouse|pagespeed|headless|phantomjs|curl\/|wget\/|python-|httpclient|axios\/|node-fetch|go-http|java\/|libwww|scrapy/i;

/** better-auth's session cookie (plain, or with the __Secure- prefix over HTTPS) */
const SIGNED_IN = /(^|;\s*)(__Secure-)?better-auth\.session_token=/;

const header = (/** @type {import('node:http').IncomingMessage} */ req, name) => {
  const v = req.headers[name];
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
};

/** A prefetch is a guess by the browser or the router, not a visit. */
function isPrefetch(req) {
  return (
    header(req, 'next-router-prefetch') !== '' ||
    header(req, 'next-router-segment-prefetch') !== '' ||
    /prefetch|prerender/i.test(header(req, 'sec-purpose')) ||
    /prefetch/i.test(header(req, 'purpose')) ||
    /prefetch/i.test(header(req, 'x-moz'))
  );
}

/**
 * The page view this answer was, or null when it is not one: a GET that ended
 * 200 with a page (HTML, or the router's payload for a link followed in the
 * page), on a public path, from a browser that is not a bot, not prefetching,
 * and not signed in (the owner's own visits do not count).
 * @param {import('node:http').IncomingMessage} req
 * @param {{ status: number, type: string }} answer its status and Content-Type
 * @param {{ siteUrl: string, trustedIpHeader?: string }} site
 * @returns {import('@studio/http-bridge').PageView | null}
 */
export function pageViewOf(req, { status, type }, { siteUrl, trustedIpHeader }) {
  if (req.method !== 'GET' || status !== 200) return null;
  const navigation = header(req, 'rsc') === '1';
  if (!(type.startsWith('text/html') || (navigation && type.startsWith('text/x-component'))))
    return null;
  // split by hand: a WHATWG URL per answer was the costliest step of a cached page's answer
  const target = req.url ?? '/';
  const query = target.indexOf('?');
  const pathname = pathOf(query === -1 ? target : target.slice(0, query));
  if (NOT_PAGES.test(pathname) || isBackOfficePath(pathname) || isPrefetch(req)) return null;
  const userAgent = header(req, 'user-agent');
  if (!userAgent || BOTS.test(userAgent)) return null;
  if (SIGNED_IN.test(header(req, 'cookie'))) return null;

  let referrerHost = null;
  try {
    const ref = header(req, 'referer');
    const host = ref ? new URL(ref).hostname.toLowerCase() : '';
    // the site's own host is looked up only for a view that names a referrer
    if (host && host !== new URL(siteUrl).hostname)
      referrerHost = host.replace(/^www\./, '').slice(0, 100);
  } catch {
    // an unreadable Referer is no referrer
  }
  const source =
    query === -1 ? null : new URLSearchParams(target.slice(query + 1)).get('utm_source');
  const utm = (source ?? '').trim().toLowerCase().slice(0, 60);
  const address =
    (trustedIpHeader ? header(req, trustedIpHeader) : '') || req.socket?.remoteAddress || '';
  return {
    path: pathname.slice(0, 200),
    referrerHost,
    utmSource: utm || null,
    address,
    userAgent: userAgent.slice(0, 400),
  };
}
