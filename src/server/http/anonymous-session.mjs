// The session read every public page's footer makes (its Admin Dashboard link asks whether the
// visitor is a signed-in admin), answered here for a browser that holds no session cookie: it
// has no session, and better-auth would answer it `null` after a trip through Next and the auth
// library. A visitor reaching four footers cost four of those, more than the pages themselves
// (ADR 030). A request with a session cookie, whatever its worth, goes on to better-auth.

const SESSION_READ = '/api/auth/get-session';
// better-auth's cookie, with or without the __Secure- prefix it takes over HTTPS
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * Answers req when it is the session read of a browser without a session cookie: true when it
 * did. The caller has set the security headers.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} pathname
 */
export function answerAnonymousSession(req, res, pathname) {
  if (pathname !== SESSION_READ || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  if (SESSION_COOKIE.test(String(req.headers.cookie ?? ''))) return false;
  res.writeHead(200, {
    'content-type': 'application/json',
    'cache-control': 'private, no-store',
    'content-length': '4',
  });
  res.end(req.method === 'HEAD' ? undefined : 'null');
  return true;
}
