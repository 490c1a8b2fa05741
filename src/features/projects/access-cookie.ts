import { createHmac, timingSafeEqual } from 'node:crypto';

// The proof that a browser gave a project's password: an http-only cookie per
// project whose value is its expiry and an HMAC over the project's id, that
// expiry and the project's current password hash. A cookie made for one project
// fails for every other (the id is signed), and changing the password changes the
// hash, so every cookie given before stops working at once. Pure, so unit tests
// use it as is; the key comes from the auth secret (./access.ts).

/** How long a right password keeps a project open in that browser. */
export const ACCESS_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** One cookie per project, so access to one never opens another. */
export function accessCookieName(projectId: number): string {
  return `project-access-${projectId}`;
}

/** A key for these cookies alone, derived from the auth secret (never the secret itself). */
export function accessKey(authSecret: string): Buffer {
  return createHmac('sha256', authSecret).update('project-access-cookie/v1').digest();
}

function mac(key: Buffer, projectId: number, expires: number, passwordHash: string): Buffer {
  return createHmac('sha256', key).update(`${projectId}.${expires}.${passwordHash}`).digest();
}

/** The cookie's value: `<expiry in epoch seconds>.<signature>`. */
export function signAccess(
  key: Buffer,
  projectId: number,
  passwordHash: string,
  nowMs: number = Date.now(),
): string {
  const expires = Math.floor(nowMs / 1000) + ACCESS_MAX_AGE_SECONDS;
  return `${expires}.${mac(key, projectId, expires, passwordHash).toString('base64url')}`;
}

/** Whether `value` is an unexpired cookie made for this project under its current password. */
export function verifyAccess(
  key: Buffer,
  projectId: number,
  passwordHash: string,
  value: string | undefined,
  nowMs: number = Date.now(),
): boolean {
  if (!value) return false;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= nowMs) return false;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = mac(key, projectId, expires, passwordHash);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
