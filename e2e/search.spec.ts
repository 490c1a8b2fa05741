import { expect, test } from './fixtures';

test.describe('site search', () => {
  test('an empty search shows the form and a hint, and is not indexed', async ({ page }) => {
    const response = await page.goto('/search', { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('searchbox', { name: 'Search projects and articles' }),
    ).toBeVisible();
    await expect(
      page.getByText('Search the portfolio and the journal by title, description or tag.'),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('finds projects and posts and links to them', async ({ page }) => {
    await page.goto('/projects', { waitUntil: 'domcontentloaded' });
    const projectTitle = (await page.locator('main article h2').first().innerText()).trim();
    await page.goto('/blog', { waitUntil: 'domcontentloaded' });
    const postTitle = (await page.locator('main article h2').first().innerText()).trim();

    await page.goto('/search', { waitUntil: 'domcontentloaded' });
    const box = page.getByRole('searchbox', { name: 'Search projects and articles' });
    await box.fill(projectTitle.toUpperCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=/);
    const projects = page.getByRole('region', { name: /^Projects/ });
    const projectLink = projects.getByRole('link', { name: projectTitle, exact: true });
    await expect(projectLink).toHaveAttribute('href', /^\/projects\/[a-z0-9]+(?:-[a-z0-9]+)*$/);

    await page.goto(`/search?q=${encodeURIComponent(postTitle.toLowerCase())}`, {
      waitUntil: 'domcontentloaded',
    });
    const posts = page.getByRole('region', { name: /^Articles/ });
    const postLink = posts.getByRole('link', { name: postTitle, exact: true });
    await expect(postLink).toHaveAttribute('href', /^\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*$/);
    await postLink.click();
    await expect(page.getByRole('heading', { level: 1, name: postTitle })).toBeVisible();
  });

  test('says so when nothing matches, and treats wildcards literally', async ({ page }) => {
    await page.goto('/search?q=qqzzxx-nothing', { waitUntil: 'domcontentloaded' });
    await expect(page.getByText('No results for “qqzzxx-nothing”')).toBeVisible();
    // % and _ are escaped: they match only themselves, not everything
    await page.goto(`/search?q=${encodeURIComponent('%_%')}`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByText('No results for “%_%”')).toBeVisible();
  });

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog', { waitUntil: 'domcontentloaded' });
    const postTitle = (await page.locator('main article h2').first().innerText()).trim();
    await page.goto('/search', { waitUntil: 'domcontentloaded' });
    await page.getByRole('searchbox', { name: 'Search projects and articles' }).fill(postTitle);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('link', { name: postTitle, exact: true })).toHaveAttribute(
      'href',
      /^\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*$/,
    );
    await context.close();
  });
});
