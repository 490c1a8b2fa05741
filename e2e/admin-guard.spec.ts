import type { Page } from '@playwright/test';
import { expect, test, E2E_BASE_URL } from './fixtures';
import { createVerifiedAccount, sessionCookies, signIn, signInAsAdmin } from './fixtures/login';

// docs/product.md: only an admin reaches /admin; everyone else is sent
// to /auth with the history entry replaced.

/** Where the server sends the page's session from `path`, redirect by redirect. */
async function redirects(page: Page, path: string): Promise<string[]> {
  const chain: string[] = [];
  for (let next = path; ;) {
    const answer = await page.request.get(next, { maxRedirects: 0 });
    const location = answer.headers()['location'];
    if (!location) {
      expect(answer.status(), next).toBe(200);
      return chain;
    }
    next = new URL(location, E2E_BASE_URL).pathname;
    chain.push(next);
    if (chain.length > 5) throw new Error(`${path}: more than 5 redirects (${chain.join(' -> ')})`);
  }
}

const ADMIN_PATHS = [
  '/admin',
  '/admin/dashboard',
  '/admin/content/hero',
  '/admin/submissions',
  '/admin/account',
  '/admin/no-such-screen',
];

test.describe('the admin guard', () => {
  test('sends a visitor from every admin path to /auth, replacing the history entry', async ({
    page,
  }) => {
    // six full page loads through redirects
    test.slow();
    await page.goto('/');
    for (const path of ADMIN_PATHS) {
      await page.goto(path);
      await expect(page, path).toHaveURL(`${E2E_BASE_URL}/auth`);
      await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    }
    // Back skips the admin paths: they never became history entries
    await page.goBack();
    await expect(page).not.toHaveURL(/\/admin/);
  });

  test('sends a signed-in non-admin from admin paths to /auth (and on to the site root)', async ({
    page,
    browser,
  }) => {
    // several sign-ins and a mail round trip: slow on a busy machine
    test.slow();
    const account = await createVerifiedAccount(browser, 'nonadmin');
    await signIn(page, account);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
    // in the browser once, to the site root
    const response = await page.goto(ADMIN_PATHS[0]!);
    const chain: string[] = [];
    for (let request = response!.request(); request; request = request.redirectedFrom()!) {
      chain.unshift(new URL(request.url()).pathname);
      if (!request.redirectedFrom()) break;
    }
    expect(chain).toEqual([ADMIN_PATHS[0], '/auth', '/']);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
    // and the server's redirects for every path, with the same session
    for (const path of ADMIN_PATHS)
      expect(await redirects(page, path), path).toEqual(['/auth', '/']);
    // admin data is not served to this session either
    const html = await (await page.request.get('/admin', { maxRedirects: 0 })).text();
    expect(html).not.toContain('Dashboard Overview');
  });

  test('signs out on the server: the old session cookie no longer opens anything', async ({
    page,
  }) => {
    // a sign-in, a sign-out and three requests with the old cookie
    test.slow();
    await signInAsAdmin(page);
    const cookie = await sessionCookies(page.context());
    await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/`);

    const session = await page.request.get('/api/auth/get-session', { headers: { cookie } });
    expect(await session.json()).toBeNull();
    const admin = await page.request.get('/admin', { headers: { cookie }, maxRedirects: 0 });
    expect(admin.status()).toBeGreaterThanOrEqual(300);
    expect(admin.status()).toBeLessThan(400);
    expect(admin.headers().location).toMatch(/\/auth$/);
  });
});
