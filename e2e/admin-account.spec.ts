import { expect, test, E2E_ADMIN, E2E_BASE_URL, expectToast } from './fixtures';
import { shareAdminTotpSecret, signInAsAdmin, totp } from './fixtures/login';
import type { Page } from '@playwright/test';

// /admin/account: two-factor sign-in turned on with the QR code's secret, a
// sign-in that asks for the code (and takes a backup code), and turned off
// again; the list of active sessions and 'Sign out everywhere else'.
//
// Both end the shared admin's other sessions, which would sign out specs running
// beside them: they are tagged @solo and run last, on their own (playwright.config.ts).

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
}

async function signInWithPassword(page: Page) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(E2E_ADMIN.email);
  await form.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();
}

test.describe('the account page', { tag: '@solo' }, () => {
  test('turns on two-factor sign-in, asks for the code at sign-in, and turns it off', async ({
    page,
  }) => {
    // several sign-ins and a mail round trip: slow on a busy machine
    test.slow();
    await signInAsAdmin(page);
    await page.goto('/admin/account');
    await expect(page.getByRole('heading', { name: 'Your Account' })).toBeVisible();
    await expect(page.getByText('This device')).toBeVisible();

    let secret = '';
    try {
      await page.getByRole('button', { name: 'Turn on two-factor' }).click();
      await page.getByLabel('Confirm your password').fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(
        page.getByRole('img', { name: 'QR code for your authenticator app' }),
      ).toBeVisible();
      secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      // other specs signing in as the admin meanwhile answer the code step with it
      shareAdminTotpSecret(secret);

      await page.getByLabel('Code from the app').fill(totp(secret));
      await page.getByRole('button', { name: 'Verify and turn on' }).click();
      await expectToast(page, 'Two-factor sign-in is on');
      const codes = await page
        .getByRole('list', { name: 'Backup codes' })
        .getByRole('listitem')
        .allInnerTexts();
      expect(codes).toHaveLength(10);
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await expect(
        page.locator('#admin-main').getByText('Two-factor sign-in is on', { exact: true }),
      ).toBeVisible();

      // sign-in now asks for the code; a wrong one is refused
      await signOut(page);
      await signInWithPassword(page);
      await page.getByLabel('Authentication code').fill(totp(secret, Date.now() - 5 * 60_000));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expectToast(page, 'Sign in failed');
      await expect(page.locator('[data-sonner-toast]').last()).toContainText(
        'That code is not valid',
      );
      await page.getByLabel('Authentication code').fill(totp(secret));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(`${E2E_BASE_URL}/admin`);

      // a backup code works once instead of the app
      await signOut(page);
      await signInWithPassword(page);
      await page.getByRole('button', { name: 'Use a backup code instead' }).click();
      await page.getByLabel('Backup code').fill(codes[0]!.trim());
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(`${E2E_BASE_URL}/admin`);

      // and off again
      await page.goto('/admin/account');
      await page.getByRole('button', { name: 'Turn off' }).click();
      await page.getByLabel('Confirm your password').fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Turn off' }).click();
      await expectToast(page, 'Two-factor sign-in turned off');
      await expect(page.locator('[data-sonner-toast]').last()).toContainText(
        'Your other devices have been signed out.',
      );
      await expect(page.getByText('Two-factor sign-in is off', { exact: true })).toBeVisible();
    } finally {
      // leave the shared admin as other specs expect it, whatever happened above
      const session = await (
        await page.request.get('/api/auth/get-session')
      )
        .json()
        .catch(() => null);
      if (session?.user?.twoFactorEnabled) {
        await page.request.post('/api/auth/two-factor/disable', {
          headers: { origin: E2E_BASE_URL },
          data: { password: E2E_ADMIN.password },
        });
      }
      shareAdminTotpSecret(null);
    }

    await signOut(page);
    await signInAsAdmin(page);
  });

  test("'Sign out everywhere else' ends the session of another browser", async ({
    page,
    browser,
  }) => {
    // two sign-ins and a server action: slow on a busy machine
    test.slow();
    await signInAsAdmin(page);
    const elsewhere = await browser.newContext({ baseURL: E2E_BASE_URL });
    try {
      const other = await elsewhere.newPage();
      await signInAsAdmin(other);

      await page.goto('/admin/account');
      const sessions = page.getByRole('region', { name: 'Active sessions' });
      await expect(sessions.getByText('This device')).toBeVisible();
      // the other browser is listed, with its own sign-out button (this one has none)
      await expect(sessions.getByRole('listitem')).not.toHaveCount(1);
      await expect(sessions.getByRole('button', { name: 'Sign out', exact: true })).toHaveCount(
        (await sessions.getByRole('listitem').count()) - 1,
      );

      await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
      await expectToast(page, 'signed out');
      await expect(sessions.getByRole('listitem')).toHaveCount(1);
      await expect(sessions.getByText('You are not signed in anywhere else.')).toBeVisible();
      await expect(sessions.getByRole('button', { name: 'Sign out everywhere else' })).toHaveCount(
        0,
      );

      // the other browser's next admin page sends it to sign in; this one carries on
      await other.goto('/admin/account');
      await expect(other).toHaveURL(`${E2E_BASE_URL}/auth`);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Your Account' })).toBeVisible();
      await expect(sessions.getByText('This device')).toBeVisible();
    } finally {
      await elsewhere.close();
    }
  });
});
