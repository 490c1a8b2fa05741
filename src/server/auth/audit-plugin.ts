import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type { Db } from '@/server/db/connect';
import { recordAudit, type AuditEntry } from '@/server/audit/record';
import { clientIp } from './client-ip';
import { ThrottledError, type HookContext } from './throttle';
import { logger, masked } from '@/server/log.mjs';

const log = logger('audit');

// Sign-ins, failed sign-ins and sign-outs in the audit log (ADR 008), from
// better-auth's plugin hooks, so they are recorded for calls over HTTP and
// through auth.api alike. Attempts the throttle refuses never reach the
// password check and are not recorded: the throttle already bounds them.

const TWO_FACTOR_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

// changes a signed-in person makes to their own account on the account page
const ACCOUNT_CHANGES: Record<string, string> = {
  '/change-password': 'account.password-change',
  '/change-email': 'account.email-change',
  '/two-factor/enable': 'account.two-factor-setup',
  '/two-factor/disable': 'account.two-factor-off',
  '/two-factor/generate-backup-codes': 'account.backup-codes',
};

const address = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** A wrong password or code (401, or 400 "invalid ..."), as opposed to any other refusal. */
function wrongSecret(returned: unknown): boolean {
  return (
    returned instanceof APIError &&
    !(returned instanceof ThrottledError) &&
    (returned.statusCode === 401 ||
      (returned.statusCode === 400 &&
        /invalid (password|code|backup code)/i.test(returned.message)))
  );
}

/** The identifier in this request's two-factor cookie: set between the password and the code of a sign-in. */
async function twoFactorCookie(ctx: HookContext): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie('two_factor');
  return (await ctx.getSignedCookie(cookie.name, ctx.context.secret)) || null;
}

/** The password was right and the second step is still to come. */
const awaitsSecondStep = (returned: unknown) =>
  Boolean(returned && typeof returned === 'object' && 'twoFactorRedirect' in returned);

export function auditPlugin(db: Db, options: { trustedIpHeader?: string } = {}): BetterAuthPlugin {
  const record = async (ctx: HookContext, entry: Omit<AuditEntry, 'ip'>) => {
    const ip = clientIp(ctx.request?.headers ?? ctx.headers, options.trustedIpHeader);
    // the sign-in itself has happened; an entry that cannot be written is logged instead
    await recordAudit(db, { ...entry, ip }).catch((error) => {
      log.error({ err: error, entry: masked({ ...entry, ip }) }, 'could not record an audit entry');
    });
  };
  const user = async (ctx: HookContext, id: string) => {
    const found = await ctx.context.internalAdapter.findUserById(id);
    return { id, email: found?.email ?? null };
  };

  return {
    id: 'audit-log',
    hooks: {
      before: [
        {
          // recorded as it is asked for: afterwards the session is gone
          matcher: (ctx) => ctx.path === '/sign-out',
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx).catch(() => null);
            if (!session) return;
            await record(ctx, {
              action: 'auth.sign-out',
              actor: { id: session.user.id, email: session.user.email },
              entityType: 'users',
              entityId: session.user.id,
            });
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === '/sign-in/email',
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            const signedIn = ctx.context.newSession?.user;
            if (signedIn && !awaitsSecondStep(returned) && !(returned instanceof APIError)) {
              await record(ctx, {
                action: 'auth.sign-in',
                actor: { id: signedIn.id, email: signedIn.email },
                entityType: 'users',
                entityId: signedIn.id,
                changes: { note: 'with password' },
              });
              return;
            }
            if (!wrongSecret(returned)) return;
            const email = address((ctx.body as { email?: unknown } | undefined)?.email);
            const account = email ? await ctx.context.internalAdapter.findUserByEmail(email) : null;
            await record(ctx, {
              action: 'auth.sign-in-failed',
              actor: { id: account?.user.id ?? null, email },
              entityType: account ? 'users' : null,
              entityId: account?.user.id ?? null,
              changes: { note: account ? 'wrong password' : 'no account with this e-mail address' },
            });
          }),
        },
        {
          matcher: (ctx) => (ctx.path ?? '') in ACCOUNT_CHANGES,
          handler: createAuthMiddleware(async (ctx) => {
            if (ctx.context.returned instanceof APIError) return;
            const session =
              ctx.context.newSession ?? (await getSessionFromCtx(ctx).catch(() => null));
            if (!session) return;
            const newEmail = (ctx.body as { newEmail?: unknown } | undefined)?.newEmail;
            await record(ctx, {
              action: ACCOUNT_CHANGES[ctx.path]!,
              actor: { id: session.user.id, email: session.user.email },
              entityType: 'users',
              entityId: session.user.id,
              changes:
                ctx.path === '/change-email' && typeof newEmail === 'string'
                  ? { note: `confirmation sent to ${address(newEmail)}` }
                  : ctx.path === '/change-password' || ctx.path === '/two-factor/disable'
                    ? { note: 'other sessions ended' }
                    : undefined,
            });
          }),
        },
        {
          matcher: (ctx) => TWO_FACTOR_PATHS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            // the second step of a sign-in carries the two-factor cookie; without it, the
            // same endpoint confirms two-factor set-up on the account page
            const identifier = await twoFactorCookie(ctx);
            if (!identifier) {
              const session = await getSessionFromCtx(ctx).catch(() => null);
              if (!session || ctx.context.returned instanceof APIError) return;
              await record(ctx, {
                action: 'account.two-factor-on',
                actor: { id: session.user.id, email: session.user.email },
                entityType: 'users',
                entityId: session.user.id,
              });
              return;
            }
            const method =
              ctx.path === '/two-factor/verify-backup-code' ? 'backup code' : 'two-factor code';
            const returned = ctx.context.returned;
            const signedIn = ctx.context.newSession?.user;
            if (signedIn && !(returned instanceof APIError)) {
              await record(ctx, {
                action: 'auth.sign-in',
                actor: { id: signedIn.id, email: signedIn.email },
                entityType: 'users',
                entityId: signedIn.id,
                changes: { note: `with password and ${method}` },
              });
              return;
            }
            if (!wrongSecret(returned)) return;
            const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
            if (!pending) return;
            await record(ctx, {
              action: 'auth.sign-in-failed',
              actor: await user(ctx, pending.value),
              entityType: 'users',
              entityId: pending.value,
              changes: { note: `wrong ${method}` },
            });
          }),
        },
      ],
    },
  };
}
