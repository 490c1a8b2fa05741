import 'server-only';
import { sql } from 'drizzle-orm';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type { Db } from '@/server/db/connect';

// Auth throttling with counters in the database (table auth_throttles), so the
// limits hold in development, in tests and across app instances, and for calls
// through auth.api on the server as well as over HTTP: better-auth runs plugin
// hooks for both. (Its own limiter keeps counters in memory unless told
// otherwise, only runs in production, and only for HTTP requests.)

export type Rule = { limit: number; windowMs: number };

const MINUTE = 60_000;
export const RULES = {
  /** wrong passwords for one account: the 6th attempt within 15 minutes is refused */
  signInFailures: { limit: 5, windowMs: 15 * MINUTE },
  /** wrong two-factor codes for one account */
  twoFactorFailures: { limit: 5, windowMs: 15 * MINUTE },
  /** wrong current passwords on the account page (change password, two-factor on/off) */
  passwordChecks: { limit: 5, windowMs: 15 * MINUTE },
  /** sign-up attempts and mails asked for, per address */
  perAddress: { limit: 5, windowMs: 60 * MINUTE },
  /** sign-ups across the whole site, a ceiling when client addresses are unknown */
  signUpsOverall: { limit: 200, windowMs: 60 * MINUTE },
  /** wrong passwords for one protected project, per client address (or per project without one) */
  projectPasswords: { limit: 5, windowMs: 15 * MINUTE },
  /** requests per client IP to the sign-in and sign-up endpoints (only with a trusted IP header) */
  perIp: { limit: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, Rule>;

export type Hit = { count: number; retryAfterMs: number };

/** Counts one attempt in the key's current fixed window; atomic, so parallel requests cannot slip past. */
export async function hit(db: Db, key: string, rule: Rule): Promise<Hit> {
  const result = await db.execute(sql`
    insert into auth_throttles as t (key, count, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when t.window_started_at <= now() - (${rule.windowMs}::int * interval '1 millisecond') then 1 else t.count + 1 end,
      window_started_at = case when t.window_started_at <= now() - (${rule.windowMs}::int * interval '1 millisecond') then now() else t.window_started_at end
    returning count, (extract(epoch from (t.window_started_at - now())) * 1000)::bigint as offset_ms`);
  const row = result.rows[0] as { count: number; offset_ms: string | number };
  return {
    count: Number(row.count),
    retryAfterMs: Math.max(0, rule.windowMs + Number(row.offset_ms)),
  };
}

/** Takes back attempts that turned out to be legitimate (a correct password or code). */
export async function clear(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from auth_throttles where key = ${key}`);
}

/**
 * Forgets windows that ended long ago, so the table stays small; the scheduled
 * maintenance pass (src/server/maintenance) calls it. Returns how many went.
 */
export async function pruneThrottles(db: Db, olderThanMs = 24 * 60 * MINUTE): Promise<number> {
  const result = await db.execute(sql`
    with gone as (
      delete from auth_throttles
       where window_started_at < now() - (${olderThanMs}::int * interval '1 millisecond')
      returning 1)
    select count(*)::int as n from gone`);
  return Number((result.rows[0] as { n: number }).n);
}

/** A wait as people read it: '1 minute', '14 minutes'. */
export function minutes(ms: number): string {
  const n = Math.max(1, Math.ceil(ms / MINUTE));
  return n === 1 ? '1 minute' : `${n} minutes`;
}

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

/** The client IP from a header the operator's proxy sets (and overwrites); never guessed from X-Forwarded-For. */
export function clientIp(
  headers: Headers | undefined,
  trustedHeader: string | undefined,
): string | null {
  if (!trustedHeader || !headers) return null;
  const value = headers.get(trustedHeader);
  if (!value) return null;
  // a proxy that appends puts the address it saw last
  const ip = value.split(',').at(-1)!.trim();
  return /^[0-9a-f:.]{2,45}$/i.test(ip) ? ip : null;
}

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
