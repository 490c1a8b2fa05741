// Everything server.mjs does around Next's request handler, in the order a request meets it.
// Development (`npm run dev`) runs the same layers but the page cache, so both answer with the
// same status codes and headers.
import bridge from '@studio/http-bridge';
import { answerAnonymousSession } from './anonymous-session.mjs';
import { logger } from '../log.mjs';
import { createMetrics } from './metrics.mjs';
import { applyNotFoundStatus } from './not-found-status.mjs';
import { createOperations } from './operations.mjs';
import { createRequestLog } from './request-log.mjs';
import { compressResponse } from './compression.mjs';
import { contentSecurityPolicy } from './csp.mjs';
import { createCspReportEndpoint } from './csp-report.mjs';
import { STATIC_URL_PREFIX } from './next-internals.mjs';
import { countViewWhenDone } from './page-views.mjs';
import { applyRedirect } from './redirects.mjs';
import { applySecurityHeaders, fileSecurityHeaders } from './security-headers.mjs';
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
 * @typedef {ReturnType<typeof createResponseCache>} Cache
 * @typedef {(req: Req, res: Res) => Promise<unknown>} Handle
 * @typedef {{ healthToken?: string, metricsToken?: string, release?: string }} OperationsConfig
 */

const log = logger('http');

/**
 * @param {{
 *   handle: Handle,
 *   distDir: string,
 *   dev?: boolean,
 *   site: () => SiteSecurity,
 *   now?: () => number,
 *   operations?: OperationsConfig,
 * }} options `handle` is Next's request handler; `site` the site's settings as the app
 *   registered them at boot; `now` the page cache's clock; `operations` the tokens of the
 *   operations endpoints (HEALTH_TOKEN, METRICS_TOKEN: metrics are kept only with the latter)
 *   and the build's id
 */
export function createSiteHandler({
  handle,
  distDir,
  dev = false,
  site,
  now = Date.now,
  operations = {},
}) {
  const policy = { dev };
  /** @type {WeakMap<Req, import('./response-cache.mjs').Lookup>} */
  const lookups = new WeakMap();
  /** @type {ReturnType<typeof createMetrics> | null} */
  let metrics = null;
  const cache = dev
    ? null
    : createResponseCache({
        policyFor: (hashes) => contentSecurityPolicy({ hashes }, site(), policy),
        now,
        onLookup: (result, req) => {
          lookups.set(req, result);
          metrics?.lookup(result);
        },
        onError: (error) => log.error({ err: error }, 'the page cache could not keep a page'),
      });
  // the images the pages show, replayed as the pages are (media-cache.mjs)
  const media = dev ? null : createMediaCache();
  // the build's scripts, stylesheets and typefaces, sent from memory once read (static-assets.mjs)
  const assets = createStaticAssets(distDir);
  const fileHeaders = () => fileSecurityHeaders(site(), policy);
  if (cache) bridge.onPageDataChange(() => cache.clear());
  if (media) bridge.onPageDataChange(() => media.clear());
  if (operations.metricsToken) metrics = createMetrics({ cache });
  const endpoints = createOperations({
    ...operations,
    metrics,
    trustedIpHeader: () => site().trustedIpHeader,
  });
  const observe = createRequestLog({
    log,
    trusted: site,
    metrics,
    cacheOf: (req) => lookups.get(req),
  });

  /**
   * The page cache's answer to a public page it holds, without the layers a render needs: its
   * headers were kept with it (security headers and policy included) and its address was one
   * the layers let through when it was rendered (they depend on the address alone). A request
   * with a body the server refuses, or for a page that may be private, takes the whole way:
   * call it only for a request replayable() lets through, or after those layers.
   * @param {Cache} cache @param {Req} req @param {Res} res
   */
  function replay(cache, req, res) {
    const replayed = cache.serve(req, res);
    if (!replayed) return false;
    const config = site();
    pinClientAddress(req, config.trustedIpHeader);
    countViewWhenDone(req, res, config, replayed);
    return true;
  }

  /**
   * Waits for a render of req's page under way for another request, then replays it once kept:
   * true when req has been answered so, or its client has gone meanwhile.
   * @param {Cache} cache @param {Req} req @param {Res} res
   */
  async function replayOnceRendered(cache, req, res) {
    await cache.rendered(req);
    return res.destroyed || replay(cache, req, res);
  }

  const route = createLayers({
    handle,
    site,
    policy,
    cache,
    media,
    assets,
    replay,
    replayOnceRendered,
  });

  /**
   * A page the cache holds, an image the media cache holds and a static file read once are
   * answered at once, with no promise made; a page being rendered for another request once that
   * render is kept; the rest go through every layer.
   * @param {Req} req @param {Res} res
   */
  function handleRequest(req, res) {
    observe(req, res);
    if (endpoints.handle(req, res, pathnameOf(req.url))) return;
    try {
      if (media?.serve(req, res)) return;
      if (!cache || !replayable(req)) return route(req, res).catch((error) => failed(res, error));
      if (assets.serveKept(req, res, fileHeaders)) return;
      if (replay(cache, req, res)) return;
    } catch (error) {
      return failed(res, error);
    }
    return replayOnceRendered(cache, req, res)
      .then((answered) => (answered ? undefined : route(req, res)))
      .catch((error) => failed(res, error));
  }

  return Object.assign(handleRequest, {
    /** The server is stopping: readiness fails from now on. */
    stop: endpoints.stop,
  });
}

/**
 * Whether the page cache may answer req before the layers: what they refuse or treat apart
 * depends on the address alone.
 * @param {Req} req
 */
function replayable(req) {
  const pathname = pathnameOf(req.url);
  return !mayBePrivate(pathname) && !refusedBody(req, pathname);
}

/**
 * The layers a request meets when the page cache did not answer it at once, ending in Next's
 * handler: security headers and policy, hostile addresses, the host and client address pinned,
 * oversized bodies, CSP reports, the build's precompressed files, private pages, compression,
 * the page cache's and the media cache's recording, real 404s.
 * @param {{
 *   handle: Handle,
 *   site: () => SiteSecurity,
 *   policy: { dev: boolean },
 *   cache: Cache | null,
 *   media: ReturnType<typeof createMediaCache> | null,
 *   assets: ReturnType<typeof createStaticAssets>,
 *   replay: (cache: Cache, req: Req, res: Res) => boolean,
 *   replayOnceRendered: (cache: Cache, req: Req, res: Res) => Promise<boolean>,
 * }} parts
 */
function createLayers({ handle, site, policy, cache, media, assets, replay, replayOnceRendered }) {
  const reports = createCspReportEndpoint();

  /** @param {Req} req @param {Res} res */
  return async function route(req, res) {
    const config = site();
    const security = applySecurityHeaders(res, site, policy);
    pinHost(req, config.siteUrl);
    pinClientAddress(req, config.trustedIpHeader);
    if (isMalformedUrl(req.url ?? '/')) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 400, 'Bad request.');
      // the site's own 404 page, never Next's error for an address it cannot decode
      req.url = UNMATCHED_PATH;
    }
    // an old address goes on to where its page lives now before anything else may refuse it
    if (await applyRedirect(req, res, bridge.redirectProbe(), config.siteUrl)) return;
    const pathname = pathnameOf(req.url);
    if (isBackOfficePath(pathname)) security.isolate();
    const body = refusedBody(req, pathname);
    if (body) return refuse(res, body.status, body.message);
    if (reports.handle(req, res, pathname)) return;
    if (answerAnonymousSession(req, res, pathname)) return;
    if (pathname.startsWith(STATIC_URL_PREFIX) && (await assets.serve(req, res))) return;
    // a page for those given its link only is never replayed nor kept, by this cache or any other
    const privatePage = await isPrivatePage(pathname, bridge.privatePageProbe());
    if (privatePage) {
      markPrivate(res);
      security.isolate();
    }
    // the cache's other pages were replayed before any of this: only a project's page, which
    // had to be asked about first, is looked for here
    else if (cache && mayBePrivate(pathname)) {
      if (replay(cache, req, res) || (await replayOnceRendered(cache, req, res))) return;
    }
    countViewWhenDone(req, res, config);
    security.forNext(req);
    compressResponse(req, res);
    if (!privatePage) cache?.record(req, res);
    media?.record(req, res);
    await applyNotFoundStatus(req, res, bridge.missingContentProbe());
    await handle(req, res);
  };
}

/** @param {Res} res @param {unknown} error */
function failed(res, error) {
  log.error({ err: error }, 'a request failed');
  if (!res.headersSent) refuse(res, 500, 'Something went wrong on the server.');
  else res.destroy();
}
