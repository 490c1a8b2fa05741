import { expect, test } from './fixtures';
import { FULL_CHROMIUM_LAUNCH } from './fixtures/config';
import { FIRST_POST } from '../scripts/lib/public-routes.mjs';

// Playwright turns the back/forward cache off by default; the browsers visitors use have it on.
// The full browser: the headless shell the other specs run in has no back/forward cache.
test.use({
  launchOptions: { ...FULL_CHROMIUM_LAUNCH, ignoreDefaultArgs: ['--disable-back-forward-cache'] },
});

test('Back to a public page shows it at once, from the back/forward cache', async ({ page }) => {
  await page.addInitScript(() => {
    addEventListener('pageshow', (event) => {
      if (event.persisted) document.documentElement.dataset.restored = 'true';
    });
  });
  for (const path of ['/', FIRST_POST, '/projects']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.goto('/robots.txt');
    // a restored page fires no load event
    await page.goBack({ waitUntil: 'commit' });
    await expect(page.locator('html[data-restored="true"]'), path)
      .toHaveCount(1)
      .catch(async (error: Error) => {
        // the browser says why it loaded the page again (a rare failure on CI, 2026-11-27)
        const reasons = await page.evaluate(() =>
          JSON.stringify(
            (performance.getEntriesByType('navigation')[0] as { notRestoredReasons?: unknown })
              ?.notRestoredReasons ?? null,
          ),
        );
        throw new Error(`${error.message}\nnot restored because: ${reasons}`);
      });
  }
});
