import { beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { testDatabases } from '#test/databases';
import { emptiedForEachTest } from '#test/emptied-database';
import type { Connection } from '@/server/db/connect';
import { auditLog, mailOutbox, users } from '@/server/db/schema';
import { createAuth, type Auth } from './config';
import { ensureOwnerWith } from './owner';
import { setRole } from './roles';

// Sign-ins, failed sign-ins (wrong password, unknown account, wrong two-factor
// code), sign-outs and role changes in the audit log, through better-auth's API
// the way the sign-in page calls it.

const SITE = 'http://localhost:3360';

describe.each(testDatabases())('the audit of accounts on $name', ({ open }) => {
  let conn: Connection;
  let auth: Auth;
  const fresh = emptiedForEachTest(open);
  beforeEach(async () => {
    conn = await fresh();
    auth = createAuth({
      db: conn.db,
      secret: 'x'.repeat(40),
      siteUrl: SITE,
      trustedIpHeader: 'x-real-ip',
    });
  });

  const entries = () =>
    conn.db
      .select({
        action: auditLog.action,
        actorUserId: auditLog.actorUserId,
        actorEmail: auditLog.actorEmail,
        entityId: auditLog.entityId,
        changes: auditLog.changes,
        ipAddress: auditLog.ipAddress,
      })
      .from(auditLog)
      .orderBy(auditLog.id);

  async function signUpVerified(email: string, password: string): Promise<string> {
    await auth.api.signUpEmail({ body: { email, password, name: email.split('@')[0]! } });
    const [mail] = await conn.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'verify-email'), eq(mailOutbox.to, email)))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    await auth.api.verifyEmail({ query: { token: link.searchParams.get('token')! } });
    const [user] = await conn.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return user!.id;
  }

  const cookiesOf = (headers: Headers) =>
    headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

  it('records sign-ins, wrong passwords, unknown accounts and sign-outs, with the trusted address only', async () => {
    const id = await signUpVerified('ada@example.com', 'secret-1');
    const from = (ip: string) =>
      new Headers({ 'x-real-ip': ip, 'x-forwarded-for': '198.51.100.9' });

    await expect(
      auth.api.signInEmail({
        body: { email: 'ada@example.com', password: 'wrong-1' },
        headers: from('203.0.113.7'),
      }),
    ).rejects.toMatchObject({ statusCode: 401 });
    await expect(
      auth.api.signInEmail({ body: { email: 'Nobody@Example.com', password: 'whatever' } }),
    ).rejects.toMatchObject({ statusCode: 401 });
    const signedIn = await auth.api.signInEmail({
      body: { email: 'ada@example.com', password: 'secret-1' },
      headers: from('203.0.113.8'),
      returnHeaders: true,
    });
    await auth.api.signOut({ headers: new Headers({ cookie: cookiesOf(signedIn.headers) }) });

    expect(await entries()).toEqual([
      {
        action: 'auth.sign-in-failed',
        actorUserId: id,
        actorEmail: 'ada@example.com',
        entityId: id,
        changes: { note: 'wrong password' },
        ipAddress: '203.0.113.7',
      },
      {
        action: 'auth.sign-in-failed',
        actorUserId: null,
        actorEmail: 'nobody@example.com',
        entityId: null,
        changes: { note: 'no account with this e-mail address' },
        ipAddress: null,
      },
      {
        action: 'auth.sign-in',
        actorUserId: id,
        actorEmail: 'ada@example.com',
        entityId: id,
        changes: { note: 'with password' },
        ipAddress: '203.0.113.8',
      },
      {
        action: 'auth.sign-out',
        actorUserId: id,
        actorEmail: 'ada@example.com',
        entityId: id,
        changes: null,
        ipAddress: null,
      },
    ]);
  });

  it('never takes the address from X-Forwarded-For without a trusted header', async () => {
    const plain = createAuth({ db: conn.db, secret: 'x'.repeat(40), siteUrl: SITE });
    await expect(
      plain.api.signInEmail({
        body: { email: 'eve@example.com', password: 'guess-123' },
        headers: new Headers({ 'x-forwarded-for': '198.51.100.9', 'x-real-ip': '198.51.100.9' }),
      }),
    ).rejects.toMatchObject({ statusCode: 401 });
    expect(await entries()).toMatchObject([{ action: 'auth.sign-in-failed', ipAddress: null }]);
  });

  it('records a wrong two-factor code, and the sign-in only once the code is right', async () => {
    const id = await signUpVerified('bo@example.com', 'secret-2');
    const session = await auth.api.signInEmail({
      body: { email: 'bo@example.com', password: 'secret-2' },
      returnHeaders: true,
    });
    const enabled = await auth.api.enableTwoFactor({
      body: { password: 'secret-2' },
      headers: new Headers({ cookie: cookiesOf(session.headers) }),
    });
    await conn.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, id));
    const secret = new URL(enabled.totpURI).searchParams.get('secret')!;
    const code = () => createOTP(new TextDecoder().decode(base32.decode(secret))).totp();
    await conn.db.delete(auditLog);

    const first = await auth.api.signInEmail({
      body: { email: 'bo@example.com', password: 'secret-2' },
      returnHeaders: true,
    });
    expect(first.response).toMatchObject({ twoFactorRedirect: true });
    const pending = new Headers({ cookie: cookiesOf(first.headers) });
    const right = await code();
    const wrong = right === '000000' ? '111111' : '000000';
    await expect(
      auth.api.verifyTOTP({ body: { code: wrong }, headers: pending }),
    ).rejects.toMatchObject({ statusCode: 401 });
    expect(await entries()).toEqual([
      {
        action: 'auth.sign-in-failed',
        actorUserId: id,
        actorEmail: 'bo@example.com',
        entityId: id,
        changes: { note: 'wrong two-factor code' },
        ipAddress: null,
      },
    ]);
    await auth.api.verifyTOTP({ body: { code: right }, headers: pending });
    expect((await entries()).at(-1)).toMatchObject({
      action: 'auth.sign-in',
      actorUserId: id,
      changes: { note: 'with password and two-factor code' },
    });
    expect(await conn.db.$count(auditLog)).toBe(2);
  });

  it('records the owner changing her password and turning two-factor off', async () => {
    await signUpVerified('cy@example.com', 'secret-3');
    const signedIn = await auth.api.signInEmail({
      body: { email: 'cy@example.com', password: 'secret-3' },
      returnHeaders: true,
    });
    const headers = new Headers({ cookie: cookiesOf(signedIn.headers) });
    await expect(
      auth.api.changePassword({
        body: { currentPassword: 'wrong', newPassword: 'secret-4' },
        headers,
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
    const changed = await auth.api.changePassword({
      body: { currentPassword: 'secret-3', newPassword: 'secret-4' },
      headers,
      returnHeaders: true,
    });
    const after = new Headers({ cookie: cookiesOf(changed.headers) || headers.get('cookie')! });
    await auth.api.enableTwoFactor({ body: { password: 'secret-4' }, headers: after });
    const account = (await entries()).filter((e) => e.action.startsWith('account.'));
    expect(account.map((e) => [e.action, e.actorEmail])).toEqual([
      ['account.password-change', 'cy@example.com'],
      ['account.two-factor-setup', 'cy@example.com'],
    ]);
    expect(account[0]!.changes).toEqual({ note: 'other sessions ended' });
  });

  it('records role changes from ADMIN_EMAIL and from the server', async () => {
    expect(await ensureOwnerWith(auth, 'owner@example.com', 'owner-pass', conn.db)).toBe('created');
    expect(await ensureOwnerWith(auth, 'owner@example.com', 'owner-pass', conn.db)).toBe('ready');
    await signUpVerified('cy@example.com', 'secret-3');
    expect(await ensureOwnerWith(auth, 'cy@example.com', 'ignored', conn.db)).toBe('promoted');
    expect(await setRole(conn.db, 'CY@example.com', 'user')).toBe(true);
    expect(await setRole(conn.db, 'cy@example.com', 'user')).toBe(true);
    const roles = (await entries()).filter((e) => e.action.startsWith('role.'));
    expect(roles.map((e) => [e.action, e.changes])).toEqual([
      [
        'role.grant',
        {
          before: null,
          after: { role: 'admin' },
          label: 'owner@example.com',
          note: 'ADMIN_EMAIL at server start (account created)',
        },
      ],
      [
        'role.grant',
        {
          before: { role: 'user' },
          after: { role: 'admin' },
          label: 'cy@example.com',
          note: 'ADMIN_EMAIL at server start',
        },
      ],
      [
        'role.revoke',
        {
          before: { role: 'admin' },
          after: { role: 'user' },
          label: 'cy@example.com',
          note: 'from the server',
        },
      ],
    ]);
  });
});
