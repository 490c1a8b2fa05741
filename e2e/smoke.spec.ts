import { expect, test } from './fixtures';

test.describe('smoke', () => {
  test('the home page answers 200', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main').first()).toBeVisible();
  });

  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    const home = page.getByRole('link', { name: 'Return to Home' });
    await expect(home).toBeVisible();
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('pages and scripts reach the browser brotli-compressed, scripts as cacheable assets', async ({
    page,
  }) => {
    const scripts: { url: string; encoding?: string; length?: string; cacheControl?: string }[] =
      [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script')
        scripts.push({
          url: res.url(),
          encoding: res.headers()['content-encoding'],
          length: res.headers()['content-length'],
          cacheControl: res.headers()['cache-control'],
        });
    });
    const response = await page.goto('/blog');
    expect(response?.headers()['content-encoding']).toBe('br');
    expect(response?.headers()['vary']).toMatch(/Accept-Encoding/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('load');
    const framework = scripts.filter((s) => s.url.includes('/_next/static/chunks/'));
    expect(framework.length).toBeGreaterThan(3);
    expect(framework.filter((s) => s.encoding === 'br').length).toBeGreaterThan(3);
    for (const script of framework) {
      // a script under 1 KB is not worth compressing
      if (script.encoding !== 'br') expect(Number(script.length), script.url).toBeLessThan(1024);
      expect(script.cacheControl, script.url).toBe('public, max-age=31536000, immutable');
    }
  });
});
