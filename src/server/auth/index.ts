import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { env } from '@/env';
import { getDb } from '@/server/db';
import { startMailWorker } from '@/server/mail';
import { createAuth, type Auth, type AuthSession } from './config';
import { ensureOwnerWith } from './owner';
import { resolveAuthSecret } from './secret';
import { logger } from '@/server/log.mjs';

const log = logger('auth');

export type { Auth, AuthSession } from './config';
export { AUTH_BASE_PATH } from './config';

type State = { ready?: Promise<Auth> };
// one instance per process, also across dev-server module reloads
const state: State = ((globalThis as { __auth?: State }).__auth ??= {});

/**
 * The process's better-auth instance over the process's database. Its first
 * use also makes sure the owner account of ADMIN_EMAIL exists and the mail
 * worker runs, so accounts work even where boot did not start them.
 */
export function getAuth(): Promise<Auth> {
  state.ready ??= (async () => {
    const config = env();
    const db = await getDb();
    const auth = createAuth({
      db,
      secret: resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR),
      siteUrl: config.SITE_URL,
      trustedIpHeader: config.TRUSTED_IP_HEADER,
    });
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      const result = await ensureOwnerWith(auth, config.ADMIN_EMAIL, config.ADMIN_PASSWORD, db);
      if (result !== 'ready') log.info(`owner account ${config.ADMIN_EMAIL} ${result}`);
    }
    startMailWorker();
    return auth;
  })().catch((error) => {
    state.ready = undefined;
    throw error;
  });
  return state.ready;
}

/**
 * The session of a request, read from the database (so a revoked session or a
 * removed role takes effect at once). Server-side reads never refresh the
 * session: the browser's own get-session call does, and only it can update the cookie.
 */
export async function getSessionFromHeaders(requestHeaders: Headers): Promise<AuthSession | null> {
  const auth = await getAuth();
  return auth.api.getSession({ headers: requestHeaders, query: { disableRefresh: true } });
}

/** The current request's session, read once per render. */
export const getServerSession = cache(async (): Promise<AuthSession | null> => {
  return getSessionFromHeaders(await headers());
});

export function isAdminSession(session: AuthSession | null): boolean {
  return session?.user.role === 'admin';
}

/**
 * For src/server/boot.ts: creates or promotes the ADMIN_EMAIL owner at start
 * rather than on the first request (and, with it, starts the mail worker).
 */
export async function ensureOwner(): Promise<void> {
  await getAuth();
}
