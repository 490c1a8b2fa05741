import 'server-only';
import { redirect } from 'next/navigation';
import { env } from '@/env';
import { getDb } from '@/server/db';
import { recordAudit, type AuditEntry, type AuditWriter } from '@/server/audit/record';
import { clientIp } from './client-ip';
import { getServerSession, getSessionFromHeaders, isAdminSession, type AuthSession } from './index';
import { foreignOriginResponse, isForeignRequest } from './origin';
import { logger, masked } from '@/server/log.mjs';

const log = logger('audit');

// Every admin page, server action and route handler calls one of these: the
// proxy or a layout may redirect early, but the check happens where the data is
// touched.

export type AdminSession = AuthSession & { user: AuthSession['user'] & { role: 'admin' } };

export class AuthorizationError extends Error {
  constructor(
    public readonly status: 401 | 403,
    message = status === 401
      ? 'Please sign in to continue.'
      : 'This needs an administrator account.',
  ) {
    super(message);
    this.name = 'AuthorizationError';
  }
}

/** Where an admin who still has to set up two-factor sign-in is sent, and the one page open to them. */
export const TWO_FACTOR_SETUP_PATH = '/admin/account';

export const TWO_FACTOR_REQUIRED_MESSAGE =
  'Turn on two-factor sign-in on your account page first: this site requires it for every administrator.';

/**
 * With REQUIRE_ADMIN_2FA, an admin without two-factor sign-in may only set it
 * up (better-auth's own endpoints) or sign out until it is on.
 */
export function needsTwoFactorSetup(session: AuthSession): boolean {
  const user = session.user as { twoFactorEnabled?: boolean | null };
  return env().REQUIRE_ADMIN_2FA && !user.twoFactorEnabled;
}

function asAdmin(session: AuthSession | null): AdminSession {
  if (!session) throw new AuthorizationError(401);
  if (!isAdminSession(session)) throw new AuthorizationError(403);
  if (needsTwoFactorSetup(session)) throw new AuthorizationError(403, TWO_FACTOR_REQUIRED_MESSAGE);
  return session as AdminSession;
}

/** For server actions (and anything else without a page to go to): the admin session, or AuthorizationError. */
export async function requireAdmin(): Promise<AdminSession> {
  return asAdmin(await getServerSession());
}

/**
 * For admin pages and layouts: the admin session, or a redirect (replacing the
 * history entry) to /auth, or to the account page while two-factor sign-in is
 * required but not yet on. Only that page, and the layout around it, pass
 * `allowWithoutTwoFactor`.
 */
export async function requireAdminPage(
  options: { allowWithoutTwoFactor?: boolean } = {},
): Promise<AdminSession> {
  const session = await getServerSession();
  if (!session || !isAdminSession(session)) redirect('/auth');
  if (!options.allowWithoutTwoFactor && needsTwoFactorSetup(session)) {
    redirect(TWO_FACTOR_SETUP_PATH);
  }
  return session as AdminSession;
}

/** What a route handler says about its change; who and from where are filled in. */
export type RequestAuditEntry = Omit<AuditEntry, 'actor' | 'ip'>;

export type RequestAudit = {
  /**
   * Records the request's change, inside `db` when given (the handler's
   * transaction, so the entry commits with the write).
   */
  record: (entry: RequestAuditEntry, db?: AuditWriter) => Promise<void>;
};

type Handler<C> = (
  request: Request,
  context: C,
  session: AdminSession,
  audit: RequestAudit,
) => Response | Promise<Response>;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a stranger gets from an admin address that must not say it exists. */
export function hiddenRefusal(): Response {
  return new Response('Not found', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/**
 * Wraps an admin route handler: refuses state-changing requests from another
 * origin (403), visitors (401), signed-in non-admins and admins who still have
 * to turn on a required two-factor sign-in (403) before the handler runs. A
 * state-changing request that succeeds is always in the audit log: the handler
 * records what it changed through `audit`, and a handler that did not gets a
 * plain entry naming the method and path, so no admin write goes unrecorded.
 */
export function withAdmin<C = unknown>(
  handler: Handler<C>,
  /** `hidden`: every refusal is the 404 of an address that names nothing (private files) */
  options: { hidden?: boolean } = {},
): (request: Request, context: C) => Promise<Response> {
  return async (request, context) => {
    if (isForeignRequest(request, new URL(env().SITE_URL).origin))
      return options.hidden ? hiddenRefusal() : foreignOriginResponse();
    let session: AdminSession;
    try {
      session = asAdmin(await getSessionFromHeaders(request.headers));
    } catch (error) {
      if (!(error instanceof AuthorizationError)) throw error;
      if (options.hidden) return hiddenRefusal();
      return Response.json({ message: error.message }, { status: error.status });
    }
    let recorded = false;
    const who = {
      actor: { id: session.user.id, email: session.user.email },
      ip: clientIp(request.headers, env().TRUSTED_IP_HEADER),
    };
    const audit: RequestAudit = {
      record: async (entry, db) => {
        await recordAudit(db ?? (await getDb()), { ...entry, ...who });
        recorded = true;
      },
    };
    const response = await handler(request, context, session, audit);
    if (!recorded && response.ok && !READS.has(request.method)) {
      const { pathname } = new URL(request.url);
      const entry = { action: 'admin.request', changes: { note: `${request.method} ${pathname}` } };
      // the change is made and answered: an entry that cannot be written is logged in full instead
      await audit.record(entry).catch((error) => {
        log.error(
          { err: error, entry: masked({ ...entry, ...who }) },
          'could not record an audit entry',
        );
      });
    }
    return response;
  };
}
