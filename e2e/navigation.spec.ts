import type { Locator, Page } from '@playwright/test';
import { E2E_ADMIN, expect, expectScrolledTo, test } from './fixtures';
import { FIRST_POST } from '../scripts/lib/public-routes.mjs';

const SECTIONS = [
  ['Home', 'home'],
  ['About', 'about'],
  ['Services', 'services'],
  ['Projects', 'projects'],
  ['Pricing', 'pricing'],
  ['Contact', 'contact'],
] as const;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Opens a page and waits until the navigation bar is hydrated. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('header[data-ready]')).toHaveCount(1);
}

test.describe('navigation bar', () => {
  test('is transparent over the hero and turns solid after scrolling more than 50 px', async ({
    page,
  }) => {
    await open(page, '/');
    const header = page.locator('header[data-variant]');
    await expect(header).toHaveAttribute('data-variant', 'transparent');
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgba(0, 0, 0, 0)',
    );

    // the bar reads the scroll position at the next frame: two frames on, it has had its say
    await page.evaluate(async () => {
      const scrolled = new Promise((resolve) =>
        addEventListener('scroll', resolve, { once: true }),
      );
      window.scrollTo(0, 40);
      await scrolled;
      for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    await expect(header).toHaveAttribute('data-variant', 'transparent');

    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveAttribute('data-variant', 'solid');
    await expect
      .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
      .not.toBe('rgba(0, 0, 0, 0)');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-variant', 'transparent');
  });

  test('is solid from the start on other pages', async ({ page }) => {
    await open(page, '/faq');
    await expect(page.locator('header[data-variant]')).toHaveAttribute('data-variant', 'solid');
  });

  for (const [label, id] of SECTIONS.slice(1)) {
    test(`${label} scrolls to #${id} on the home page`, async ({ page }) => {
      await open(page, '/');
      await mainNav(page).getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expectScrolledTo(page, id);
    });
  }

  test('Home scrolls back to the top', async ({ page }) => {
    await open(page, '/');
    await page.evaluate(() => window.scrollTo(0, 2000));
    await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
  });

  test('section links are real links to /#section', async ({ page }) => {
    await open(page, '/');
    for (const [label, id] of SECTIONS) {
      await expect(mainNav(page).getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        `/#${id}`,
      );
    }
  });

  test('from /blog a section button goes to /#section', async ({ page }) => {
    await open(page, '/blog');
    await mainNav(page).getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/#about$/);
    await expectScrolledTo(page, 'about');
  });

  test('from /blog a section further down the page is reached', async ({ page }) => {
    await open(page, '/blog');
    await mainNav(page).getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expectScrolledTo(page, 'contact');
  });

  test('marks the section being read and dims the others', async ({ page }) => {
    await open(page, '/');
    const link = (label: string) => mainNav(page).getByRole('link', { name: label, exact: true });
    // read again until it holds: a change of opacity is a transition, however short
    const opacity = (l: Locator) => l.evaluate((el) => getComputedStyle(el).opacity);
    await expect(link('Home')).toHaveAttribute('aria-current', 'location');
    await expect(link('About')).toHaveAttribute('data-dim', '');
    await expect(link('Home')).not.toHaveAttribute('data-dim');
    await expect.poll(() => opacity(link('About'))).toBe('0.75');
    // a dimmed link reached from the keyboard is shown whole, as one pointed at is
    await link('About').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(link('About')).toBeFocused();
    await expect.poll(() => opacity(link('About'))).toBe('1');

    await link('About').click();
    await expectScrolledTo(page, 'about');
    await expect(link('About')).toHaveAttribute('aria-current', 'location');
    await expect(link('Home')).not.toHaveAttribute('aria-current');
    await expect(link('Home')).toHaveAttribute('data-dim', '');
    await expect.poll(() => opacity(link('About'))).toBe('1');
  });

  test('marks the current page among Blog and FAQ, on the pages under it too', async ({ page }) => {
    await open(page, FIRST_POST);
    await expect(mainNav(page).getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(mainNav(page).getByRole('link', { name: 'FAQ', exact: true })).not.toHaveAttribute(
      'aria-current',
    );
    // no section is marked away from the landing page
    await expect(mainNav(page).locator('a[aria-current="location"], a[data-dim]')).toHaveCount(0);
  });

  test('Blog and FAQ are plain links to their pages', async ({ page }) => {
    await open(page, '/');
    await mainNav(page).getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await mainNav(page).getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test('the skip link is the first focusable element and moves focus to the main content', async ({
    page,
  }) => {
    await open(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
    await expect(page.locator('main#main-content')).toBeFocused();
  });
});

test.describe('footer', () => {
  test('links to the site, the legal pages and the consultation page', async ({ page }) => {
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    const hrefs = await footer
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of [
      '/',
      '/#about',
      '/#services',
      '/#projects',
      '/blog',
      '/request-consultation',
      '/privacy',
      '/terms',
    ]) {
      expect(hrefs).toContain(href);
    }
    await expect(footer.getByRole('link', { name: /Start Your Project/ })).toHaveAttribute(
      'href',
      '/request-consultation',
    );
    await expect(footer.getByText(/© \d{4} .+ All rights reserved\./)).toBeVisible();
  });

  test("leaves out 'Start Your Project' on /request-consultation, which it would only reload", async ({
    page,
  }) => {
    await open(page, '/request-consultation');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Let’s work together')).toBeVisible();
    await expect(footer.getByRole('link', { name: /Start Your Project/ })).toBeHidden();
    await open(page, '/blog');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: /Start Your Project/ }),
    ).toBeVisible();
  });

  test('shows the contact details from Site Settings', async ({ page }) => {
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    const email = footer.locator('a[href^="mailto:"]');
    await expect(email).toHaveCount(1);
    await expect(email).toHaveText(/@/);
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(footer.locator('a[href^="https://wa.me/"]')).toHaveCount(1);
  });

  test("'Admin Dashboard' asks the server nothing: the page is the same for everyone", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/get-session')) asked.push(r.url());
    });
    await open(page, '/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });

  test("'Admin Dashboard' goes to /auth for a visitor", async ({ page }) => {
    await open(page, '/');
    const admin = page.getByRole('contentinfo').getByRole('link', { name: 'Admin Dashboard' });
    await expect(admin).toHaveAttribute('href', '/auth');
    await admin.click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("'Admin Dashboard' goes to /admin for a signed-in admin", async ({ page, baseURL }) => {
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
      headers: { origin: baseURL! },
    });
    expect(signIn.ok()).toBe(true);
    await open(page, '/');
    const admin = page.getByRole('contentinfo').getByRole('link', { name: 'Admin Dashboard' });
    await admin.click();
    // the sign-in page sends a signed-in admin on
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("'Admin Dashboard' is /auth in the server HTML", async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<a href="\/auth"[^>]*>Admin Dashboard<\/a>/);
  });
});
