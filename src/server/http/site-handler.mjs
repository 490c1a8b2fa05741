// Everything server.mjs does around Next's request handler, in the order a request meets it.
// Development (`npm run dev`) runs the same layers but the page cache, so both answer with the
// same status codes and headers.
import bridge from '@studio/http-bridge';
import { answerAnonymousSession } from './anonymous-session.mjs';
import { applyNotFoundStatus } from './not-found-status.mjs';
import { compressResponse } from './compression.mjs';
import { contentSecurityPolicy } from './csp.mjs';
import { createCspReportEndpoint } from './csp-report.mjs';
import { pageViewOf } from './page-views.mjs';
import { applySecurityHeaders } from './security-headers.mjs';
import { isBackOfficePath } from './site-paths.mjs';
import { createMediaCache } from './media-cache.mjs';
import { createResponseCache } from './response-cache.mjs';
import { createStaticAssets } from './static-assets.mjs';
import { isPrivatePage, markPrivate, mayBePrivate } from './private-pages.mjs';
import {
  isMalformedUrl,
  pathnameOf,
  pinClientAddress,
  pinHost,
  refuse,
  refusedBody,
  UNMATCHED_PATH,
} from './request-guard.mjs';

/**
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {import('node:http').ServerResponse} Res
 * @typedef {import('@studio/http-bridge').SiteSecurity} SiteSecurity
 */

/**
 * @param {{
 *   handle: (req: Req, res: Res) => Promise<unknown>,
 *   distDir: string,
 *   dev?: boolean,
 *   site: () => SiteSecurity,
 *   now?: () => number,
 *   kept?: readonly import('./response-cache.mjs').KeptPage[],
 * }} options `site` is the site's settings as the app registered them at boot; `now` the
 *   page cache's clock; `kept` the pages it held at the last stop (page-store.mjs)
 */
export function createSiteHandler({ handle, distDir, dev = false, site, now = Date.now, kept }) {
  const policy = { dev };
  const cache = dev
    ? null
    : createResponseCache({
        policyFor: (hashes) => contentSecurityPolicy({ hashes }, site(), policy),
        now,
      });
  // the images the pages show, replayed as the pages are (media-cache.mjs)
  const media = dev ? null : createMediaCache();
  if (cache) bridge.onPageDataChange(() => cache.clear());
  if (media) bridge.onPageDataChange(() => media.clear());
  if (cache && kept) cache.restore(kept);
  // views of pages replayed before the app's counter exists (kept pages, before boot)
  /** @type {import('@studio/http-bridge').PageView[]} */
  const uncounted = [];
  const assets = createStaticAssets(distDir);
  const reports = createCspReportEndpoint();

  /** @param {Req} req @param {Res} res */
  async function route(req, res) {
    const config = site();
    const security = applySecurityHeaders(res, site, policy);
    pinHost(req, config.siteUrl);
    pinClientAddress(req, config.trustedIpHeader);
    if (isMalformedUrl(req.url ?? '/')) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 400, 'Bad request.');
      // the site's own 404 page, never Next's error for an address it cannot decode
      req.url = UNMATCHED_PATH;
    }
    const pathname = pathnameOf(req.url);
    if (isBackOfficePath(pathname)) security.isolate();
    const body = refusedBody(req, pathname);
    if (body) return refuse(res, body.status, body.message);
    if (reports.handle(req, res, pathname)) return;
    if (answerAnonymousSession(req, res, pathname)) return;
    if (pathname.startsWith('/_next/static/') && (await assets.serve(req, res))) return;
    // a page for those given its link only is never replayed nor kept, by this cache or any other
    const privatePage = await isPrivatePage(pathname, bridge.privatePageProbe());
    if (privatePage) {
      markPrivate(res);
      security.isolate();
    }
    // the cache's other pages were replayed before any of this (replay, below): only a project's
    // page, which had to be asked about first, is looked for here
    else if (cache && mayBePrivate(pathname)) {
      if (replay(cache, req, res) || (await replayOnceRendered(cache, req, res))) return;
    }
    countWhenDone(req, res, config);
    security.forNext(req);
    compressResponse(req, res);
    if (!privatePage) cache?.record(req, res);
    media?.record(req, res);
    await applyNotFoundStatus(req, res, bridge.missingContentProbe());
    await handle(req, res);
  }

  /**
   * The page cache's answer to a public page it holds, without the layers a render needs: its
   * headers were kept with it (security headers and policy included) and its address was one
   * the checks above let through when it was rendered (they depend on the address alone). A
   * request with a body the server refuses, or for a page that may be private, takes the whole
   * way: call it only for a request replayable() lets through.
   * @param {NonNullable<typeof cache>} cache @param {Req} req @param {Res} res
   */
  function replay(cache, req, res) {
    const replayed = cache.serve(req, res);
    if (!replayed) return false;
    const config = site();
    pinClientAddress(req, config.trustedIpHeader);
    countWhenDone(req, res, config, replayed);
    return true;
  }

  /**
   * Waits for a render of req's page under way for another request, then replays it once kept:
   * true when req has been answered so, or its client has gone meanwhile.
   * @param {NonNullable<typeof cache>} cache @param {Req} req @param {Res} res
   */
  async function replayOnceRendered(cache, req, res) {
    await cache.rendered(req);
    return res.destroyed || replay(cache, req, res);
  }

  /**
   * Whether the page cache may answer req: what it skips depends on the address alone.
   * @param {Req} req
   */
  function replayable(req) {
    if (!cache) return false;
    const pathname = pathnameOf(req.url);
    return !mayBePrivate(pathname) && !refusedBody(req, pathname);
  }

  /**
   * Hands a finished public page view to the app's counter, which only adds it
   * to memory (its totals reach the database in batches): nothing here waits.
   * @param {Req} req @param {Res} res @param {SiteSecurity} config
   * @param {{ status: number, type: string }} [answer] what the page cache replayed; otherwise
   *   what res turns out to be
   */
  function countWhenDone(req, res, config, answer) {
    if (req.method !== 'GET') return;
    res.once('finish', () => {
      try {
        const view = pageViewOf(
          req,
          answer ?? { status: res.statusCode, type: String(res.getHeader('content-type') ?? '') },
          config,
        );
        if (!view) return;
        const counter = bridge.viewCounter();
        if (counter) counter(view);
        else if (uncounted.length < MAX_UNCOUNTED) uncounted.push(view);
      } catch (error) {
        console.error('[visitors] could not count a view:', error);
      }
    });
  }

  /** Hands the views replayed before the app booted to its counter, once it has one. */
  function countEarlyViews() {
    const counter = bridge.viewCounter();
    if (counter) for (const view of uncounted.splice(0)) counter(view);
  }

  /**
   * Answers req from the page cache when it holds the page: 'answered' (or failed trying, and
   * said so), 'missed' for a page the cache may keep, 'uncacheable' for one it never does. One
   * look at the request and the cache for each request.
   * @param {Req} req @param {Res} res
   * @returns {'answered' | 'missed' | 'uncacheable'}
   */
  function fromCache(req, res) {
    try {
      if (!cache || !replayable(req)) return 'uncacheable';
      return replay(cache, req, res) ? 'answered' : 'missed';
    } catch (error) {
      failed(res, error);
      return 'answered';
    }
  }

  /**
   * Answers a request for an image the media cache holds: true when it did (or failed trying).
   * @param {Req} req @param {Res} res
   */
  function fromMedia(req, res) {
    try {
      return media?.serve(req, res) ?? false;
    } catch (error) {
      failed(res, error);
      return true;
    }
  }

  /**
   * Answers req from the page cache alone, as before the app has booted: true when it did.
   * @param {Req} req @param {Res} res
   */
  const replayOnly = (req, res) => fromCache(req, res) === 'answered';

  /**
   * A page the cache holds is answered at once, with no promise made; one it is rendering for
   * another request once that render is kept; the rest go through every layer.
   * @param {Req} req @param {Res} res
   */
  function handleRequest(req, res) {
    if (fromMedia(req, res)) return;
    const found = fromCache(req, res);
    if (found === 'answered') return;
    if (found === 'uncacheable') return route(req, res).catch((error) => failed(res, error));
    return replayOnceRendered(/** @type {NonNullable<typeof cache>} */ (cache), req, res)
      .then((answered) => (answered ? undefined : route(req, res)))
      .catch((error) => failed(res, error));
  }

  return Object.assign(handleRequest, {
    replayOnly,
    /** The app has booted: views counted before it reach its counter. */
    booted: countEarlyViews,
    /** The pages the cache holds, to keep over a restart, once those being kept are. */
    keptPages: async () => {
      await cache?.settled();
      return cache?.pages() ?? [];
    },
  });
}

// a minute of a busy site's views before boot; more are not counted
const MAX_UNCOUNTED = 10_000;

/** @param {Res} res @param {unknown} error */
function failed(res, error) {
  console.error('[server] request failed:', error);
  if (!res.headersSent) refuse(res, 500, 'Something went wrong on the server.');
  else res.destroy();
}
