import { env } from '@/env';
import { getAuth } from '@/server/auth';
import { foreignOriginResponse, isForeignRequest } from '@/server/auth/origin';
import { checkAuthRequest } from '@/server/auth/request-body';

// better-auth's endpoints (sign-in, sign-up, get-session, two-factor, ...). A
// state-changing request from another origin is refused before better-auth sees
// it, with or without cookies.

/**
 * Answers that would hand the session token to page scripts. The browser holds
 * it in an httpOnly cookie and never needs it in JSON, so it is taken out:
 * a script injected into a page cannot carry the session elsewhere.
 */
const TOKEN_BEARING =
  /\/api\/auth\/(get-session|sign-in\/email|sign-up\/email|two-factor\/verify-(totp|backup-code|otp)|list-sessions)$/;

function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => key !== 'token')
        .map(([key, v]) => [key, withoutTokens(v)]),
    );
  }
  return value;
}

async function handle(incoming: Request): Promise<Response> {
  const origin = new URL(env().SITE_URL).origin;
  if (isForeignRequest(incoming, origin)) return foreignOriginResponse();
  const checked = await checkAuthRequest(incoming, origin);
  if ('refused' in checked) return checked.refused;
  const { request } = checked;
  const auth = await getAuth();
  const answer = await auth.handler(request);
  const headers = new Headers(answer.headers);
  // session answers are per person: never stored by a shared cache
  headers.set('Cache-Control', 'private, no-store');
  const json = headers.get('content-type')?.includes('application/json');
  if (json && answer.ok && TOKEN_BEARING.test(new URL(request.url).pathname)) {
    const body = JSON.stringify(withoutTokens(await answer.json()));
    headers.delete('content-length');
    return new Response(body, { status: answer.status, statusText: answer.statusText, headers });
  }
  return new Response(answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers,
  });
}

export const GET = handle;
export const POST = handle;
