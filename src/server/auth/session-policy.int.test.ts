import { beforeEach, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { authHttp, enableTwoFactor } from '#test/auth-http';
import { testDatabases } from '#test/databases';
import { emptiedForEachTest } from '#test/emptied-database';
import type { Connection } from '@/server/db/connect';
import { accounts, authThrottles, sessions, users } from '@/server/db/schema';
import { createAuth } from './config';
import { ensureOwnerWith } from './owner';

// Changing the password and turning two-factor sign-in off end every other
// session of the account on the server, whatever the client asks for; the
// device making the change stays signed in. Called over HTTP as the browser does.

const SITE = 'http://localhost:3361';
const OWNER = { email: 'owner@example.com', password: 'password-1' };

describe.each(testDatabases())('the session policy on $name', ({ open }) => {
  let conn: Connection;
  let call: ReturnType<typeof authHttp>;

  const fresh = emptiedForEachTest(open);
  beforeEach(async () => {
    conn = await fresh();
    const auth = createAuth({ db: conn.db, secret: 'x'.repeat(40), siteUrl: SITE });
    call = authHttp((request) => auth.handler(request), SITE);
    await ensureOwnerWith(auth, OWNER.email, OWNER.password, conn.db);
    await ensureOwnerWith(auth, 'other@example.com', 'password-2', conn.db);
  });

  const signIn = async (email = OWNER.email, password = OWNER.password) => {
    const answer = await call('/sign-in/email', { body: { email, password } });
    expect(answer.status).toBe(200);
    expect(answer.cookie).toMatch(/session_token=/);
    return answer.cookie;
  };
  const signedIn = async (cookie: string) =>
    ((await call('/get-session', { method: 'GET', cookie })).json as { user?: unknown } | null)
      ?.user !== undefined;
  const sessionsOf = async (email: string) =>
    conn.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, email));
  const passwordHash = async () =>
    (await conn.db.select({ password: accounts.password }).from(accounts))
      .map((a) => a.password)
      .sort();

  it('ends the other sessions on a password change, even when the client asks it not to', async () => {
    const here = await signIn();
    const elsewhere = await signIn();
    const someoneElse = await signIn('other@example.com', 'password-2');

    const changed = await call('/change-password', {
      cookie: here,
      body: {
        currentPassword: OWNER.password,
        newPassword: 'password-new',
        revokeOtherSessions: false,
      },
    });
    expect(changed.status).toBe(200);

    expect(await signedIn(elsewhere)).toBe(false);
    // this device carries on, on the fresh session it was handed
    expect(await signedIn(changed.cookie)).toBe(true);
    expect(await sessionsOf(OWNER.email)).toHaveLength(1);
    // another account's sessions are none of its business
    expect(await signedIn(someoneElse)).toBe(true);
    // and the new password is the one that works
    expect((await call('/sign-in/email', { body: { ...OWNER } })).status).toBe(401);
    expect(
      (await call('/sign-in/email', { body: { email: OWNER.email, password: 'password-new' } }))
        .status,
    ).toBe(200);
  });

  it('asks for the current password, and a wrong one changes nothing', async () => {
    const here = await signIn();
    const elsewhere = await signIn();
    const before = await passwordHash();

    const refused = await call('/change-password', {
      cookie: here,
      body: { currentPassword: 'not-the-password', newPassword: 'password-new' },
    });
    expect(refused.status).toBe(400);
    expect(await passwordHash()).toEqual(before);
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(true);

    // without a current password at all it is refused as well
    const missing = await call('/change-password', {
      cookie: here,
      body: { newPassword: 'password-new', revokeOtherSessions: true },
    });
    expect(missing.status).toBe(400);
    expect(await passwordHash()).toEqual(before);
  });

  it('still lets the throttle take back a wrong password once the right one comes', async () => {
    const here = await signIn();
    const wrong = await call('/change-password', {
      cookie: here,
      body: { currentPassword: 'not-the-password', newPassword: 'password-new' },
    });
    expect(wrong.status).toBe(400);
    const counters = () =>
      conn.db
        .select({ key: authThrottles.key })
        .from(authThrottles)
        .where(like(authThrottles.key, 'password-checks:%'));
    expect(await counters()).toHaveLength(1);
    const right = await call('/change-password', {
      cookie: here,
      body: { currentPassword: OWNER.password, newPassword: 'password-new' },
    });
    expect(right.status).toBe(200);
    expect(await counters()).toHaveLength(0);
  });

  it('ends the other sessions when two-factor sign-in is turned off, after the password', async () => {
    const elsewhere = await signIn();
    const here = await enableTwoFactor(call, await signIn(), OWNER.password);
    const someoneElse = await signIn('other@example.com', 'password-2');
    expect(await signedIn(elsewhere)).toBe(true);

    const refused = await call('/two-factor/disable', {
      cookie: here,
      body: { password: 'not-the-password' },
    });
    expect(refused.status).toBe(400);
    expect(await signedIn(elsewhere)).toBe(true);
    const [still] = await conn.db
      .select({ on: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.email, OWNER.email));
    expect(still?.on).toBe(true);

    const disabled = await call('/two-factor/disable', {
      cookie: here,
      body: { password: OWNER.password },
    });
    expect(disabled.status).toBe(200);
    expect(await signedIn(elsewhere)).toBe(false);
    expect(await signedIn(disabled.cookie)).toBe(true);
    expect(await sessionsOf(OWNER.email)).toHaveLength(1);
    expect(await signedIn(someoneElse)).toBe(true);
    const [after] = await conn.db
      .select({ on: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.email, OWNER.email));
    expect(after?.on).toBe(false);
  });
});
