import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  actionModules,
  adminActionsOf,
  argumentSets,
  callAction,
  METHODS,
  pageSource,
  PUBLIC_ROUTES,
  rel,
  root,
  routeModules,
  snapshot,
  walk,
} from '#test/admin-surface';
import { testDatabases } from '#test/databases';
import { countWrites } from '#test/snapshot';
import { current } from '#test/request-context';
import type { Connection } from '@/server/db/connect';
import * as schema from '@/server/db/schema';

// The admin guard, end to end on the server: every admin server action and
// every admin route handler in the app, called by a visitor and by a signed-in
// account without the admin role, answers with an error and changes nothing.
// Actions and handlers are discovered from the source tree (test/admin-surface.ts),
// so a new one is covered the day it is written.

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'guard-test-'));

// the process's database and request headers, swapped per test
vi.mock('@/server/db', async () => (await import('#test/request-context')).mockDb());
vi.mock('next/headers', async () => (await import('#test/request-context')).mockHeaders());
vi.mock('next/cache', async () => (await import('#test/request-context')).mockCache());

const SITE = 'http://localhost:3360';
process.env.SITE_URL = SITE;
process.env.DATA_DIR = dataDir;
process.env.AUTH_SECRET = 'guard-test-secret-'.padEnd(48, 'x');
delete process.env.ADMIN_EMAIL;
delete process.env.ADMIN_PASSWORD;
delete process.env.DATABASE_URL;

describe('every admin page checks the admin session on the server', () => {
  const pages = walk(path.join(root, 'src/app/admin'), (f) => /[/\\]page\.tsx?$/.test(f));
  it.each(pages.map(rel))('%s', (file) => {
    expect(pageSource(path.join(root, file))).toMatch(/\brequireAdminPage\(/);
  });
  it('and only the account page opens before a required two-factor sign-in is on', () => {
    const open = pages
      .map(rel)
      .filter((file) => /allowWithoutTwoFactor/.test(pageSource(path.join(root, file))));
    expect(open).toEqual(['src/app/admin/account/page.tsx']);
  });
});

describe('discovery', () => {
  it('finds the admin actions and handlers of the source tree', () => {
    // the account page's actions exist, so the list can never be silently empty
    expect(actionModules.map(rel)).toContain('src/features/auth/actions.ts');
    for (const file of actionModules) expect(rel(file)).toMatch(/^src\//);
  });
});

describe.each(testDatabases())('the admin guard on $name', ({ open }) => {
  let conn: Connection;
  let cookies: { admin: string; member: string };

  const signedIn = async (email: string, role: 'admin' | 'user'): Promise<string> => {
    const { getAuth } = await import('./index');
    const auth = await getAuth();
    await auth.api.signUpEmail({
      body: { email, password: 'password-1', name: email.split('@')[0]! },
    });
    await conn.db
      .update(schema.users)
      .set({ emailVerified: true, role })
      .where(sql`${schema.users.email} = ${email}`);
    const { headers } = await auth.api.signInEmail({
      body: { email, password: 'password-1' },
      returnHeaders: true,
    });
    const cookie = headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toMatch(/session_token=/);
    return cookie;
  };

  beforeAll(async () => {
    conn = await open();
    current.db = conn.db;
    // a fresh auth instance over this database
    await import('./index');
    (globalThis as { __auth?: { ready?: unknown } }).__auth!.ready = undefined;
    cookies = {
      admin: await signedIn('owner@example.com', 'admin'),
      member: await signedIn('member@example.com', 'user'),
    };
    // signing up queues mail; let the delivery worker finish with it, then stop it, so that
    // a delivery landing mid-test is never taken for a change made by a refused action
    await vi.waitFor(
      async () => {
        const result = await conn.db.execute(
          sql`select count(*)::int as n from mail_outbox where status in ('pending', 'sending')`,
        );
        expect((result.rows[0] as { n: number }).n).toBe(0);
      },
      { timeout: 15_000, interval: 100 },
    );
    const { startMailWorker } = await import('@/server/mail');
    await startMailWorker().stop();
  });
  afterAll(async () => {
    current.db = undefined;
    await conn.close();
  });
  beforeEach(() => {
    current.headers = new Headers();
  });
  afterEach(() => {
    current.headers = new Headers();
  });

  const callers = [
    { who: 'a visitor', cookie: () => '' },
    { who: 'a signed-in non-admin', cookie: () => cookies.member },
  ];

  for (const file of actionModules) {
    it(`refuses every action of ${rel(file)} to visitors and non-admins, changing nothing`, async () => {
      const actions = await adminActionsOf(file);
      const before = await snapshot(conn.db);
      const writes = await countWrites(conn.db);
      for (const caller of callers) {
        for (const [name, action] of actions) {
          for (const args of argumentSets()) {
            current.headers = new Headers(caller.cookie() ? { cookie: caller.cookie() } : {});
            const outcome = await callAction(action, args);
            expect(outcome, `${name} called by ${caller.who}`).toBe('refused');
            expect(await writes(), `${name} called by ${caller.who} changed data`).toBe(0);
          }
        }
      }
      expect(await snapshot(conn.db)).toEqual(before);
    });
  }

  for (const file of routeModules) {
    it(`refuses every method of ${rel(file)} to visitors and non-admins, changing nothing`, async () => {
      const mod = (await import(file)) as Record<string, unknown>;
      const before = await snapshot(conn.db);
      const writes = await countWrites(conn.db);
      for (const method of METHODS) {
        const handler = mod[method];
        if (typeof handler !== 'function' || PUBLIC_ROUTES.has(`${rel(file)}#${method}`)) continue;
        for (const caller of callers) {
          const body =
            method === 'GET' || method === 'HEAD'
              ? undefined
              : JSON.stringify({ id: 1, title: 'Changed by a visitor' });
          const headers: Record<string, string> = {
            origin: SITE,
            'content-type': 'application/json',
          };
          if (caller.cookie()) headers.cookie = caller.cookie();
          current.headers = new Headers(headers);
          const response = (await (handler as (r: Request, c: unknown) => Promise<Response>)(
            new Request(`${SITE}/api/test`, { method, headers, body }),
            { params: Promise.resolve({}) },
          )) as Response;
          expect([401, 403, 404], `${method} by ${caller.who}`).toContain(response.status);
          expect(await writes(), `${method} by ${caller.who} changed data`).toBe(0);
        }
      }
      expect(await snapshot(conn.db)).toEqual(before);
    });
  }

  it('lets the admin end another of their sessions, and only their own', async () => {
    const { revokeOtherSessionsAction, revokeSessionAction } =
      await import('@/features/auth/actions');
    const memberSessions = await conn.db
      .select()
      .from(schema.sessions)
      .where(
        sql`${schema.sessions.userId} <> (select id from users where email = 'owner@example.com')`,
      );
    current.headers = new Headers({ cookie: cookies.admin });
    // someone else's session is out of reach
    expect(await revokeSessionAction(memberSessions[0]!.id)).toEqual({
      ok: false,
      message: 'That session had already ended.',
    });
    const second = await (async () => {
      const { getAuth } = await import('./index');
      const auth = await getAuth();
      return auth.api.signInEmail({ body: { email: 'owner@example.com', password: 'password-1' } });
    })();
    expect(second.token).toBeTruthy();
    expect(await revokeOtherSessionsAction()).toEqual({
      ok: true,
      message: '1 other session signed out',
    });
    expect(await conn.db.$count(schema.sessions)).toBe(2);
  });

  it('withAdmin refuses foreign origins, visitors and non-admins before the handler runs', async () => {
    const { withAdmin } = await import('./guard');
    const ran = vi.fn(async () => Response.json({ ok: true }));
    const handler = withAdmin(ran);
    const call = (headers: Record<string, string>, method = 'POST') =>
      handler(new Request(`${SITE}/api/admin/thing`, { method, headers }), {});
    expect((await call({ origin: SITE })).status).toBe(401);
    expect((await call({ origin: SITE, cookie: cookies.member })).status).toBe(403);
    expect((await call({ origin: 'https://evil.example', cookie: cookies.admin })).status).toBe(
      403,
    );
    expect((await call({ 'sec-fetch-site': 'cross-site', cookie: cookies.admin })).status).toBe(
      403,
    );
    expect(ran).not.toHaveBeenCalled();
    expect((await call({ origin: SITE, cookie: cookies.admin })).status).toBe(200);
    expect((await call({ cookie: cookies.admin }, 'GET')).status).toBe(200);
    expect(ran).toHaveBeenCalledTimes(2);
    // a write the handler did not describe is still in the audit log; the read is not
    const entries = await conn.db
      .select({ action: schema.auditLog.action, changes: schema.auditLog.changes })
      .from(schema.auditLog)
      .where(sql`${schema.auditLog.action} = 'admin.request'`);
    expect(entries).toEqual([
      { action: 'admin.request', changes: { note: 'POST /api/admin/thing' } },
    ]);
  });

  it('refuses state-changing auth requests from another origin', async () => {
    const { POST } = await import('@/app/api/auth/[...all]/route');
    const before = await snapshot(conn.db);
    const response = await POST(
      new Request(`${SITE}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'mallory@example.com',
          password: 'password-1',
          name: 'mallory',
        }),
      }),
    );
    expect(response.status).toBe(403);
    expect(await snapshot(conn.db)).toEqual(before);
  });

  it('requireAdmin tells a visitor from a non-admin', async () => {
    const { requireAdmin, AuthorizationError } = await import('./guard');
    current.headers = new Headers();
    await expect(requireAdmin()).rejects.toMatchObject({ status: 401 });
    current.headers = new Headers({ cookie: cookies.member });
    await expect(requireAdmin()).rejects.toBeInstanceOf(AuthorizationError);
    await expect(requireAdmin()).rejects.toMatchObject({ status: 403 });
    current.headers = new Headers({ cookie: cookies.admin });
    await expect(requireAdmin()).resolves.toMatchObject({
      user: { email: 'owner@example.com', role: 'admin' },
    });
  });
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
