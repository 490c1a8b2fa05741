import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MENU_LINKS } from './fixtures/menu-links';

async function open(page: Page) {
  await page.goto('/');
  await expect(page.locator('header[data-ready]')).toHaveCount(1);
}

test.describe('mobile menu', { tag: '@mobile-only' }, () => {
  test('opens and closes with its button', async ({ page }) => {
    test.slow();
    await open(page);
    const toggle = page.locator('button[aria-controls="site-mobile-menu"]');
    const menu = page.locator('#site-mobile-menu');
    await expect(toggle).toHaveAccessibleName('Menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'site-mobile-menu');
    await expect(menu).toBeHidden();
    // the desktop links are not shown on a phone
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    for (const label of MENU_LINKS) {
      await expect(mobileNav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    // focus moves into the menu
    await expect(mobileNav.getByRole('link', { name: 'Home', exact: true })).toBeFocused();

    await expect(toggle).toHaveAccessibleName('Menu');
    await toggle.click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes it and returns focus to the button', async ({ page }) => {
    await open(page);
    const toggle = page.locator('button[aria-controls="site-mobile-menu"]');
    await toggle.click();
    await expect(page.locator('#site-mobile-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#site-mobile-menu')).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes when a section is chosen and scrolls to it', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Pricing', exact: true })
      .click();
    await expect(page.locator('#site-mobile-menu')).toBeHidden();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect
      .poll(() =>
        page.evaluate(() =>
          Math.round(document.getElementById('pricing')!.getBoundingClientRect().top),
        ),
      )
      .toBeLessThan(130);
  });

  test('closes when a page link is chosen', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'FAQ', exact: true })
      .click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.locator('#site-mobile-menu')).toBeHidden();
  });

  test('keeps Tab inside the open menu', async ({ page }) => {
    await open(page);
    const toggle = page.locator('button[aria-controls="site-mobile-menu"]');
    await toggle.click();
    for (let i = 0; i < 14; i++) await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => !!document.activeElement?.closest('header'));
    expect(inside).toBe(true);
  });
});
