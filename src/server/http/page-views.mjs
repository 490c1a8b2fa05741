// Which answers are page views worth counting (the visitor numbers on the
// dashboard), decided in the HTTP layer so that pages replayed by the page
// cache count too. Only what the count needs leaves here, and the app's counter
// keeps none of it but per-day totals (src/server/analytics).
import bridge from '@studio/http-bridge';
import { logger } from '../log.mjs';
import { PREFETCH_HEADERS, RSC_CONTENT_TYPE, RSC_HEADER } from './next-internals.mjs';
import { isBackOfficePath, pathOf } from './site-paths.mjs';

/**
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {{ status: number, type: string }} Answer an answer's status and Content-Type
 */

const log = logger('visitors');

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

/** @param {Req} req @param {string} name */
const header = (req, name) => {
  const v = req.headers[name];
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
};

/** A prefetch is a guess by the browser or the router, not a visit. @param {Req} req */
function isPrefetch(req) {
  return (
    PREFETCH_HEADERS.some((name) => header(req, name) !== '') ||
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
 * @param {Req} req
 * @param {Answer} answer
 * @param {{ siteUrl: string, trustedIpHeader?: string }} site
 * @returns {import('@studio/http-bridge').PageView | null}
 */
export function pageViewOf(req, { status, type }, { siteUrl, trustedIpHeader }) {
  if (req.method !== 'GET' || status !== 200) return null;
  const navigation = header(req, RSC_HEADER) === '1';
  if (!(type.startsWith('text/html') || (navigation && type.startsWith(RSC_CONTENT_TYPE))))
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

/**
 * Hands a finished public page view to the app's counter, and a missed address to the
 * Redirects screen's; both only add to memory (their totals reach the database in batches):
 * nothing here waits.
 * @param {Req} req @param {import('node:http').ServerResponse} res
 * @param {{ siteUrl: string, trustedIpHeader?: string }} site
 * @param {Answer} [answer] what the page cache replayed; otherwise what res turns out to be
 */
export function countViewWhenDone(req, res, site, answer) {
  if (req.method !== 'GET') return;
  // Next rewrites req.url for the not-found page it renders: the address as it came
  const asked = req.url;
  res.once('finish', () => {
    try {
      const seen = answer ?? {
        status: res.statusCode,
        type: String(res.getHeader('content-type') ?? ''),
      };
      const missed = missedPathOf(req, seen, asked);
      if (missed !== null) bridge.missCounter()?.(missed);
      const view = pageViewOf(req, seen, site);
      if (view) bridge.viewCounter()?.(view);
    } catch (error) {
      log.error({ err: error }, 'could not count a view');
    }
  });
}

/** What an old site's page addresses look like: no extension, or a page's. */
const PAGE_LIKE = /(^|\/)[^/.]*$|\.(html?|php|aspx?|shtml|cfm|jsp)$/i;

/**
 * The path of an address a visitor asked for and did not find (a 404 page), for the owner's
 * list of most-missed addresses; null when it is not one to count: not a GET of a page's HTML,
 * a file rather than a page, the back office, a manage link, a prefetch, a bot or the signed-in
 * owner. Only the path leaves here (a query may hold someone's details).
 * @param {import('node:http').IncomingMessage} req
 * @param {{ status: number, type: string }} answer its status and Content-Type
 * @param {string | undefined} asked the address as the request came (Next rewrites req.url for
 *   the not-found page it renders)
 * @returns {string | null}
 */
export function missedPathOf(req, { status, type }, asked = req.url) {
  if (req.method !== 'GET' || status !== 404 || !type.startsWith('text/html')) return null;
  if (header(req, 'rsc') !== '') return null;
  const target = asked ?? '/';
  const query = target.indexOf('?');
  const pathname = pathOf(query === -1 ? target : target.slice(0, query));
  // a manage link's path is a call's private token: never kept, even when it names no call
  if (/^\/(media|_next|booking)(\/|$)|^\/__/i.test(pathname) || isBackOfficePath(pathname)) {
    return null;
  }
  if (!PAGE_LIKE.test(pathname) || isPrefetch(req)) return null;
  const userAgent = header(req, 'user-agent');
  if (!userAgent || BOTS.test(userAgent) || SIGNED_IN.test(header(req, 'cookie'))) return null;
  return pathname.slice(0, 300);
}
