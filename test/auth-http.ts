import { totp } from './totp';

// better-auth's endpoints called over HTTP the way the browser calls them (same
// origin, JSON body, cookies carried from answer to answer), so its hooks and
// this project's plugins run exactly as in production.
//
//   const call = authHttp((request) => auth.handler(request), SITE);
//   const admin = await call('/sign-in/email', { body: { email, password } });
//   await call('/change-password', { cookie: admin.cookie, body: { ... } });

export type AuthAnswer = { status: number; json: unknown; cookie: string };

/** The cookie jar after an answer: its Set-Cookie values replace (or, when expired, remove) earlier ones. */
export function withSetCookies(cookie: string, headers: Headers): string {
  const jar = new Map(
    cookie
      .split(';')
      .map((c) => c.trim())
      .filter(Boolean)
      .map((c) => [c.slice(0, c.indexOf('=')), c.slice(c.indexOf('=') + 1)] as const),
  );
  for (const line of headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    if (value === '' || /;\s*max-age=0\b/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

export function authHttp(handler: (request: Request) => Promise<Response>, site: string) {
  return async (
    path: string,
    options: { cookie?: string; body?: unknown; method?: 'GET' | 'POST' } = {},
  ): Promise<AuthAnswer> => {
    const headers: Record<string, string> = { origin: site };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await handler(
      new Request(`${site}/api/auth${path}`, {
        method: options.method ?? 'POST',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      }),
    );
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return {
      status: response.status,
      json,
      cookie: withSetCookies(options.cookie ?? '', response.headers),
    };
  };
}

/** The current code of an otpauth:// URI (RFC 6238, 6 digits, 30 s), as an authenticator app shows it. */
export function totpOf(uri: string, at = Date.now()): string {
  return totp(new URL(uri).searchParams.get('secret') ?? '', at);
}

/**
 * Turns two-factor sign-in on for a signed-in account as the account page does
 * (password, then a code from the app) and returns the cookie of the fresh
 * session better-auth hands out on the way.
 */
export async function enableTwoFactor(
  call: ReturnType<typeof authHttp>,
  cookie: string,
  password: string,
): Promise<string> {
  const enabled = await call('/two-factor/enable', { cookie, body: { password } });
  if (enabled.status !== 200)
    throw new Error(`enable: ${enabled.status} ${JSON.stringify(enabled.json)}`);
  const { totpURI } = enabled.json as { totpURI: string };
  const verified = await call('/two-factor/verify-totp', {
    cookie: enabled.cookie,
    body: { code: totpOf(totpURI) },
  });
  if (verified.status !== 200)
    throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.json)}`);
  return verified.cookie;
}
