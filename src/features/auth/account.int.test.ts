import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { testDatabases } from '#test/databases';
import { current } from '#test/request-context';
import type { Connection } from '@/server/db/connect';
import { auditLog, sessions } from '@/server/db/schema';

// The account page's session list and its sign-out buttons, run for real with
// the caller's session cookie: only live sessions of the signed-in account are
// listed, and the actions reach no one else's session and never the current one.

vi.mock('@/server/db', async () => (await import('#test/request-context')).mockDb());
vi.mock('next/headers', async () => (await import('#test/request-context')).mockHeaders());
vi.mock('next/cache', async () => (await import('#test/request-context')).mockCache());

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'account-test-'));
process.env.SITE_URL = 'http://localhost:3362';
process.env.DATA_DIR = dataDir;
process.env.AUTH_SECRET = 'account-test-secret-'.padEnd(48, 'x');
delete process.env.ADMIN_EMAIL;
delete process.env.ADMIN_PASSWORD;
delete process.env.DATABASE_URL;
delete process.env.REQUIRE_ADMIN_2FA;

const OWNER = { email: 'owner@example.com', password: 'password-1' };
const OTHER_ADMIN = { email: 'partner@example.com', password: 'password-2' };

describe.each(testDatabases())('the account sessions on $name', ({ open }) => {
  let conn: Connection;

  /** A new session of an account: its id and the cookie that carries it. */
  const signIn = async ({ email, password }: typeof OWNER) => {
    const { getAuth } = await import('@/server/auth');
    const auth = await getAuth();
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password },
      returnHeaders: true,
    });
    const cookie = headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const [row] = await conn.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.token, response.token!));
    return { id: row!.id, cookie };
  };
  const exists = async (id: string) =>
    (await conn.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, id))).length ===
    1;

  beforeAll(async () => {
    conn = await open();
    current.db = conn.db;
    const { getAuth } = await import('@/server/auth');
    // a fresh auth instance over this database
    (globalThis as { __auth?: { ready?: unknown } }).__auth!.ready = undefined;
    const auth = await getAuth();
    const { ensureOwnerWith } = await import('@/server/auth/owner');
    await ensureOwnerWith(auth, OWNER.email, OWNER.password, conn.db);
    await ensureOwnerWith(auth, OTHER_ADMIN.email, OTHER_ADMIN.password, conn.db);
    // no mail is sent here; the worker getAuth started would only poll a closed database later
    const { startMailWorker } = await import('@/server/mail');
    await startMailWorker().stop();
  });
  afterAll(async () => {
    current.db = undefined;
    await conn.close();
  });
  beforeEach(async () => {
    await conn.db.delete(sessions);
    current.headers = new Headers();
  });

  it('lists the live sessions of the signed-in account only, this one first, without tokens', async () => {
    const { requireAdmin } = await import('@/server/auth/guard');
    const { listAccountSessions } = await import('./queries');
    const older = await signIn(OWNER);
    const expired = await signIn(OWNER);
    const here = await signIn(OWNER);
    await signIn(OTHER_ADMIN);
    await conn.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.id, expired.id));

    current.headers = new Headers({ cookie: here.cookie });
    const listed = await listAccountSessions(await requireAdmin());
    expect(listed.map((s) => [s.id, s.current])).toEqual([
      [here.id, true],
      [older.id, false],
    ]);
    for (const s of listed) {
      expect(Object.keys(s).sort()).toEqual(
        ['createdAt', 'current', 'id', 'ipAddress', 'lastActiveAt', 'userAgent'].sort(),
      );
      // no TRUSTED_IP_HEADER here, so no address is known (not even a made-up local one)
      expect(s.ipAddress ?? '').toBe('');
    }
  });

  it('signs out one other session of the account, and nothing else', async () => {
    const { revokeSessionAction } = await import('./actions');
    const elsewhere = await signIn(OWNER);
    const here = await signIn(OWNER);
    const partner = await signIn(OTHER_ADMIN);
    current.headers = new Headers({ cookie: here.cookie });

    expect(await revokeSessionAction(elsewhere.id)).toEqual({
      ok: true,
      message: 'Session signed out',
    });
    expect(await exists(elsewhere.id)).toBe(false);

    // another account's session is out of reach, even another admin's, and says nothing of it
    expect(await revokeSessionAction(partner.id)).toEqual({
      ok: false,
      message: 'That session had already ended.',
    });
    expect(await exists(partner.id)).toBe(true);

    // the session in use is ended with Sign Out, never by mistake from this list
    expect(await revokeSessionAction(here.id)).toEqual({
      ok: false,
      message: 'Use Sign Out to end the session you are using.',
    });
    expect(await exists(here.id)).toBe(true);

    for (const bad of ['', '   ', 42, null, { id: elsewhere.id }, 'x'.repeat(500)]) {
      expect(await revokeSessionAction(bad)).toEqual({ ok: false, message: 'Unknown session.' });
    }
    expect(await conn.db.$count(sessions)).toBe(2);
  });

  it('signs out everywhere else: every other session of the account, keeping this one', async () => {
    const { revokeOtherSessionsAction } = await import('./actions');
    const a = await signIn(OWNER);
    const b = await signIn(OWNER);
    const here = await signIn(OWNER);
    const partner = await signIn(OTHER_ADMIN);
    current.headers = new Headers({ cookie: here.cookie });

    expect(await revokeOtherSessionsAction()).toEqual({
      ok: true,
      message: '2 other sessions signed out',
    });
    const left = await conn.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, [a.id, b.id, here.id, partner.id]));
    expect(left.map((s) => s.id).sort()).toEqual([here.id, partner.id].sort());
    expect(await revokeOtherSessionsAction()).toEqual({
      ok: true,
      message: '0 other sessions signed out',
    });
    // the audit log has the one that ended sessions, by whom
    const logged = await conn.db
      .select({ action: auditLog.action, actor: auditLog.actorEmail, changes: auditLog.changes })
      .from(auditLog)
      .where(eq(auditLog.action, 'account.sessions-revoke-others'));
    expect(logged).toEqual([
      {
        action: 'account.sessions-revoke-others',
        actor: OWNER.email,
        changes: { note: '2 sessions ended' },
      },
    ]);
  });

  it('refuses both to a visitor and to a signed-out session', async () => {
    const { revokeOtherSessionsAction, revokeSessionAction } = await import('./actions');
    const elsewhere = await signIn(OWNER);
    const here = await signIn(OWNER);
    expect(await revokeOtherSessionsAction()).toEqual({
      ok: false,
      message: 'Please sign in to continue.',
    });
    await conn.db.delete(sessions).where(eq(sessions.id, here.id));
    current.headers = new Headers({ cookie: here.cookie });
    expect(await revokeSessionAction(elsewhere.id)).toMatchObject({ ok: false });
    expect(await exists(elsewhere.id)).toBe(true);
  });
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
