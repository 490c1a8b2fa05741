import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  actionModules,
  adminActionsOf,
  argumentSets,
  METHODS,
  PUBLIC_ROUTES,
  rel,
  routeModules,
  snapshot,
} from '#test/admin-surface';
import { countWrites } from '#test/snapshot';
import { authHttp, enableTwoFactor } from '#test/auth-http';
import { testDatabases } from '#test/databases';
import { current } from '#test/request-context';
import type { Connection } from '@/server/db/connect';

// REQUIRE_ADMIN_2FA=true: an admin without two-factor sign-in is sent to the
// account page by every other admin page, and every admin action and route
// handler refuses them, changing nothing, until they have turned it on there
// (better-auth's own endpoints, which stay open). Then everything opens.

vi.mock('@/server/db', async () => (await import('#test/request-context')).mockDb());
vi.mock('next/headers', async () => (await import('#test/request-context')).mockHeaders());
vi.mock('next/cache', async () => (await import('#test/request-context')).mockCache());

const SITE = 'http://localhost:3363';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'two-factor-required-test-'));
process.env.SITE_URL = SITE;
process.env.DATA_DIR = dataDir;
process.env.AUTH_SECRET = 'two-factor-required-secret-'.padEnd(48, 'x');
process.env.REQUIRE_ADMIN_2FA = 'true';
delete process.env.ADMIN_EMAIL;
delete process.env.ADMIN_PASSWORD;
delete process.env.DATABASE_URL;

const OWNER = { email: 'owner@example.com', password: 'password-1' };

/** Where a page's redirect() goes, or null when it did not redirect. */
async function redirectOf(page: Promise<unknown>): Promise<string | null> {
  try {
    await page;
    return null;
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? '');
    if (!digest.startsWith('NEXT_REDIRECT;')) throw error;
    return digest.split(';')[2] ?? '';
  }
}

describe.each(testDatabases())('REQUIRE_ADMIN_2FA on $name', ({ open }) => {
  let conn: Connection;
  let call: ReturnType<typeof authHttp>;
  let MESSAGE: string;

  const signIn = async () => {
    const answer = await call('/sign-in/email', { body: OWNER });
    expect(answer.status).toBe(200);
    return answer.cookie;
  };

  beforeAll(async () => {
    conn = await open();
    current.db = conn.db;
    const { getAuth } = await import('./index');
    (globalThis as { __auth?: { ready?: unknown } }).__auth!.ready = undefined;
    const auth = await getAuth();
    const { ensureOwnerWith } = await import('./owner');
    await ensureOwnerWith(auth, OWNER.email, OWNER.password, conn.db);
    const { startMailWorker } = await import('@/server/mail');
    await startMailWorker().stop();
    // over HTTP through the app's own auth route, as the account page calls it
    const { POST, GET } = await import('@/app/api/auth/[...all]/route');
    call = authHttp((request) => (request.method === 'GET' ? GET(request) : POST(request)), SITE);
    MESSAGE = (await import('./guard')).TWO_FACTOR_REQUIRED_MESSAGE;
  });
  afterAll(async () => {
    current.db = undefined;
    await conn.close();
  });
  beforeEach(() => {
    current.headers = new Headers();
  });

  it('sends an admin without two-factor to the account page, which stays open', async () => {
    const { needsTwoFactorSetup, requireAdmin, requireAdminPage } = await import('./guard');
    current.headers = new Headers({ cookie: await signIn() });
    expect(await redirectOf(requireAdminPage())).toBe('/admin/account');
    await expect(requireAdminPage({ allowWithoutTwoFactor: true })).resolves.toMatchObject({
      user: { email: OWNER.email },
    });
    await expect(requireAdmin()).rejects.toMatchObject({ status: 403, message: MESSAGE });
    // the account page shows its notice on this
    const owner = await requireAdminPage({ allowWithoutTwoFactor: true });
    expect(needsTwoFactorSetup(owner)).toBe(true);
    // a visitor still goes to sign in, even on the account page
    current.headers = new Headers();
    expect(await redirectOf(requireAdminPage({ allowWithoutTwoFactor: true }))).toBe('/auth');
  });

  it('refuses every admin action to an admin without two-factor, changing nothing', async () => {
    current.headers = new Headers({ cookie: await signIn() });
    expect(actionModules.length).toBeGreaterThan(5);
    const before = await snapshot(conn.db);
    const writes = await countWrites(conn.db);
    for (const file of actionModules) {
      for (const [name, action] of await adminActionsOf(file)) {
        for (const args of argumentSets()) {
          let said: string;
          try {
            const result = (await action(...args)) as { ok?: boolean; message?: string };
            expect(result?.ok, `${rel(file)}#${name}`).toBe(false);
            said = String(result.message);
          } catch (error) {
            said = (error as Error).message;
          }
          expect(said, `${rel(file)}#${name}`).toBe(MESSAGE);
          expect(await writes(), `${rel(file)}#${name} changed data`).toBe(0);
        }
      }
    }
    expect(await snapshot(conn.db)).toEqual(before);
  });

  it('refuses every admin route handler to an admin without two-factor, changing nothing', async () => {
    const cookie = await signIn();
    expect(routeModules.length).toBeGreaterThan(0);
    const before = await snapshot(conn.db);
    const writes = await countWrites(conn.db);
    for (const file of routeModules) {
      const mod = (await import(file)) as Record<string, unknown>;
      for (const method of METHODS) {
        const handler = mod[method];
        if (typeof handler !== 'function' || PUBLIC_ROUTES.has(`${rel(file)}#${method}`)) continue;
        const headers = { origin: SITE, cookie, 'content-type': 'application/json' };
        current.headers = new Headers(headers);
        const body = method === 'GET' || method === 'HEAD' ? undefined : '{"id":1}';
        const response = await (handler as (r: Request, c: unknown) => Promise<Response>)(
          new Request(`${SITE}/api/test`, { method, headers, body }),
          { params: Promise.resolve({ id: '1' }) },
        );
        // a route declared `hidden` (the private files) answers every refusal with the 404 of
        // an address that names nothing, this one too
        if (/hidden: true/.test(readFileSync(file, 'utf8'))) {
          expect(response.status, `${method} ${rel(file)}`).toBe(404);
        } else {
          expect(response.status, `${method} ${rel(file)}`).toBe(403);
          if (method !== 'HEAD') expect(await response.json()).toEqual({ message: MESSAGE });
        }
        expect(await writes(), `${method} ${rel(file)} changed data`).toBe(0);
      }
    }
    expect(await snapshot(conn.db)).toEqual(before);
  });

  it('lets the admin sign out, and set up two-factor, which then opens the back office', async () => {
    const { needsTwoFactorSetup, requireAdmin, requireAdminPage, withAdmin } =
      await import('./guard');
    const { revokeOtherSessionsAction } = await import('@/features/auth/actions');

    const leaving = await signIn();
    expect((await call('/sign-out', { cookie: leaving, body: {} })).status).toBe(200);
    expect((await call('/get-session', { method: 'GET', cookie: leaving })).json).toBeNull();

    const cookie = await enableTwoFactor(call, await signIn(), OWNER.password);
    current.headers = new Headers({ cookie });
    const admin = await requireAdmin();
    expect(admin.user.email).toBe(OWNER.email);
    expect(needsTwoFactorSetup(admin)).toBe(false);
    expect(await redirectOf(requireAdminPage())).toBeNull();
    expect(await revokeOtherSessionsAction()).toMatchObject({ ok: true });
    const handler = withAdmin(async () => Response.json({ ran: true }));
    const response = await handler(
      new Request(`${SITE}/api/admin/thing`, { method: 'POST', headers: { origin: SITE, cookie } }),
      {},
    );
    expect(response.status).toBe(200);
    const { GET } = await import('@/app/api/admin/submissions/export/route');
    const exported = await (GET as (r: Request, c: unknown) => Promise<Response>)(
      new Request(`${SITE}/api/admin/submissions/export`, { headers: { cookie } }),
      { params: Promise.resolve({}) },
    );
    expect(exported.status).toBe(200);
  });
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
