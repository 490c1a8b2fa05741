import type { Page } from '@playwright/test';
import { expect, islandLive, test } from './fixtures';

// The planner of /request-consultation is an island (ADR 039): drawn by the server in the page,
// its code fetched when the visitor reaches into it, or at once where the page was rendered in
// the browser.

/** The scripts the page has fetched so far that carry the planner's code. */
function plannerScripts(page: Page) {
  const seen: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/_next/static/') || !response.url().endsWith('.js')) return;
    if ((await response.text()).includes('service-switch')) seen.push(response.url());
  });
  return seen;
}

const serviceCard = (page: Page, key: string) =>
  page.locator('label', { has: page.locator(`input[name="service-switch"][value="${key}"]`) });

test('the planner’s code comes only when the visitor reaches into it', async ({ page }) => {
  const scripts = plannerScripts(page);
  await page.goto('/request-consultation');
  await expect(page.locator('header[data-ready]')).toHaveCount(1);
  await page.mouse.wheel(0, 2_000);
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  await expect(page.locator('[data-island="planner"][data-island-live]')).toHaveCount(0);

  await serviceCard(page, 'unreal-engine').hover();
  await expect(page.locator('[data-island="planner"][data-island-live]')).toHaveCount(1);
  await expect.poll(() => scripts.length).toBe(1);
  await serviceCard(page, 'unreal-engine').click();
  await expect(
    page.getByRole('heading', { name: 'Unreal Engine Development', level: 3 }),
  ).toBeVisible();
});

test('a page rendered in the browser draws the planner at once', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('header[data-ready]')).toHaveCount(1);
  // a client navigation, as the browser's history within the site makes one
  await page.evaluate(() =>
    (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push(
      '/request-consultation',
    ),
  );
  await expect(page).toHaveURL(/\/request-consultation$/);
  await expect(page.locator('[data-island="planner"][data-island-live]')).toHaveCount(1);
  await serviceCard(page, 'web-development').click();
  await expect(page.getByRole('heading', { name: 'Web Development', level: 3 })).toBeVisible();
  await expect(page.getByLabel('Service', { exact: true })).toHaveValue('web-development');

  // away and back again: a new root each time, the old one gone
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await page.goForward();
  await islandLive(page);
  await expect(page.getByRole('heading', { name: 'Choose a service', level: 2 })).toHaveCount(1);
});

test('a page rendered in the browser whose planner cannot be fetched is loaded again whole', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/about');
  await expect(page.locator('header[data-ready]')).toHaveCount(1);
  await page.route('**/_next/static/**/*.js', async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('service-switch')) await route.abort('failed');
    else await route.fulfill({ response });
  });
  await page.evaluate(() => {
    (window as unknown as { before: boolean }).before = true;
    (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push(
      '/request-consultation',
    );
  });
  await expect(page).toHaveURL(/\/request-consultation$/);
  await expect(page.locator('#choose-service')).toHaveCount(0);
  // the retries, 3, 10 and 30 s apart
  await expect(async () => {
    await page.clock.runFor(31_000);
    expect(await page.evaluate(() => 'before' in window)).toBe(false);
  }).toPass();
  await expect(page.getByRole('heading', { name: 'Choose a service', level: 2 })).toBeVisible();
  await expect(page.locator('form#consultation-form')).toBeVisible();
});
