import { and, eq, or, sql } from 'drizzle-orm';
import { vi } from 'vitest';
import type { Connection } from '@/server/db/connect';
import { mailOutbox, users } from '@/server/db/schema';

/**
 * Signs up an account with the role, marks it verified, signs it in through
 * better-auth and returns its Cookie header. Needs '@/server/db' mocked onto
 * `db` (test/request-context.ts) and a fresh auth instance (see below).
 */
export async function signedInCookie(
  db: Connection['db'],
  email: string,
  role: 'admin' | 'user',
): Promise<string> {
  const { getAuth } = await import('@/server/auth');
  const auth = await getAuth();
  await auth.api.signUpEmail({
    body: { email, password: 'password-1', name: email.split('@')[0]! },
  });
  await db
    .update(users)
    .set({ emailVerified: true, role })
    .where(sql`${users.email} = ${email}`);
  // the mail worker sends the verification mail in the background: once it has been tried, a
  // test's "nothing changed" snapshot cannot see its row change (10 s: the worker's first run
  // loads the transport, which on a busy machine outlasts waitFor's default second)
  await vi.waitFor(async () => {
    const onItsWay = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          eq(mailOutbox.status, 'sending'),
          and(eq(mailOutbox.status, 'pending'), eq(mailOutbox.attempts, 0)),
        ),
      );
    if (onItsWay.length > 0) throw new Error('the verification mail is still on its way');
  }, 10_000);
  const { headers } = await auth.api.signInEmail({
    body: { email, password: 'password-1' },
    returnHeaders: true,
  });
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Makes the next getAuth() build its instance over the current test database. */
export async function freshAuth(): Promise<void> {
  await import('@/server/auth');
  const state = (globalThis as { __auth?: { ready?: unknown } }).__auth;
  if (state) state.ready = undefined;
}
