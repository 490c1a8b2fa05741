import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PUBLIC_ROUTES } from '../scripts/lib/public-routes.mjs';

// Every public route at a phone's width: the content is there, nothing overflows
// sideways, and the bar offers the menu instead of the desktop links. The other
// specs cover behaviour once, at desktop width.

// the public pages and the sign-in page
const ROUTES = [...PUBLIC_ROUTES, '/auth'];

async function checkPhoneLayout(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('h1').first(), path).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  if (!path.startsWith('/auth')) {
    await expect(page.locator('button[aria-controls="site-mobile-menu"]'), path).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }), path).toBeHidden();
  }
}

test.describe('at a phone width', { tag: '@mobile-only' }, () => {
  for (const [name, routes] of [
    ['the landing and portfolio pages', ROUTES.slice(0, 5)],
    ['the pricing, contact and journal pages', ROUTES.slice(5, 10)],
    ['the help, search, legal, consultation and sign-in pages', ROUTES.slice(10)],
  ] as const) {
    test(`${name} fit the screen and offer the menu`, async ({ page }) => {
      // five full page loads at 3x pixel density
      test.slow();
      for (const path of routes) await checkPhoneLayout(page, path);
    });
  }

  test('the hero fills the screen and its arrow leads to the projects', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('section#home');
    const box = await hero.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(page.viewportSize()!.height - 1);
    await expect(hero.getByRole('link', { name: 'Scroll to projects' })).toHaveAttribute(
      'href',
      '#projects',
    );
  });
});
