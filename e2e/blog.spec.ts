import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectFirstCardImageOnly } from './fixtures/card-images';
import { FIRST_POST } from '../scripts/lib/public-routes.mjs';

type CardData = { title: string; category: string; excerpt: string; tags: string[] };

const cards = (page: Page) => page.locator('main article');
const categoryNav = (page: Page) =>
  page.getByRole('navigation', { name: 'Filter posts by category' });

/** What each visible card shows, read from the page. */
async function readCards(page: Page): Promise<CardData[]> {
  return cards(page).evaluateAll((articles) =>
    articles.map((article) => ({
      title: article.querySelector('h2, h3')?.textContent?.trim() ?? '',
      category: article.querySelector('p')?.textContent?.trim() ?? '',
      excerpt: article.querySelector('p.line-clamp-3')?.textContent?.trim() ?? '',
      tags: [...article.querySelectorAll('ul[aria-label="Tags"] li')].map(
        (li) => li.textContent?.trim() ?? '',
      ),
    })),
  );
}

function expected(all: CardData[], category: string, query: string): string[] {
  const q = query.toLowerCase();
  return all
    .filter((c) => category === 'All' || c.category === category)
    .filter(
      (c) =>
        !q ||
        c.title.toLowerCase().includes(q) ||
        c.excerpt.toLowerCase().includes(q) ||
        c.tags.some((t) => t.toLowerCase().includes(q)),
    )
    .map((c) => c.title);
}

test.describe('blog list', () => {
  test('shows the heading, search, categories, cards and the Home button', async ({ page }) => {
    const response = await page.goto('/blog', { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Design Insights & Stories' }),
    ).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search posts' });
    await expect(search).toHaveAttribute('placeholder', 'Search posts...');
    await expect(categoryNav(page).getByRole('link', { name: 'All', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const all = await readCards(page);
    expect(all.length).toBeGreaterThanOrEqual(1);
    const first = cards(page).first();
    await expect(first.locator('time')).toBeVisible();
    await expect(first).toContainText(/\d+ min read/);
    const more = first.getByRole('link', { name: /^Read More/ });
    await expect(more).toHaveAttribute('href', /^\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*$/);
    await expect(
      page.locator('main').getByRole('link', { name: 'Home', exact: true }),
    ).toHaveAttribute('href', '/');
    // the categories are 'All' plus each distinct category of the posts
    const labels = (await categoryNav(page).getByRole('link').allInnerTexts()).map((t) => t.trim());
    expect(labels[0]).toBe('All');
    expect(new Set(labels.slice(1))).toEqual(new Set(all.map((c) => c.category)));
  });

  test("preloads the first card's image only: a phone's first screen shows one card", async ({
    page,
  }) => {
    await expectFirstCardImageOnly(page.request, '/blog');
  });

  test('search and category combine', async ({ page }) => {
    await page.goto('/blog');
    const all = await readCards(page);
    const labels = (await categoryNav(page).getByRole('link').allInnerTexts()).map((t) => t.trim());
    // a category, and a word that also appears outside it, so both conditions matter
    const category = labels[1]!;
    const inCategory = all.find((c) => c.category === category)!;
    const word = (inCategory.tags[0] ?? inCategory.title.split(/\s+/)[0]!).toUpperCase();

    const search = page.getByRole('searchbox', { name: 'Search posts' });
    await search.fill(word);
    await expect
      .poll(async () => (await readCards(page)).map((c) => c.title))
      .toEqual(expected(all, 'All', word));

    await categoryNav(page).getByRole('link', { name: category, exact: true }).click();
    await expect(
      categoryNav(page).getByRole('link', { name: category, exact: true }),
    ).toHaveAttribute('aria-current', 'true');
    await expect
      .poll(async () => (await readCards(page)).map((c) => c.title))
      .toEqual(expected(all, category, word));
    expect((await readCards(page)).length).toBeGreaterThan(0);
    await expect(page).toHaveURL(/category=.+&q=|q=.+&category=/);

    await search.fill('zzqqxx-nothing');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText('No posts match your search')).toBeVisible();

    await search.fill('');
    await categoryNav(page).getByRole('link', { name: 'All', exact: true }).click();
    await expect(cards(page)).toHaveCount(all.length);
  });

  test('is listed and filtered by address without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog', { waitUntil: 'domcontentloaded' });
    const all = await readCards(page);
    expect(all.length).toBeGreaterThan(0);
    const category = all[0]!.category;
    await page.goto(`/blog?category=${encodeURIComponent(category)}`, {
      waitUntil: 'domcontentloaded',
    });
    expect((await readCards(page)).map((c) => c.title)).toEqual(expected(all, category, ''));
    await page.getByRole('searchbox', { name: 'Search posts' }).fill(all[0]!.title);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/q=/);
    expect((await readCards(page)).map((c) => c.title)).toContain(all[0]!.title);
    await context.close();
  });
});

test.describe('blog article', () => {
  test('shows every part of the article', async ({ page }) => {
    await page.goto('/blog', { waitUntil: 'domcontentloaded' });
    const href = await cards(page)
      .first()
      .getByRole('link', { name: /^Read More/ })
      .getAttribute('href');
    const title = (await cards(page).first().locator('h2').innerText()).trim();
    await cards(page)
      .first()
      .getByRole('link', { name: /^Read More/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));

    const main = page.locator('main');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main.locator('header time')).toBeVisible();
    await expect(main.locator('header')).toContainText(/\d+ min read/);
    await expect(main.locator('header')).toContainText(/By \S+/);
    await expect(main.locator('img').first()).toBeVisible();
    const body = main.locator('.prose-article');
    await expect(body).toBeVisible();
    expect((await body.innerText()).length).toBeGreaterThan(200);
    expect(await body.locator('script').count()).toBe(0);
    await expect(main.getByRole('heading', { name: 'Tags' })).toBeVisible();

    await expect(page.getByText('Share this article')).toBeVisible();
    const url = encodeURIComponent(new URL(href!, page.url()).href);
    await expect(page.getByRole('link', { name: /Share on X/ })).toHaveAttribute(
      'href',
      new RegExp(`^https://x\\.com/intent/post\\?url=${url}`),
    );
    await expect(page.getByRole('link', { name: /Share on LinkedIn/ })).toHaveAttribute(
      'href',
      new RegExp(`url=${url}`),
    );
    await expect(page.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute(
      'href',
      new RegExp(`u=${url}`),
    );
    await expect(page.getByRole('link', { name: 'Share by e-mail' })).toHaveAttribute(
      'href',
      /^mailto:\?subject=/,
    );
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();

    await expect(page.getByRole('link', { name: 'Read More Articles' })).toHaveAttribute(
      'href',
      '/blog',
    );
    await expect(
      page.locator('main').getByRole('link', { name: 'Home', exact: true }),
    ).toHaveAttribute('href', '/');
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('an unknown post reads as not found with JavaScript disabled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, heading] of [
      ['/blog/999999', 'Post Not Found'],
      ['/projects/999999', 'Project Not Found'],
    ]) {
      const response = await page.goto(path!, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
    await context.close();
  });

  test('quotes are set in the serif italic, which only pages that show it download', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    await page.goto('/blog');
    await page.waitForLoadState('networkidle');
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((url) => /italic/.test(url))).toEqual([]);

    const article = await page.goto(FIRST_POST);
    // preloaded are the faces of the cover's neighbours; the quotes' italic, further down, is
    // fetched when a quote is laid out and does not compete with them
    const preloads = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
    const linked = article?.headers()['link'] ?? '';
    expect(preloads.length + linked.length).toBeGreaterThan(0);
    expect([...preloads, linked].filter((href) => /italic/.test(href))).toEqual([]);
    const quote = page.locator('.prose-article blockquote').first();
    await expect(quote).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some((face) => face.style === 'italic' && face.status === 'loaded'),
        ),
      )
      .toBe(true);
    expect(await quote.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/italic/i);
  });

  test('carries BlogPosting structured data pointing at /blog/{slug}', async ({ page }) => {
    await page.goto(FIRST_POST, { waitUntil: 'domcontentloaded' });
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.some((t) => t.includes('"BlogPosting"') && t.includes(`${FIRST_POST}"`))).toBe(true);
  });

  test("an unknown post answers 404 with 'Post Not Found'", async ({ page }) => {
    for (const path of ['/blog/999999', '/blog/nope']) {
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
      await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
    }
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('reads in full with JavaScript disabled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(FIRST_POST, { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const body = page.locator('.prose-article');
    expect((await body.innerText()).length).toBeGreaterThan(200);
    // the hero image is shown, not left at the fade-in's starting opacity
    const image = page.locator('main img').first();
    await expect(image).toBeVisible();
    expect(await image.evaluate((img) => getComputedStyle(img).opacity)).toBe('1');
    await expect(page.getByText('Share this article')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read More Articles' })).toBeVisible();
    await context.close();
  });
});
