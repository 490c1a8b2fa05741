import 'server-only';
import { redirect } from 'next/navigation';
import { env } from '@/env';
import { getServerSession, getSessionFromHeaders, isAdminSession, type AuthSession } from './index';
import { foreignOriginResponse, isForeignRequest } from './origin';

// Every admin page, server action and route handler calls one of these: the
// proxy or a layout may redirect early, but the check happens where the data is
// touched.

export type AdminSession = AuthSession & { user: AuthSession['user'] & { role: 'admin' } };

export class AuthorizationError extends Error {
  constructor(public readonly status: 401 | 403) {
    super(status === 401 ? 'Please sign in to continue.' : 'This needs an administrator account.');
    this.name = 'AuthorizationError';
  }
}

function asAdmin(session: AuthSession | null): AdminSession {
  if (!session) throw new AuthorizationError(401);
  if (!isAdminSession(session)) throw new AuthorizationError(403);
  return session as AdminSession;
}

/** For server actions (and anything else without a page to go to): the admin session, or AuthorizationError. */
export async function requireAdmin(): Promise<AdminSession> {
  return asAdmin(await getServerSession());
}

/** For admin pages and layouts: the admin session, or a redirect to /auth (replacing the history entry). */
export async function requireAdminPage(): Promise<AdminSession> {
  const session = await getServerSession();
  if (!isAdminSession(session)) redirect('/auth');
  return session as AdminSession;
}

type Handler<C> = (
  request: Request,
  context: C,
  session: AdminSession,
) => Response | Promise<Response>;

/**
 * Wraps an admin route handler: refuses state-changing requests from another
 * origin (403), visitors (401) and signed-in non-admins (403) before the handler runs.
 */
export function withAdmin<C = unknown>(
  handler: Handler<C>,
): (request: Request, context: C) => Promise<Response> {
  return async (request, context) => {
    if (isForeignRequest(request, new URL(env().SITE_URL).origin)) return foreignOriginResponse();
    let session: AdminSession;
    try {
      session = asAdmin(await getSessionFromHeaders(request.headers));
    } catch (error) {
      if (!(error instanceof AuthorizationError)) throw error;
      return Response.json({ message: error.message }, { status: error.status });
    }
    return handler(request, context, session);
  };
}
