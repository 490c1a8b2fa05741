// Headers every answer carries, whichever layer writes it: Next, the page cache, the static
// files, the media route, the server's own refusals (docs/decisions/009-http-security.md).
import onHeaders from 'on-headers';
import { contentSecurityPolicy, newNonce } from './csp.mjs';
import { NONCE_REQUEST_HEADER } from './next-internals.mjs';

const YOUTUBE = '"https://www.youtube-nocookie.com"';
// the YouTube player (embedded from youtube-nocookie) is the only third party given anything
export const PERMISSIONS_POLICY = [
  `autoplay=(self ${YOUTUBE})`,
  `fullscreen=(self ${YOUTUBE})`,
  `picture-in-picture=(self ${YOUTUBE})`,
  `encrypted-media=(self ${YOUTUBE})`,
  'clipboard-write=(self)',
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

const ONE_YEAR = 365 * 24 * 60 * 60;

/**
 * @typedef {{ siteUrl: string, mediaOrigins: readonly string[], analytics: boolean }} Site
 */

/** @type {{ siteUrl: string, headers: [string, string][] } | null} */
let fixed = null;

/**
 * The fixed headers for a site, made once per site address (they are set on every answer).
 * @param {Pick<Site, 'siteUrl'>} site
 * @returns {[string, string][]}
 */
export function staticSecurityHeaders({ siteUrl }) {
  if (fixed?.siteUrl === siteUrl) return fixed.headers;
  /** @type {[string, string][]} */
  const headers = [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['permissions-policy', PERMISSIONS_POLICY],
  ];
  // browsers ignore it over plain HTTP; sent only where the site is HTTPS
  if (siteUrl.startsWith('https:'))
    headers.push(['strict-transport-security', `max-age=${ONE_YEAR}; includeSubDomains`]);
  fixed = { siteUrl, headers };
  return headers;
}

/** @type {{ key: string, policy: string, headers: readonly string[] } | null} */
let withoutInline = null;

/**
 * The policy of an answer that holds no inline script (no nonce, no hashes), and every security
 * header such an answer carries, names and values in one list: made again only when a setting
 * they depend on changes, since most answers of that kind (static files, images, refusals) are
 * cheap beside making them.
 * @param {Site} site
 * @param {{ dev?: boolean }} options
 */
function noInlineScripts(site, options) {
  const key = `${site.siteUrl} ${site.analytics} ${site.mediaOrigins.join(' ')} ${options.dev}`;
  if (withoutInline?.key === key) return withoutInline;
  const policy = contentSecurityPolicy({ hashes: [] }, site, options);
  const headers = [...staticSecurityHeaders(site).flat(), 'content-security-policy', policy];
  withoutInline = { key, policy, headers };
  return withoutInline;
}

/**
 * Every header applySecurityHeaders() gives an answer that never reaches Next and holds no
 * inline script (a static file the HTTP layer sends from memory), names and values in one list.
 * @param {Site} site
 * @param {{ dev?: boolean }} [options]
 * @returns {readonly string[]}
 */
export function fileSecurityHeaders(site, options = {}) {
  return noInlineScripts(site, options).headers;
}

/**
 * Makes sure the answer carries the security headers and a policy. A policy already set by an
 * inner layer stays: the page cache's (hashes of the page it replays) and the media route's (a
 * sandbox). The policy is made when the headers go out, after the page has rendered, so it
 * reflects settings the render itself read (Analytics switched on). Returns `forNext`, which
 * gives a request that Next will render its nonce: Next reads it from the request's own policy
 * header and puts it on the scripts it renders, and the root layout reads it for the app's
 * inline scripts. Answers that never reach Next (cached pages, static files) need none. And
 * `isolate`, for the answers that go out with an opener policy.
 * @param {import('node:http').ServerResponse} res
 * @param {() => Site} site
 * @param {{ dev?: boolean }} [options]
 */
export function applySecurityHeaders(res, site, options = {}) {
  /** @type {string | undefined} */
  let nonce;
  let isolated = false;
  onHeaders(res, () => {
    const current = site();
    for (const [name, value] of staticSecurityHeaders(current)) res.setHeader(name, value);
    if (isolated) res.setHeader('cross-origin-opener-policy', 'same-origin');
    if (!res.hasHeader('content-security-policy'))
      res.setHeader(
        'content-security-policy',
        nonce
          ? contentSecurityPolicy({ nonce }, current, options)
          : noInlineScripts(current, options).policy,
      );
    res.removeHeader('x-powered-by');
  });
  return {
    /** @param {import('node:http').IncomingMessage} req */
    forNext(req) {
      nonce = newNonce();
      req.headers[NONCE_REQUEST_HEADER] = `script-src 'nonce-${nonce}'`;
    },
    /**
     * Opens the answer in a browsing context group of its own (Cross-Origin-Opener-Policy:
     * same-origin), for the back office, sign-in, the API and private pages, where a signed-in
     * person's or a link's own data is shown. Public pages show every visitor the same thing,
     * and the header would cost them a process started as they arrive: Chrome on Android gives
     * a site that sends it a process of its own (docs/decisions/021-opener-policy.md).
     */
    isolate() {
      isolated = true;
    },
  };
}
