import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { NO_STATE } from './fixtures/config';
import { asAdmin } from './fixtures/login';

// Google Analytics under UK/EU consent rules: with an id set, the tag loads
// only after the visitor accepts in the banner (no request to Google before),
// Reject is as prominent as Accept, the choice is remembered, and the footer's
// 'Cookie settings' changes it. Google's hosts are blocked and recorded here,
// so the test never reaches Google.

async function setAnalyticsId(page: Page, id: string) {
  await page.goto('/admin/settings');
  await expect(page.getByLabel('Site title')).not.toHaveValue('');
  await page.getByLabel('Google Analytics ID').fill(id);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved successfully').first()).toBeVisible();
}

test('Google Analytics loads only after Accept, and the choice can be changed', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await asAdmin(page);
  await setAnalyticsId(page, 'G-E2ECONSENT1');
  try {
    // a visitor who has never answered (the specs' browsers start with an answer)
    const context = await browser.newContext({ storageState: NO_STATE });
    const google: string[] = [];
    await context.route(/google/, (route) => {
      google.push(route.request().url());
      return route.abort();
    });
    const tab = await context.newPage();
    await tab.goto('/');
    const banner = tab.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    const reject = banner.getByRole('button', { name: 'Reject' });
    const accept = banner.getByRole('button', { name: 'Accept' });
    // as prominent: the same size, the same look
    const [r, a] = [(await reject.boundingBox())!, (await accept.boundingBox())!];
    expect(Math.round(r.width)).toBe(Math.round(a.width));
    expect(Math.round(r.height)).toBe(Math.round(a.height));
    expect(await reject.getAttribute('class')).toBe(await accept.getAttribute('class'));
    // the banner opens from the same effect that would have loaded the tag: that effect has run,
    // and put no tag in the page
    await expect(tab.locator('#ga-tag')).toHaveCount(0);
    expect(google).toEqual([]);

    await accept.click();
    await expect(banner).toBeHidden();
    await expect.poll(() => google.length).toBeGreaterThan(0);
    expect(google[0]).toContain('https://www.googletagmanager.com/gtag/js?id=G-E2ECONSENT1');

    // remembered: no banner on the next page, and the tag loads there too
    google.length = 0;
    await tab.goto('/about');
    await expect(banner).toBeHidden();
    await expect.poll(() => google.length).toBeGreaterThan(0);

    // changed from the footer: after Reject, nothing goes to Google any more
    await tab.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner).toBeVisible();
    await Promise.all([
      tab.waitForEvent('load'),
      banner.getByRole('button', { name: 'Reject' }).click(),
    ]);
    google.length = 0;
    await tab.goto('/');
    await expect(tab.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
    // hydrated (the bar marks itself ready in the same pass as the consent's effect) with no tag
    await expect(tab.locator('header[data-ready]')).toHaveCount(1);
    await tab.waitForLoadState('networkidle');
    await expect(banner).toBeHidden();
    await expect(tab.locator('#ga-tag')).toHaveCount(0);
    expect(google).toEqual([]);
    await context.close();
  } finally {
    await setAnalyticsId(page, '');
  }
});
