import 'server-only';
import { eq } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { Db } from '@/server/db/connect';
import {
  accounts,
  rateLimits,
  sessions,
  twoFactors,
  users,
  verifications,
} from '@/server/db/schema';
import { queueChangeEmailMail, queuePasswordResetMail, queueVerificationMail } from './emails';
import { sessionPolicyPlugin } from './session-policy';
import { throttlePlugin } from './throttle';
import { auditPlugin } from './audit-plugin';
import { hashPassword, verifyPassword } from './password';
import { logger, masked } from '@/server/log.mjs';

const log = logger('auth');

export type AuthSettings = {
  db: Db;
  secret: string;
  /** the public origin (env SITE_URL): base of every link and the only trusted origin */
  siteUrl: string;
  /** a header the operator's reverse proxy sets to the client address, e.g. X-Real-IP */
  trustedIpHeader?: string;
};

export const AUTH_BASE_PATH = '/api/auth';

// better-auth logs a wrong password or an unknown address as an error; they are
// ordinary answers here (the throttle counts them), so they stay out of the log
const ROUTINE =
  /^(Invalid password|User not found|Credential account not found|Password not found|Password is too short|Email is the same|Sign-up attempt for existing email)/;
const DAY = 24 * 60 * 60;

export function createAuth({ db, secret, siteUrl, trustedIpHeader }: AuthSettings) {
  const origin = new URL(siteUrl).origin;
  const secure = origin.startsWith('https:');

  return betterAuth({
    appName: new URL(siteUrl).hostname,
    baseURL: origin,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [origin],
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        if (ROUTINE.test(message)) return;
        // what came with it, as text: an object there may carry a token or a session
        const details = args.map((arg) =>
          arg instanceof Error ? arg.message : typeof arg === 'string' ? arg : typeof arg,
        );
        log[level === 'error' ? 'error' : 'warn']({ details: masked(details) }, message);
      },
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        rateLimit: rateLimits,
      },
    }),
    user: {
      additionalFields: {
        // read by isAdmin and the footer's 'Admin Dashboard' link; never settable by the client
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
      },
      changeEmail: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      // better-auth's scheme on Node's own scrypt, off the event loop (./password.ts)
      password: { hash: hashPassword, verify: verifyPassword },
      requireEmailVerification: true,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await queuePasswordResetMail(db, siteUrl, { to: user.email, url });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: DAY,
      sendVerificationEmail: async ({ user, url }) => {
        // better-auth uses this hook for a changed address too: then the stored address differs
        const [stored] = await db
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, user.id));
        if (stored && stored.email !== user.email)
          await queueChangeEmailMail(db, siteUrl, { to: user.email, url });
        else await queueVerificationMail(db, siteUrl, { to: user.email, url });
      },
    },
    session: {
      expiresIn: 30 * DAY,
      // a session in use is extended once a day, so it does not expire while someone works
      updateAge: DAY,
    },
    // better-auth's own per-IP limiter, with its counters in the database; it needs a
    // trusted client address, so it runs only when the proxy header is configured
    rateLimit: {
      enabled: Boolean(trustedIpHeader),
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        // the database throttle (./throttle.ts) owns these
        '/sign-in/email': false,
        '/sign-up/email': false,
        '/two-factor/*': { window: 60, max: 20 },
        // a read that tells nothing without a signed session cookie; every public page's footer
        // asks it, so counting it would write to the database on page views and could shut a
        // busy shared address out of its own session
        '/get-session': false,
      },
    },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
      // never trust X-Forwarded-For by default: it is whatever the client says; without the
      // proxy's header no address is recorded (not even the 127.0.0.1 better-auth puts in dev)
      ipAddress: trustedIpHeader
        ? { ipAddressHeaders: [trustedIpHeader] }
        : { ipAddressHeaders: [], disableIpTracking: true },
    },
    plugins: [
      twoFactor({
        issuer: new URL(siteUrl).hostname,
        backupCodeOptions: { amount: 10, length: 10 },
      }),
      throttlePlugin(db, { trustedIpHeader }),
      sessionPolicyPlugin(),
      auditPlugin(db, { trustedIpHeader }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
