import { expect, test, E2E_BASE_URL } from './fixtures';
import {
  countMail,
  createVerifiedAccount,
  linkFromMail,
  sessionCookies,
  signIn,
  uniqueEmail,
} from './fixtures/login';
import type { Page } from '@playwright/test';

// The sign-in page (docs/product.md): validation order and texts,
// toasts, pending labels, redirects, verification by e-mail, and the rate limit.

/** The visible toast with this title, and its description. */
async function expectToast(page: Page, title: string, description: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title }).last();
  await expect(toast).toBeVisible();
  await expect(toast.locator('[data-title]')).toHaveText(title);
  await expect(toast.locator('[data-description]')).toHaveText(description);
}

/**
 * Lets every toast go (close button, else its own 4 s timer) so that the next
 * one with the same title is a new one. Sonner pauses while a toast is hovered
 * or focused, so the pointer and focus leave the toaster first.
 */
async function dismissToasts(page: Page) {
  const toasts = page.locator('[data-sonner-toast]');
  for (const close of await page.locator('[data-sonner-toast] [data-close-button]').all()) {
    await close.click({ timeout: 2_000 }).catch(() => {});
  }
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(toasts).toHaveCount(0, { timeout: 15_000 });
}

const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign in' });
const signUpForm = (page: Page) => page.getByRole('form', { name: 'Create an account' });

test.describe('the sign-in page', () => {
  test('starts on Sign In and shares one password toggle between the tabs', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    const password = signInForm(page).getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await signInForm(page).getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(signUpForm(page).getByLabel('Password', { exact: true })).toHaveAttribute(
      'type',
      'text',
    );
    await signUpForm(page).getByRole('button', { name: 'Hide password' }).click();
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  for (const tab of ['Sign In', 'Sign Up'] as const) {
    test(`checks the ${tab} fields in the documented order`, async ({ page }) => {
      await page.goto('/auth');
      await page.getByRole('tab', { name: tab }).click();
      const form = tab === 'Sign In' ? signInForm(page) : signUpForm(page);
      const submit = form.getByRole('button', {
        name: tab === 'Sign In' ? 'Sign In' : 'Create Account',
      });
      const email = form.getByLabel('Email');
      const password = form.getByLabel('Password', { exact: true });
      let calls = 0;
      await page.route('**/api/auth/**', (route) => {
        calls++;
        return route.continue();
      });

      // 1. both required (even with a bad e-mail and a short password typed in one of them)
      await submit.click();
      await expectToast(page, 'Missing fields', 'Please fill in all required fields.');
      await dismissToasts(page);
      await email.fill('not an email');
      await submit.click();
      await expectToast(page, 'Missing fields', 'Please fill in all required fields.');
      await dismissToasts(page);

      // 2. the password length comes before the e-mail format
      await password.fill('12345');
      await submit.click();
      await expectToast(page, 'Invalid password', 'Password must be at least 6 characters long.');
      await dismissToasts(page);

      // 3. then the e-mail format
      await password.fill('123456');
      await submit.click();
      await expectToast(page, 'Invalid email', 'Please enter a valid email address.');
      await dismissToasts(page);
      await email.fill('ana @example.com');
      await submit.click();
      await expectToast(page, 'Invalid email', 'Please enter a valid email address.');

      // nothing was sent to the server
      expect(calls).toBe(0);
    });
  }
});

test.describe('talking to the server', () => {
  test('shows "Connection error" when the server cannot be reached', async ({ page }) => {
    await page.goto('/auth');
    await page.route('**/api/auth/sign-in/email', (route) => route.abort('connectionrefused'));
    await signInForm(page).getByLabel('Email').fill('ana@example.com');
    await signInForm(page).getByLabel('Password', { exact: true }).fill('secret-password');
    await signInForm(page).getByRole('button', { name: 'Sign In' }).click();
    await expectToast(
      page,
      'Connection error',
      'Unable to connect to the server. Please try again.',
    );
    await expect(signInForm(page).getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  test("reads 'Signing In...' and 'Creating Account...' with both buttons disabled while pending", async ({
    page,
  }) => {
    await page.goto('/auth');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/sign-*/email', async (route) => {
      await held;
      await route.continue();
    });
    await signInForm(page).getByLabel('Email').fill(uniqueEmail('pending'));
    await signInForm(page).getByLabel('Password', { exact: true }).fill('secret-password');
    await signInForm(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(signInForm(page).getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(signUpForm(page).getByRole('button', { name: 'Create Account' })).toBeDisabled();
    release();
    await expectToast(page, 'Sign in failed', 'Invalid email or password. Please try again.');

    let releaseUp!: () => void;
    const heldUp = new Promise<void>((resolve) => (releaseUp = resolve));
    await page.unroute('**/api/auth/sign-*/email');
    await page.route('**/api/auth/sign-up/email', async (route) => {
      await heldUp;
      await route.continue();
    });
    await signUpForm(page).getByLabel('Email').fill(uniqueEmail('pending'));
    await signUpForm(page).getByRole('button', { name: 'Create Account' }).click();
    await expect(
      signUpForm(page).getByRole('button', { name: 'Creating Account...' }),
    ).toBeDisabled();
    releaseUp();
    await expectToast(
      page,
      'Account created successfully!',
      'Please check your email to verify your account.',
    );
  });

  test('signs up, needs the e-mailed link before signing in, then signs in to the site root', async ({
    page,
  }) => {
    // several sign-ins and a mail round trip: slow on a busy machine
    test.slow();
    const email = uniqueEmail('signup');
    const password = 'a-good-password';
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await signUpForm(page).getByLabel('Email').fill(email);
    await signUpForm(page).getByLabel('Password', { exact: true }).fill(password);
    await signUpForm(page).getByRole('button', { name: 'Create Account' }).click();
    await expectToast(
      page,
      'Account created successfully!',
      'Please check your email to verify your account.',
    );
    await dismissToasts(page);

    // the same address again
    await signUpForm(page).getByLabel('Password', { exact: true }).fill(password);
    await signUpForm(page).getByRole('button', { name: 'Create Account' }).click();
    await expectToast(
      page,
      'Sign up failed',
      'This email is already registered. Please sign in instead.',
    );
    await dismissToasts(page);

    // not confirmed yet
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await signInForm(page).getByLabel('Password', { exact: true }).fill(password);
    await signInForm(page).getByRole('button', { name: 'Sign In' }).click();
    await expectToast(
      page,
      'Sign in failed',
      'Please check your email and click the confirmation link.',
    );

    // the link in the mail confirms the address and lands on the site root
    const link = await linkFromMail(email, 'verify-email');
    expect(new URL(link).origin).toBe(E2E_BASE_URL);
    await page.goto(link);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/`);

    await page.goto('/auth');
    await signInForm(page).getByLabel('Email').fill(email);
    await signInForm(page).getByLabel('Password', { exact: true }).fill(password);
    await signInForm(page).getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Welcome back!', 'You have been signed in successfully.');
    await expect(page).toHaveURL(`${E2E_BASE_URL}/`);

    // a signed-in visitor of /auth is sent away; a non-admin to the site root
    await page.goto('/auth');
    await expect(page).toHaveURL(`${E2E_BASE_URL}/`);

    // the session survives a browser restart: the cookie is persistent, httpOnly and SameSite=Lax
    const [cookie] = (await page.context().cookies()).filter((c) =>
      c.name.includes('session_token'),
    );
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 7 * 86400);
  });

  test('refuses a wrong password with the documented message', async ({ page, browser }) => {
    // several sign-ins and a mail round trip: slow on a busy machine
    test.slow();
    const account = await createVerifiedAccount(browser, 'wrong');
    await page.goto('/auth');
    await signInForm(page).getByLabel('Email').fill(account.email);
    await signInForm(page).getByLabel('Password', { exact: true }).fill('not-the-password');
    await signInForm(page).getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Sign in failed', 'Invalid email or password. Please try again.');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('refuses the 6th wrong password for one account within 15 minutes, even a right one', async ({
    page,
    browser,
  }) => {
    // several sign-ins and a mail round trip: slow on a busy machine
    test.slow();
    const account = await createVerifiedAccount(browser, 'limited');
    await page.goto('/auth');
    const form = signInForm(page);
    await form.getByLabel('Email').fill(account.email);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await form.getByLabel('Password', { exact: true }).fill(`wrong-password-${attempt}`);
      await form.getByRole('button', { name: 'Sign In' }).click();
      await expectToast(page, 'Sign in failed', 'Invalid email or password. Please try again.');
      await dismissToasts(page);
    }
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(
      page,
      'Sign in failed',
      'Too many failed sign-in attempts for this account. Please try again in 15 minutes.',
    );
    await expect(page).toHaveURL(/\/auth$/);

    // the limit is the server's: a direct request is refused too
    const response = await page.request.post('/api/auth/sign-in/email', {
      headers: { origin: E2E_BASE_URL },
      data: { email: account.email, password: account.password },
    });
    expect(response.status()).toBe(429);
  });

  test('refuses state-changing requests from another origin', async ({ request }) => {
    const response = await request.post('/api/auth/sign-up/email', {
      headers: { origin: 'https://evil.example' },
      data: { email: uniqueEmail('csrf'), password: 'password-1', name: 'csrf' },
    });
    expect(response.status()).toBe(403);
  });
});

test.describe('password reset', () => {
  test('sends a single-use link, sets the new password and ends older sessions', async ({
    page,
    browser,
  }) => {
    // several sign-ins and a mail round trip: slow on a busy machine
    test.setTimeout(180_000);
    const account = await createVerifiedAccount(browser, 'reset');

    // a session on another device, signed in before the reset
    const other = await browser.newContext({ baseURL: E2E_BASE_URL });
    const otherPage = await other.newPage();
    await signIn(otherPage, account);
    const oldCookie = await sessionCookies(other);
    expect(oldCookie).not.toBe('');

    const before = countMail(account.email, 'reset-password');
    await page.goto('/auth');
    await signInForm(page).getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectToast(
      page,
      'Check your email',
      'If an account uses this address, a reset link is on its way.',
    );

    const link = await linkFromMail(account.email, 'reset-password', { after: before });
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
    const resetUrl = page.url();
    await page.getByLabel('New password', { exact: true }).fill('a-new-password');
    await page.getByLabel('Repeat new password').fill('a-new-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectToast(page, 'Password updated', 'You can now sign in with your new password.');
    await expect(page).toHaveURL(/\/auth$/);

    // the older session is refused
    const session = await page.request.get('/api/auth/get-session', {
      headers: { cookie: oldCookie },
    });
    expect(await session.json()).toBeNull();
    await otherPage.goto('/admin');
    await expect(otherPage).toHaveURL(/\/auth$/);
    await other.close();

    // the link worked once
    await page.goto(resetUrl);
    await page.getByLabel('New password', { exact: true }).fill('yet-another-one');
    await page.getByLabel('Repeat new password').fill('yet-another-one');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectToast(
      page,
      'Reset failed',
      'This reset link has expired or has already been used. Please ask for a new one.',
    );

    // the old password is gone, the new one works
    await signIn(page, { email: account.email, password: 'a-new-password' });
    await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
  });
});
