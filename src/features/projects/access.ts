import 'server-only';
import { eq } from 'drizzle-orm';
import { cookies } from 'next/headers';
import { env } from '@/env';
import type { Db } from '@/server/db';
import { projects } from '@/server/db/schema';
import { getServerSession, isAdminSession } from '@/server/auth';
import { hashPassword, verifyPassword } from '@/server/auth/password';
import { resolveAuthSecret } from '@/server/auth/secret';
import { clear, hit, minutes, RULES } from '@/server/auth/throttle-store';
import {
  ACCESS_MAX_AGE_SECONDS,
  accessCookieName,
  accessKey,
  signAccess,
  verifyAccess,
} from './access-cookie';
import type { ProjectGate } from './types';

// Who may see a password-protected project: the browser that gave its password
// (./access-cookie.ts) and the admin. Passwords are hashed as account passwords
// are (@/server/auth/password); guessing is limited per visitor in the
// database throttle (5 wrong passwords in 15 minutes).

export { accessCookieName } from './access-cookie';

export const WRONG_PASSWORD = 'That password is not right. Please try again.';

let key: { secret: string; value: Buffer } | null = null;

/** The cookies' signing key, derived from the auth secret (which AUTH_SECRET or DATA_DIR gives). */
function signingKey(): Buffer {
  const config = env();
  const secret = resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR);
  if (key?.secret !== secret) key = { secret, value: accessKey(secret) };
  return key.value;
}

export function hashProjectPassword(password: string): Promise<string> {
  return hashPassword(password);
}

/** Whether a visitor holding `cookieValue` (this project's access cookie) may see the project. */
export function canSeeProject(gate: ProjectGate, cookieValue: string | undefined): boolean {
  if (gate.visibility !== 'password') return true;
  if (!gate.passwordHash) return false;
  return verifyAccess(signingKey(), gate.id, gate.passwordHash, cookieValue);
}

export type AccessCookie = {
  name: string;
  value: string;
  options: {
    httpOnly: true;
    sameSite: 'lax';
    secure: boolean;
    path: '/';
    maxAge: number;
  };
};

export type UnlockResult =
  | { ok: true; cookie: AccessCookie }
  | { ok: false; reason: 'missing' | 'wrong' | 'throttled'; message: string };

/** The throttle counter of one visitor's tries at one project. */
export function unlockThrottleKey(projectId: number, ip: string | null): string {
  return ip ? `project-password:${projectId}:${ip}` : `project-password:${projectId}`;
}

/**
 * One try at a protected project's password. Every try counts in the throttle
 * first, so once five wrong ones are in the window even the right password is
 * refused until it ends; the right password wipes the count and returns the
 * cookie that opens the project. `ip` is the client's address when the operator
 * names a trusted header, else null (then the count is per project).
 */
export async function unlockProject(
  db: Db,
  input: { projectId: number; password: string; ip: string | null },
): Promise<UnlockResult> {
  const [gate] = await db
    .select({ hash: projects.passwordHash, visibility: projects.visibility })
    .from(projects)
    .where(eq(projects.id, input.projectId));
  if (!gate || gate.visibility !== 'password' || !gate.hash)
    return {
      ok: false,
      reason: 'missing',
      message: 'This project is not protected by a password.',
    };
  const throttleKey = unlockThrottleKey(input.projectId, input.ip);
  const rule = RULES.projectPasswords;
  const { count, retryAfterMs } = await hit(db, throttleKey, rule);
  if (count > rule.limit)
    return {
      ok: false,
      reason: 'throttled',
      message: `Too many wrong passwords. Please try again in ${minutes(retryAfterMs)}.`,
    };
  const right =
    input.password !== '' && (await verifyPassword({ hash: gate.hash, password: input.password }));
  if (!right) return { ok: false, reason: 'wrong', message: WRONG_PASSWORD };
  await clear(db, throttleKey);
  return {
    ok: true,
    cookie: {
      name: accessCookieName(input.projectId),
      value: signAccess(signingKey(), input.projectId, gate.hash),
      options: {
        httpOnly: true,
        sameSite: 'lax',
        secure: env().SITE_URL.startsWith('https:'),
        path: '/',
        maxAge: ACCESS_MAX_AGE_SECONDS,
      },
    },
  };
}

/**
 * Whether the current request may see this project's page: anyone for a public
 * or unlisted one; for a protected one, the browser holding its access cookie,
 * or the admin (who looks at it from the back office).
 */
export async function viewerMaySee(gate: ProjectGate): Promise<boolean> {
  if (gate.visibility !== 'password') return true;
  if (canSeeProject(gate, (await cookies()).get(accessCookieName(gate.id))?.value)) return true;
  return isAdminSession(await getServerSession());
}
