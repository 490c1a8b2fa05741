import { expect, test } from './fixtures';

// The typefaces are cut in two (src/app/fonts/README.md): the pages' own text is set from the
// first files, and the second file of a face comes only for a page with a character in it.

const fontRequests = (page: import('@playwright/test').Page) => {
  const fonts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'font') fonts.push(new URL(req.url()).pathname);
  });
  return fonts;
};

/** The families whose faces the page has loaded, once its fonts are in. */
const loadedFamilies = (page: import('@playwright/test').Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family);
  });

test.describe('the site’s typefaces', () => {
  test('the landing page is set in its faces from their first files alone', async ({ page }) => {
    const fonts = fontRequests(page);
    await page.goto('/');
    await expect(page.locator('section#home[data-ready]')).toHaveCount(1);
    expect(await loadedFamilies(page)).toEqual(expect.arrayContaining(['inter', 'instrument']));
    expect(fonts.filter((f) => f.includes('core')).length).toBeGreaterThanOrEqual(2);
    expect(fonts.filter((f) => f.includes('rest'))).toEqual([]);
  });

  test('a character outside the first files brings the second, and only where it is', async ({
    page,
  }) => {
    const fonts = fontRequests(page);
    // the query is echoed in the heading, set in the italic display face
    await page.goto(`/search?q=${encodeURIComponent('Zürich')}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Zürich');
    await expect.poll(() => fonts.filter((f) => /italic-rest/.test(f))).not.toEqual([]);
    const families = await loadedFamilies(page);
    expect(families).toContain('instrumentItalic');
  });
});
