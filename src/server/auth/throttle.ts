import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type { Db } from '@/server/db/connect';
import { clientIp } from './client-ip';
import { clear, hit, minutes, RULES, type Rule } from './throttle-store';

// Auth throttling with counters in the database (table auth_throttles), so the
// limits hold in development, in tests and across app instances, and for calls
// through auth.api on the server as well as over HTTP: better-auth runs plugin
// hooks for both. (Its own limiter keeps counters in memory unless told
// otherwise, only runs in production, and only for HTTP requests.)

export class ThrottledError extends APIError {
  constructor(message: string, retryAfterMs: number) {
    super(
      'TOO_MANY_REQUESTS',
      { message, code: 'TOO_MANY_ATTEMPTS' },
      {
        'Retry-After': String(Math.ceil(retryAfterMs / 1000)),
      },
    );
  }
}

async function enforce(
  db: Db,
  key: string,
  rule: Rule,
  message: (wait: string) => string,
): Promise<void> {
  const { count, retryAfterMs } = await hit(db, key, rule);
  if (count > rule.limit) throw new ThrottledError(message(minutes(retryAfterMs)), retryAfterMs);
}

const address = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

const PASSWORD_PATHS = new Set(['/change-password', '/two-factor/enable', '/two-factor/disable']);
const TWO_FACTOR_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);
const MAIL_PATHS = new Set([
  '/request-password-reset',
  '/forget-password',
  '/send-verification-email',
]);

export type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The account a two-factor step is about: the signed-in user, or the pending sign-in in the two-factor cookie. */
async function twoFactorSubject(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return pending?.value ?? null;
}

/** The throttle as a better-auth plugin; `trustedIpHeader` enables the per-IP rule. */
export function throttlePlugin(
  db: Db,
  options: { trustedIpHeader?: string } = {},
): BetterAuthPlugin {
  // which counter an attempt used, so the after-hook can take it back on success
  // (hooks of one call share its body object; a WeakMap lets it go with the call)
  const pendingKey = new WeakMap<object, string>();
  const remember = (body: unknown, key: string) => {
    if (body && typeof body === 'object') pendingKey.set(body, key);
  };

  return {
    id: 'db-throttle',
    hooks: {
      before: [
        {
          matcher: (ctx) =>
            ctx.path === '/sign-in/email' ||
            ctx.path === '/sign-up/email' ||
            PASSWORD_PATHS.has(ctx.path ?? '') ||
            TWO_FACTOR_PATHS.has(ctx.path ?? '') ||
            MAIL_PATHS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const path = ctx.path;
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            const ip = clientIp(ctx.request?.headers ?? ctx.headers, options.trustedIpHeader);

            if (ip && (path === '/sign-in/email' || path === '/sign-up/email')) {
              await enforce(
                db,
                `ip:${ip}:${path}`,
                RULES.perIp,
                (wait) => `Too many attempts from your network. Please try again in ${wait}.`,
              );
            }

            if (path === '/sign-in/email') {
              const key = `sign-in-failures:${address(body.email)}`;
              await enforce(
                db,
                key,
                RULES.signInFailures,
                (wait) =>
                  `Too many failed sign-in attempts for this account. Please try again in ${wait}.`,
              );
              remember(ctx.body, key);
            } else if (path === '/sign-up/email') {
              await enforce(
                db,
                `sign-up:${address(body.email)}`,
                RULES.perAddress,
                (wait) =>
                  `Too many sign-up attempts for this email address. Please try again in ${wait}.`,
              );
              await enforce(
                db,
                'sign-up:all',
                RULES.signUpsOverall,
                (wait) => `Sign-up is busy right now. Please try again in ${wait}.`,
              );
            } else if (MAIL_PATHS.has(path)) {
              const to = address(body.email) || 'session';
              await enforce(
                db,
                `mail:${path}:${to}`,
                RULES.perAddress,
                (wait) =>
                  `Too many emails requested for this address. Please try again in ${wait}.`,
              );
            } else if (TWO_FACTOR_PATHS.has(path)) {
              const subject = await twoFactorSubject(ctx);
              if (!subject) return;
              const key = `two-factor-failures:${subject}`;
              await enforce(
                db,
                key,
                RULES.twoFactorFailures,
                (wait) => `Too many incorrect codes. Please try again in ${wait}.`,
              );
              remember(ctx.body, key);
            } else if (PASSWORD_PATHS.has(path)) {
              const session = await getSessionFromCtx(ctx).catch(() => null);
              if (!session) return;
              const key = `password-checks:${session.user.id}`;
              await enforce(
                db,
                key,
                RULES.passwordChecks,
                (wait) => `Too many incorrect passwords. Please try again in ${wait}.`,
              );
              remember(ctx.body, key);
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) =>
            Boolean(ctx.body && typeof ctx.body === 'object' && pendingKey.has(ctx.body)),
          handler: createAuthMiddleware(async (ctx) => {
            const key = pendingKey.get(ctx.body as object)!;
            pendingKey.delete(ctx.body as object);
            const returned = ctx.context.returned;
            const failed =
              returned instanceof APIError &&
              (returned.statusCode === 401 ||
                (returned.statusCode === 400 &&
                  /invalid (password|code|backup code)/i.test(returned.message)));
            // a refused attempt keeps its count; an accepted secret wipes the slate
            if (!failed && !(returned instanceof ThrottledError)) await clear(db, key);
          }),
        },
      ],
    },
  };
}
