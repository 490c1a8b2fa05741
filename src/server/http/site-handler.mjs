// Everything server.mjs does around Next's request handler, in the order a request meets it.
// Development (`npm run dev`) runs the same layers but the page cache, so both answer with the
// same status codes and headers.
import bridge from '@studio/http-bridge';
import { applyNotFoundStatus } from './not-found-status.mjs';
import { compressResponse } from './compression.mjs';
import { contentSecurityPolicy } from './csp.mjs';
import { createCspReportEndpoint } from './csp-report.mjs';
import { pageViewOf } from './page-views.mjs';
import { applySecurityHeaders } from './security-headers.mjs';
import { createResponseCache } from './response-cache.mjs';
import { createStaticAssets } from './static-assets.mjs';
import { isPrivatePage, markPrivate } from './private-pages.mjs';
import {
  isMalformedUrl,
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
 * }} options `site` is the site's settings as the app registered them at boot; `now` the
 *   page cache's clock
 */
export function createSiteHandler({ handle, distDir, dev = false, site, now = Date.now }) {
  const policy = { dev };
  const cache = dev
    ? null
    : createResponseCache({
        policyFor: (hashes) => contentSecurityPolicy({ hashes }, site(), policy),
        now,
      });
  if (cache) bridge.onPageDataChange(() => cache.clear());
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
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    const body = refusedBody(req, pathname);
    if (body) return refuse(res, body.status, body.message);
    if (reports.handle(req, res, pathname)) return;
    countWhenDone(req, res, config);
    if (pathname.startsWith('/_next/static/') && (await assets.serve(req, res))) return;
    // a page for those given its link only is never replayed nor kept, by this cache or any other
    const asked = isPrivatePage(req, bridge.privatePageProbe());
    const privatePage = typeof asked === 'boolean' ? asked : await asked;
    if (privatePage) markPrivate(res);
    else if (cache?.serve(req, res)) return;
    security.forNext(req);
    compressResponse(req, res);
    if (!privatePage) cache?.record(req, res);
    await applyNotFoundStatus(req, res, bridge.missingContentProbe());
    await handle(req, res);
  }

  /**
   * Hands a finished public page view to the app's counter, which only adds it
   * to memory (its totals reach the database in batches): nothing here waits.
   * @param {Req} req @param {Res} res @param {SiteSecurity} config
   */
  function countWhenDone(req, res, config) {
    if (req.method !== 'GET') return;
    const counter = bridge.viewCounter();
    if (!counter) return;
    res.once('finish', () => {
      try {
        const view = pageViewOf(req, res, {
          siteUrl: config.siteUrl,
          trustedIpHeader: config.trustedIpHeader,
        });
        if (view) counter(view);
      } catch (error) {
        console.error('[visitors] could not count a view:', error);
      }
    });
  }

  /** @param {Req} req @param {Res} res */
  return async function handleRequest(req, res) {
    try {
      await route(req, res);
    } catch (error) {
      console.error('[server] request failed:', error);
      if (!res.headersSent) refuse(res, 500, 'Something went wrong on the server.');
      else res.destroy();
    }
  };
}
