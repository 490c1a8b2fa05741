// What the HTTP layer knows about Next.js beyond its documented API, named here and nowhere
// else: the headers and query parameter of its client router, the content type and inline
// scripts of its payload, where it reads a script nonce, the layout of a build and how the app
// boots. next-internals.test.ts checks each against the installed `next` package's own sources
// and e2e/next-internals.spec.ts against a real build and its router, so an upgrade that
// changes one fails there, by name, rather than as a page cached wrongly.
import http from 'node:http';

// Request headers of the client router (navigations, prefetches, server actions). A request
// carrying one is answered with the router's payload or an action's result, never a document.
export const RSC_HEADER = 'rsc';
export const ROUTER_STATE_TREE_HEADER = 'next-router-state-tree';
export const ROUTER_PREFETCH_HEADER = 'next-router-prefetch';
export const ROUTER_SEGMENT_PREFETCH_HEADER = 'next-router-segment-prefetch';
export const NEXT_URL_HEADER = 'next-url';
export const ACTION_HEADER = 'next-action';
export const HMR_REFRESH_HEADER = 'next-hmr-refresh';

/** Every header above: a request with any of them is the router's, not a visitor's page. */
export const ROUTER_HEADERS = Object.freeze([
  RSC_HEADER,
  ROUTER_STATE_TREE_HEADER,
  ROUTER_PREFETCH_HEADER,
  ROUTER_SEGMENT_PREFETCH_HEADER,
  NEXT_URL_HEADER,
  ACTION_HEADER,
  HMR_REFRESH_HEADER,
]);

/** The router's guesses: a prefetch is no visit. */
export const PREFETCH_HEADERS = Object.freeze([
  ROUTER_PREFETCH_HEADER,
  ROUTER_SEGMENT_PREFETCH_HEADER,
]);

/** The query parameter the router adds to its payload requests (a cache-busting hash). */
export const RSC_QUERY = '_rsc';

/** The content type of the router's payload (a link followed inside the page). */
export const RSC_CONTENT_TYPE = 'text/x-component';

/** How every inline script carrying a page's payload begins. */
export const PAYLOAD_SCRIPT = 'self.__next_f';

/**
 * The request header Next reads the nonce for its own scripts from: the request's own
 * Content-Security-Policy, which the HTTP layer sets for each render.
 */
export const NONCE_REQUEST_HEADER = 'content-security-policy';

/** A build (Next's distDir) names itself in this file. */
export const BUILD_ID_FILE = 'BUILD_ID';
/** The build's scripts and stylesheets: this folder of distDir, at this address. */
export const STATIC_DIR = 'static';
export const STATIC_URL_PREFIX = '/_next/static/';
/** What Next itself answers those files with: their names change with their content. */
export const STATIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Whether a request is the client router's (any of its headers, or its query parameter).
 * @param {import('node:http').IncomingMessage} req
 */
export function isRouterRequest(req) {
  for (const name of ROUTER_HEADERS) if (req.headers[name] !== undefined) return true;
  return hasRscQuery(req.url ?? '/');
}

/** @param {string} url */
export function hasRscQuery(url) {
  const query = url.indexOf('?');
  if (query === -1) return false;
  return url.startsWith(`${RSC_QUERY}=`, query + 1) || url.includes(`&${RSC_QUERY}=`, query);
}

/**
 * Boots the app before the public port opens. Next runs the app's instrumentation
 * (src/instrumentation.ts: configuration, database, first-start content) with the first request
 * its handler is given, not in `prepare()`: one request for `path` on a private loopback port
 * does it, through `listener` (the whole site handler, as a visitor's would go). Resolves once
 * that request is answered.
 * @param {import('node:http').RequestListener} listener
 * @param {string} path an address that names no page, so that nothing is rendered but the 404
 */
export async function bootThroughFirstRequest(listener, path) {
  const local = http.createServer(listener);
  await new Promise((resolve) => local.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (local.address());
  try {
    await fetch(`http://127.0.0.1:${port}${path}`).then((r) => r.arrayBuffer());
  } finally {
    await new Promise((resolve) => local.close(() => resolve(undefined)));
  }
}
