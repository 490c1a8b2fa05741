// Gives the article, project and preview pages' own 'Not Found' answers their HTTP 404 (the app's
// probe, src/features/seo/missing-content.ts, says whether an address names nothing).
import onHeaders from 'on-headers';
import { isRouterRequest } from './next-internals.mjs';
import { pathnameOf } from './request-guard.mjs';

// an article, a project, a draft's preview link, or a booked call's manage link
const CANDIDATE = /^\/(blog|projects|booking)\/[^/]+$|^\/blog\/preview\/[^/]+$/;

/**
 * Whether a request might be for a page that names nothing. Only document GETs:
 * the router's payload requests keep Next's own handling.
 * @param {import('node:http').IncomingMessage} req
 */
export function mayBeMissing(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (isRouterRequest(req)) return false;
  const [pathname = '/', query = ''] = (req.url ?? '/').split('?');
  // a draft's preview link shows content the public probe cannot see
  if (/(^|&)preview=/.test(query)) return false;
  return CANDIDATE.test(pathname);
}

/**
 * Makes the answer to req go out as 404 when the probe says its address names nothing (Next
 * would send 200 for a page that rendered normally).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {((pathname: string) => Promise<boolean>) | null | undefined} probe
 */
export async function applyNotFoundStatus(req, res, probe) {
  if (!probe || !mayBeMissing(req)) return;
  const pathname = pathnameOf(req.url);
  try {
    if (!(await probe(pathname))) return;
  } catch {
    // the page itself will report a database fault; never fail the request here
    return;
  }
  onHeaders(res, () => {
    res.statusCode = 404;
  });
}
