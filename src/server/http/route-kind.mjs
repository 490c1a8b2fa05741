// The few kinds of route the request log and the metrics tell apart: bounded, so a metric label
// can carry it, and read from the path alone.

/** @typedef {'page' | 'admin' | 'auth' | 'api' | 'static' | 'media' | 'operations'} RouteKind */

/** The operations endpoints (operations.mjs): no page, never cached, counted or logged at info. */
export const OPERATIONS_PATHS = Object.freeze(['/healthz', '/readyz', '/metrics']);

/**
 * @param {string} pathname
 * @returns {RouteKind}
 */
export function routeKind(pathname) {
  if (pathname.startsWith('/_next/')) return 'static';
  if (pathname.startsWith('/media/')) return 'media';
  if (OPERATIONS_PATHS.includes(pathname)) return 'operations';
  if (/^\/(?:admin|account)(?:\/|$)/.test(pathname)) return 'admin';
  if (/^\/(?:auth|api\/auth)(?:\/|$)/.test(pathname)) return 'auth';
  if (/^\/api(?:\/|$)/.test(pathname)) return 'api';
  return 'page';
}
