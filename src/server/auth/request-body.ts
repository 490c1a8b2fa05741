import 'server-only';

// What reaches better-auth's endpoints: a JSON object of plain strings, with
// return addresses on this site. better-auth answered a missing, malformed or
// non-object body, and a NUL in a field (which PostgreSQL refuses), with a 500;
// and it echoed a javascript: or off-site callbackURL back as the place to go.

/** No auth form comes near this; anything bigger is not a person signing in. */
const MAX_BODY = 64 * 1024;
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const CALLBACKS = ['callbackURL', 'newUserCallbackURL', 'errorCallbackURL', 'redirectTo'];

const refuse = (status: 400 | 413, message: string) =>
  Response.json({ message, code: 'INVALID_REQUEST_BODY' }, { status });

function hasControl(value: unknown): boolean {
  if (typeof value === 'string') return CONTROL.test(value);
  if (Array.isArray(value)) return value.some(hasControl);
  if (value && typeof value === 'object') return Object.values(value).some(hasControl);
  return false;
}

/** A path on this site ('/admin', not '//other.host') or an address on the site's origin. */
export function isOwnAddress(value: unknown, siteOrigin: string): boolean {
  if (typeof value !== 'string') return false;
  if (value.startsWith('/')) return !/^\/[/\\]/.test(value);
  return URL.canParse(value) && new URL(value).origin === siteOrigin;
}

/**
 * The request to hand to better-auth, or the answer refusing it. Only POST
 * bodies are read; an empty body counts as `{}`.
 */
export async function checkAuthRequest(
  request: Request,
  siteOrigin: string,
): Promise<{ request: Request } | { refused: Response }> {
  const query = new URL(request.url).searchParams;
  for (const key of CALLBACKS) {
    if (query.has(key) && !isOwnAddress(query.get(key), siteOrigin))
      return { refused: refuse(400, 'That return address is not on this site.') };
  }
  if (request.method !== 'POST') return { request };
  const text = await request.text();
  if (text.length > MAX_BODY) return { refused: refuse(413, 'The request is too large.') };
  let body: unknown = {};
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      return { refused: refuse(400, 'The request body is not valid JSON.') };
    }
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return { refused: refuse(400, 'The request body must be a JSON object.') };
  if (hasControl(body))
    return { refused: refuse(400, 'Remove the control characters from your entry.') };
  for (const key of CALLBACKS) {
    const value = (body as Record<string, unknown>)[key];
    if (value !== undefined && !isOwnAddress(value, siteOrigin))
      return { refused: refuse(400, 'That return address is not on this site.') };
  }
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return {
    request: new Request(request.url, {
      method: 'POST',
      headers,
      body: text.trim() === '' ? '{}' : text,
      signal: request.signal,
    }),
  };
}
