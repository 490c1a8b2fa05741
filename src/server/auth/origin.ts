const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when a state-changing request comes from another site: its Origin is not
 * the public origin (SITE_URL), or, without an Origin, the browser says it is
 * cross-site. Requests without either (scripts, curl) carry no ambient cookies
 * from a browser and are judged by their credentials alone.
 */
export function isForeignRequest(request: Request, siteOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get('origin');
  if (origin) return origin === 'null' || origin !== siteOrigin;
  const site = request.headers.get('sec-fetch-site');
  return site === 'cross-site' || site === 'same-site';
}

export function foreignOriginResponse(): Response {
  return Response.json(
    { message: 'Requests from other sites are not accepted.', code: 'INVALID_ORIGIN' },
    { status: 403 },
  );
}
