import { beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { testDatabases } from '#test/databases';
import { emptiedForEachTest } from '#test/emptied-database';
import type { Connection } from '@/server/db/connect';
import { mailOutbox, rateLimits, sessions, users } from '@/server/db/schema';
import { createAuth, type Auth } from './config';
import { ensureOwnerWith } from './owner';
import { hasRole, setRole } from './roles';

const SITE = 'http://localhost:3360';

/** The link in the newest mail of a kind to an address. */
async function linkIn(conn: Connection, kind: string, to: string): Promise<string> {
  const [mail] = await conn.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.to, to)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const url = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!url) throw new Error(`no ${kind} mail to ${to}`);
  return url;
}

async function errorOf(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    const e = error as { statusCode: number; message: string };
    return { status: e.statusCode, message: e.message };
  }
  throw new Error('expected the call to fail');
}

describe.each(testDatabases())('accounts on $name', ({ open }) => {
  let conn: Connection;
  let auth: Auth;
  const fresh = emptiedForEachTest(open);
  beforeEach(async () => {
    conn = await fresh();
    auth = createAuth({ db: conn.db, secret: 'x'.repeat(40), siteUrl: SITE });
  });

  async function signUpVerified(email: string, password: string) {
    await auth.api.signUpEmail({ body: { email, password, name: email.split('@')[0]! } });
    const link = new URL(await linkIn(conn, 'verify-email', email));
    await auth.api.verifyEmail({ query: { token: link.searchParams.get('token')! } });
  }

  it('signs up with a verification mail, refuses sign-in until verified, then signs in', async () => {
    const result = await auth.api.signUpEmail({
      body: { email: 'Ada@Example.com', password: 'secret1', name: 'Ada' },
    });
    expect(result.token).toBeNull();
    const [user] = await conn.db.select().from(users);
    expect(user).toMatchObject({ email: 'ada@example.com', emailVerified: false, role: 'user' });

    const link = new URL(await linkIn(conn, 'verify-email', 'ada@example.com'));
    expect(link.origin + link.pathname).toBe(`${SITE}/api/auth/verify-email`);
    expect(link.searchParams.get('callbackURL')).toBe('/');

    expect(
      await errorOf(
        auth.api.signInEmail({ body: { email: 'ada@example.com', password: 'secret1' } }),
      ),
    ).toEqual({
      status: 403,
      message: 'Email not verified',
    });

    await auth.api.verifyEmail({ query: { token: link.searchParams.get('token')! } });
    const signedIn = await auth.api.signInEmail({
      body: { email: 'ada@example.com', password: 'secret1' },
    });
    expect(signedIn.user.email).toBe('ada@example.com');
    expect(await conn.db.$count(sessions)).toBe(1);
  });

  it('with a trusted address header, allows an address 100 calls a minute, session reads aside', async () => {
    const limited = createAuth({
      db: conn.db,
      secret: 'x'.repeat(40),
      siteUrl: SITE,
      trustedIpHeader: 'x-real-ip',
    });
    const call = async (path: string) =>
      (
        await limited.handler(
          new Request(`${SITE}/api/auth${path}`, { headers: { 'x-real-ip': '203.0.113.5' } }),
        )
      ).status;
    const statuses = async (path: string, times: number) => {
      const all: number[] = [];
      for (let i = 0; i < times; i++) all.push(await call(path));
      return all;
    };
    expect(new Set(await statuses('/get-session', 120))).toEqual(new Set([200]));
    expect(await conn.db.$count(rateLimits)).toBe(0);
    const ok = await statuses('/ok', 101);
    expect(new Set(ok.slice(0, 100))).toEqual(new Set([200]));
    expect(ok[100]).toBe(429);
  });

  it('refuses a second account for the same address', async () => {
    await auth.api.signUpEmail({
      body: { email: 'ada@example.com', password: 'secret1', name: 'ada' },
    });
    const error = await errorOf(
      auth.api.signUpEmail({
        body: { email: 'ada@example.com', password: 'secret2', name: 'ada' },
      }),
    );
    expect(error.status).toBe(422);
  });

  it('refuses the 6th wrong password within 15 minutes, even a right one, in the database', async () => {
    await signUpVerified('ada@example.com', 'secret1');
    for (let i = 0; i < 5; i++) {
      const error = await errorOf(
        auth.api.signInEmail({ body: { email: 'ada@example.com', password: 'wrong-one' } }),
      );
      expect(error).toEqual({ status: 401, message: 'Invalid email or password' });
    }
    const refused = await errorOf(
      auth.api.signInEmail({ body: { email: 'ada@example.com', password: 'secret1' } }),
    );
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(
      /^Too many failed sign-in attempts for this account\. Please try again in (15|14) minutes\.$/,
    );

    // a second app instance on the same database sees the same counter
    const other = createAuth({ db: conn.db, secret: 'x'.repeat(40), siteUrl: SITE });
    expect(
      (
        await errorOf(
          other.api.signInEmail({ body: { email: 'ADA@example.com', password: 'secret1' } }),
        )
      ).status,
    ).toBe(429);

    // once the window has passed, the right password works again
    await conn.db.execute(
      sql`update auth_throttles set window_started_at = now() - interval '16 minutes'`,
    );
    await expect(
      auth.api.signInEmail({ body: { email: 'ada@example.com', password: 'secret1' } }),
    ).resolves.toBeTruthy();
  });

  it('forgets earlier mistakes after a correct password', async () => {
    await signUpVerified('ada@example.com', 'secret1');
    for (let i = 0; i < 4; i++)
      await errorOf(
        auth.api.signInEmail({ body: { email: 'ada@example.com', password: 'nope-nope' } }),
      );
    await auth.api.signInEmail({ body: { email: 'ada@example.com', password: 'secret1' } });
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await errorOf(
            auth.api.signInEmail({ body: { email: 'ada@example.com', password: 'nope-nope' } }),
          )
        ).status,
      ).toBe(401);
    }
  });

  it('resets a password by mail once, and ends the other sessions', async () => {
    await signUpVerified('ada@example.com', 'secret1');
    await auth.api.signInEmail({ body: { email: 'ada@example.com', password: 'secret1' } });
    expect(await conn.db.$count(sessions)).toBe(1);

    await auth.api.requestPasswordReset({
      body: { email: 'ada@example.com', redirectTo: '/auth/reset-password' },
    });
    const link = new URL(await linkIn(conn, 'reset-password', 'ada@example.com'));
    const token = link.pathname.split('/').at(-1)!;
    await auth.api.resetPassword({ body: { token, newPassword: 'better-secret' } });
    expect(await conn.db.$count(sessions)).toBe(0);
    expect(
      (await errorOf(auth.api.resetPassword({ body: { token, newPassword: 'another-one' } })))
        .status,
    ).toBe(400);

    expect(
      (
        await errorOf(
          auth.api.signInEmail({ body: { email: 'ada@example.com', password: 'secret1' } }),
        )
      ).status,
    ).toBe(401);
    await expect(
      auth.api.signInEmail({ body: { email: 'ada@example.com', password: 'better-secret' } }),
    ).resolves.toBeTruthy();
  });

  it('creates or promotes the owner and changes roles in the database', async () => {
    expect(await ensureOwnerWith(auth, 'Owner@Example.com', 'owner-pass', conn.db)).toBe('created');
    expect(await ensureOwnerWith(auth, 'owner@example.com', 'owner-pass', conn.db)).toBe('ready');
    const [owner] = await conn.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    expect(owner).toMatchObject({ role: 'admin', emailVerified: true, name: 'owner' });
    expect(await hasRole(conn.db, owner!.id, 'admin')).toBe(true);
    const signedIn = await auth.api.signInEmail({
      body: { email: 'owner@example.com', password: 'owner-pass' },
    });
    expect((signedIn.user as { role?: string }).role).toBe('admin');

    await auth.api.signUpEmail({
      body: { email: 'ada@example.com', password: 'secret1', name: 'ada' },
    });
    expect(await ensureOwnerWith(auth, 'ada@example.com', 'ignored', conn.db)).toBe('promoted');
    expect(await setRole(conn.db, 'ADA@example.com', 'user')).toBe(true);
    expect(await setRole(conn.db, 'nobody@example.com', 'admin')).toBe(false);
    const [ada] = await conn.db.select().from(users).where(eq(users.email, 'ada@example.com'));
    expect(await hasRole(conn.db, ada!.id, 'admin')).toBe(false);
  });

  it('never lets a client set its own role', async () => {
    await auth.api
      .signUpEmail({
        body: {
          email: 'eve@example.com',
          password: 'secret1',
          name: 'eve',
          role: 'admin',
        } as never,
      })
      .catch(() => null);
    const [eve] = await conn.db.select().from(users).where(eq(users.email, 'eve@example.com'));
    expect(eve?.role ?? 'user').toBe('user');
  });
});
