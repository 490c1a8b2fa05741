import 'server-only';
import { getSessionFromHeaders, isAdminSession } from '@/server/auth';
import { accessCookieName, canSeeProject } from './access';
import { getProjectGate, getProtectedMedia } from './queries';

// Whether a /media file may go to this request: files only password-protected
// projects use are served to a browser holding one of those projects' access
// cookies, or to the admin. Everything else is public.

function cookieOf(headers: Headers, name: string): string | undefined {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * 'public' for a file anyone may fetch, 'granted' for a protected file this
 * request may fetch (it must then never be kept by a shared cache), 'denied'
 * otherwise.
 */
export async function mayFetchProtectedMedia(
  key: string,
  headers: Headers,
): Promise<'public' | 'granted' | 'denied'> {
  const projectIds = (await getProtectedMedia()).get(key);
  if (!projectIds) return 'public';
  for (const id of projectIds) {
    const gate = await getProjectGate(id);
    if (gate && canSeeProject(gate, cookieOf(headers, accessCookieName(id)))) return 'granted';
  }
  const session = await getSessionFromHeaders(headers).catch(() => null);
  return isAdminSession(session) ? 'granted' : 'denied';
}
