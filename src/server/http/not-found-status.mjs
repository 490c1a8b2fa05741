// Gives the article and project pages' own 'Not Found' answers their HTTP 404
// (see src/features/seo/missing-content.ts). Plain JavaScript: it runs in server.mjs.

const CANDIDATE = /^\/(blog|projects)\/[^/]+$/;
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-action'];

/**
 * Whether a request might be for a page that names nothing. Only document GETs:
 * the router's payload requests keep Next's own handling.
 * @param {import('node:http').IncomingMessage} req
 */
export function mayBeMissing(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (ROUTER_HEADERS.some((h) => req.headers[h] !== undefined)) return false;
  const [pathname = '/', query = ''] = (req.url ?? '/').split('?');
  // a draft's preview link shows content the public probe cannot see
  if (/(^|&)preview=/.test(query)) return false;
  return CANDIDATE.test(pathname);
}

/**
 * Makes whatever Next writes go out as 404 (it would send 200 for a page that
 * rendered normally).
 * @param {import('node:http').ServerResponse} res
 */
export function forceNotFound(res) {
  const writeHead = res.writeHead.bind(res);
  // @ts-expect-error -- same overloads, status replaced
  res.writeHead = (_status, ...rest) => writeHead(404, ...rest);
  Object.defineProperty(res, 'statusCode', {
    configurable: true,
    get: () => 404,
    set: () => {},
  });
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {((pathname: string) => Promise<boolean>) | undefined} probe
 */
export async function applyNotFoundStatus(req, res, probe) {
  if (!probe || !mayBeMissing(req)) return;
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  try {
    if (await probe(pathname)) forceNotFound(res);
  } catch {
    // the page itself will report a database fault; never fail the request here
  }
}
