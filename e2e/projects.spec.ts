import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectFirstCardImageOnly } from './fixtures/card-images';

const filterNav = (page: Page) =>
  page.getByRole('navigation', { name: 'Filter projects by category' });
const cards = (page: Page) => page.locator('main article');

/** Category names from the filter buttons, after 'All Projects'. */
async function categoryNames(page: Page): Promise<string[]> {
  const labels = await filterNav(page).getByRole('link').allInnerTexts();
  expect(labels[0]).toBe('All Projects');
  return labels.slice(1).map((l) => l.trim());
}

/** Project pages in display order, as linked from the cards. */
async function projectHrefs(page: Page): Promise<string[]> {
  await page.goto('/projects', { waitUntil: 'domcontentloaded' });
  // the grid streams in after the 'Loading projects...' state
  await expect(cards(page).first()).toBeVisible();
  return cards(page)
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

const galleryLinks = (page: Page) => page.locator('main a[aria-haspopup="dialog"]');

/**
 * The first project whose served page passes `has`: the pages are read as the server sends them,
 * and none is opened in the browser (a page load costs seconds of both cores, a request
 * milliseconds).
 */
async function servedProject(page: Page, has: (html: string) => boolean): Promise<string | null> {
  for (const href of await projectHrefs(page)) {
    if (has(await (await page.request.get(href)).text())) return href;
  }
  return null;
}

/**
 * Goes to the first project whose gallery has at least `items` items (the seed gives most
 * projects one) and returns its address; the page is left on it, loaded.
 */
async function projectWithGallery(page: Page, items = 1): Promise<string> {
  const href = await servedProject(
    page,
    (html) => (html.match(/aria-haspopup="dialog"/g)?.length ?? 0) >= items,
  );
  if (!href) throw new Error(`no project has a gallery of ${items} or more items`);
  await page.goto(href, { waitUntil: 'load' });
  expect(await galleryLinks(page).count(), href).toBeGreaterThanOrEqual(items);
  return href;
}

test.describe('projects page', () => {
  test('shows the heading, the filters and the cards in a grid', async ({ page }) => {
    const response = await page.goto('/projects', { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const all = filterNav(page).getByRole('link', { name: 'All Projects' });
    await expect(all).toHaveAttribute('aria-current', 'true');
    await expect(cards(page).first()).toBeVisible();
    // every card links to its own page
    const hrefs = await projectHrefs(page);
    for (const href of hrefs) expect(href).toMatch(/^\/projects\/[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  test('filters by each category and back to all', async ({ page }) => {
    await page.goto('/projects', { waitUntil: 'domcontentloaded' });
    await expect(cards(page).first()).toBeVisible();
    const total = await cards(page).count();
    const names = await categoryNames(page);
    expect(names.length).toBeGreaterThan(0);

    for (const name of names) {
      await filterNav(page).getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(
        new RegExp(`[?&]category=${encodeURIComponent(name).replace(/%20/g, '(%20|\\+)')}`),
      );
      await expect(filterNav(page).getByRole('link', { name, exact: true })).toHaveAttribute(
        'aria-current',
        'true',
      );
      // the filtered grid (or its empty state) replaces the loading state
      await expect(
        cards(page)
          .first()
          .or(page.getByText(/^No projects found/)),
      ).toBeVisible();
      const count = await cards(page).count();
      if (count === 0) {
        await expect(page.getByText(`No projects found in ${name}`)).toBeVisible();
      } else {
        // each visible card names the chosen category
        for (const card of await cards(page).all()) await expect(card).toContainText(name);
        expect(count).toBeLessThanOrEqual(total);
      }
    }

    await filterNav(page).getByRole('link', { name: 'All Projects' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(cards(page)).toHaveCount(total);
  });

  test('a filtered address works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // without script, a page streamed after its loading state is shown by CSS outside <main>
    const visibleCards = page.locator('article:visible');
    await page.goto('/projects', { waitUntil: 'domcontentloaded' });
    await expect(page.getByText('Loading projects...')).toBeHidden();
    const total = await visibleCards.count();
    expect(total).toBeGreaterThan(0);
    const [first] = await categoryNames(page);
    await filterNav(page).getByRole('link', { name: first!, exact: true }).click();
    await expect(page).toHaveURL(/category=/);
    await expect(filterNav(page).getByRole('link', { name: first!, exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const count = await visibleCards.count();
    expect(count).toBeLessThanOrEqual(total);
    for (const card of await visibleCards.all()) await expect(card).toContainText(first!);
    await context.close();
  });

  test("preloads the first card's image only: a phone's first screen shows one card", async ({
    page,
  }) => {
    await expectFirstCardImageOnly(page.request, '/projects');
  });

  test('card images show as soon as they load, before the page script runs', async ({ page }) => {
    // the framework's chunks never arrive: only the document and its inline scripts run
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
    await page.goto('/projects');
    const first = page.locator('article img[data-smart-image]').first();
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect.poll(() => first.evaluate((img) => getComputedStyle(img).opacity)).toBe('1');
  });
});

test.describe('project page', () => {
  test('shows the project and its details', async ({ page }) => {
    const [href] = await projectHrefs(page);
    const title = (await cards(page).first().getByRole('heading').innerText()).trim();
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Project details' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All projects' }).first()).toHaveAttribute(
      'href',
      '/projects',
    );
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.some((text) => text.includes('"CreativeWork"') && text.includes(`${href}"`))).toBe(
      true,
    );
  });

  test('the gallery lightbox works from the keyboard', async ({ page }) => {
    test.setTimeout(60_000);
    // loaded: the keyboard handling needs the page hydrated
    await projectWithGallery(page, 2);

    const trigger = galleryLinks(page).nth(1);
    await trigger.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const counter = dialog.locator('[aria-live="polite"]');
    const before = (await counter.innerText()).replace(/\s+/g, ' ').trim();
    const match = /(\d+) \/ (\d+)/.exec(before);
    expect(match).not.toBeNull();
    const [, current, total] = match!.map(Number) as [number, number, number];
    await expect(dialog.getByRole('button', { name: 'Close gallery' })).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Next image' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Previous image' })).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(counter).toContainText(`${(current % total) + 1} / ${total}`);
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toContainText(`${current} / ${total}`);

    // focus stays inside the dialog
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('going Back with the lightbox open leaves the page scrollable', async ({ page }) => {
    test.setTimeout(60_000);
    const withGallery = await projectWithGallery(page);
    // reach the project from the list, so Back is the app's own navigation
    await page.goto('/projects');
    await page.waitForLoadState('load');
    await page.locator(`main a[href="${withGallery}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${withGallery}$`));
    await galleryLinks(page).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');

    await page.goBack();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('the lightbox is fetched when first wanted, and a click with no hover before it still opens it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await projectWithGallery(page);
    // nothing of the viewer is on the page until a visitor reaches for an image
    await expect(page.locator('dialog')).toHaveCount(0);
    // a click event alone, as a tap on a screen that sends no hover or touch before it may be
    await galleryLinks(page).first().dispatchEvent('click');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close gallery' })).toBeFocused();
  });

  test('when the viewer cannot be fetched, a gallery link opens the file itself', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await projectWithGallery(page);
    // the connection drops after the page has loaded: no script can be fetched any more
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    const link = galleryLinks(page).first();
    const file = await link.getAttribute('href');
    expect(file).toBeTruthy();
    await link.dispatchEvent('click');
    await expect(page).toHaveURL(new RegExp(`${file!.replace(/[.?]/g, '\\$&')}$`));
  });

  test('a film loads nothing from YouTube before it is played', async ({ page }) => {
    const youtube: string[] = [];
    page.on('request', (request) => {
      if (/youtube|ytimg|googlevideo/.test(request.url())) youtube.push(request.url());
    });
    // the first-start content gives two projects a film (src/server/seed/content/projects.ts)
    const filmPage = await servedProject(page, (html) => html.includes('id="films-heading"'));
    expect(filmPage, 'a project page shows a film').toBeTruthy();
    await page.goto(filmPage!);
    await expect(page.getByRole('heading', { name: /^Films?$/ })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(youtube).toEqual([]);
    const facade = page.getByRole('link', { name: /^Play film:/ }).first();
    await expect(facade).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/);
    await facade.click();
    const frame = page.locator('iframe').first();
    await expect(frame).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//);
    await expect(frame).toHaveAttribute('title', /.+/);
  });

  test('an unknown project answers 404 with its own page', async ({ page }) => {
    for (const path of ['/projects/999999', '/projects/not-a-number', '/projects/0']) {
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Project Not Found' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Back to Projects' }).click();
    await expect(page).toHaveURL(/\/projects$/);
  });
});
