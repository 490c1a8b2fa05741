import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, expectToast, test, E2E_BASE_URL } from './fixtures';
import { asAdmin } from './fixtures/login';
import { PUBLIC_ROUTES } from '../scripts/lib/public-routes.mjs';

// Addresses a real site keeps: a post renamed keeps its old address as a redirect, a missed
// address becomes a redirect in a step, the privacy policy is the owner's text, and every public
// page is shared with a card image of the right size and type.

// a visitor's browser: the headless shell names itself, and the missed-address count leaves bots out
const VISITOR_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const unique = () => randomBytes(3).toString('hex');

test.describe('addresses', () => {
  test('a renamed post keeps its old address, which leads to the new one', async ({
    page,
    request,
  }) => {
    test.slow();
    const tag = unique();
    await asAdmin(page);
    await page.goto('/admin/blog/new');
    await page.getByLabel('Title').fill(`Limewash and Light ${tag}`);
    // the address follows the title until it is edited
    await expect(page.getByLabel('Address')).toHaveValue(`limewash-and-light-${tag}`);
    await page.getByRole('textbox', { name: 'Body' }).click();
    await page.keyboard.type('A wall that holds the evening.');
    await page.getByLabel('Status').selectOption('published');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expectToast(page, 'Post created');
    await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);
    const id = page.url().match(/(\d+)$/)![1];

    const address = page.getByLabel('Address');
    await address.fill('admin');
    await expect(page.getByText('"admin" is kept for the site itself')).toBeVisible();
    await address.fill(`Walls That Hold the Evening ${tag}`);
    await address.blur();
    await expect(address).toHaveValue(`walls-that-hold-the-evening-${tag}`);
    await expect(page.getByText(`is free.`)).toBeVisible();
    await page.getByRole('button', { name: 'Save Post' }).click();
    await expectToast(page, 'Post updated');

    for (const old of [`/blog/limewash-and-light-${tag}`, `/blog/${id}`]) {
      const answer = await request.get(old, { maxRedirects: 0 });
      expect(answer.status(), old).toBe(308);
      expect(answer.headers().location).toBe(
        `${E2E_BASE_URL}/blog/walls-that-hold-the-evening-${tag}`,
      );
    }
    const visitor = await page.context().browser()!.newContext({ baseURL: E2E_BASE_URL });
    const anon = await visitor.newPage();
    await anon.goto(`/blog/limewash-and-light-${tag}`);
    await expect(anon).toHaveURL(new RegExp(`/blog/walls-that-hold-the-evening-${tag}$`));
    await expect(anon.getByRole('heading', { level: 1 })).toHaveText(`Limewash and Light ${tag}`);
    await visitor.close();

    // back to a draft: a short post at the top of the blog would stand in for the seed's
    // articles in the specs that read the blog's first card
    await page.getByLabel('Status').selectOption('draft');
    await page.getByRole('button', { name: 'Save Post' }).click();
    await expectToast(page, 'Post updated');
  });

  test('a missed address becomes a redirect in one step', async ({ page, browser, request }) => {
    const missed = `/old-site/kitchen-${unique()}.html`;
    const visitor = await browser.newContext({ baseURL: E2E_BASE_URL, userAgent: VISITOR_AGENT });
    const anon = await visitor.newPage();
    expect((await anon.goto(missed))?.status()).toBe(404);
    await visitor.close();

    await asAdmin(page);
    await page.goto('/admin/redirects');
    const row = page
      .getByRole('list', { name: 'Most-missed addresses' })
      .getByRole('listitem')
      .filter({ hasText: missed });
    await expect(row).toContainText('1 visit');
    await row.getByRole('button', { name: `Create a redirect from ${missed}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Add redirect' });
    await expect(dialog.getByLabel('Old address')).toHaveValue(missed);
    await dialog.getByLabel('Leads to').fill('/projects');
    await dialog.getByRole('button', { name: 'Create redirect' }).click();
    await expectToast(page, 'Redirect created');
    await expect(page.getByRole('list', { name: 'Redirects' })).toContainText(missed);
    // answered now, it leaves the list (which goes when it was the only one)
    await expect(
      page.getByRole('list', { name: 'Most-missed addresses' }).getByText(missed),
    ).toHaveCount(0);

    const answer = await request.get(missed, { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toBe(`${E2E_BASE_URL}/projects`);
  });

  test('the privacy policy is the owner’s text, cleaned, with its date', async ({
    page,
    browser,
  }) => {
    const tag = unique();
    await asAdmin(page);
    await page.goto('/admin/content/legal');
    const form = page.getByRole('form', { name: 'Privacy policy' });
    await form.getByLabel('Introduction').fill(`How I look after what you send me (${tag}).`);
    const text = form.getByRole('textbox', { name: 'Text' });
    await text.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(`Newsletter: there is none (${tag}). <script>alert(1)</script>`);
    await form.getByRole('button', { name: 'Save privacy policy' }).click();
    await expectToast(page, 'Privacy policy saved');

    const visitor = await browser.newContext({ baseURL: E2E_BASE_URL });
    const anon = await visitor.newPage();
    await anon.goto('/privacy');
    await expect(anon.getByText(`How I look after what you send me (${tag}).`)).toBeVisible();
    await expect(anon.locator('.prose-article')).toContainText(
      `Newsletter: there is none (${tag}).`,
    );
    await expect(anon.locator('.prose-article script')).toHaveCount(0);
    const today = new Date().toISOString().slice(0, 10);
    await expect(anon.locator(`time[datetime="${today}"]`)).toBeVisible();
    await expect(anon.getByRole('navigation', { name: 'Contents' })).toContainText('Who I am');
    await visitor.close();
  });

  test('a focal point set in the library moves the cover and the card of a project', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const tag = unique();
    const name = `quarry-${tag}.png`;
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#7a6a55' },
    })
      .png()
      .toBuffer();
    await asAdmin(page);
    const upload = await page.request.post(`/api/admin/media?name=${name}`, {
      data: png,
      headers: { 'content-type': 'image/png' },
    });
    expect(upload.status()).toBe(201);

    // a public project with it as its cover
    await page.goto('/admin/projects');
    await page.getByRole('button', { name: 'Add Project' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Project' });
    await dialog.getByLabel('Title').fill(`Quarry House ${tag}`);
    await dialog.getByLabel('Short description').fill('A house cut into the hill.');
    await dialog.getByRole('button', { name: 'Add from library' }).click();
    const picker = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('list', { name: 'Media files' }) });
    await picker.getByLabel('Search media by file name').fill(`quarry-${tag}`);
    await picker.getByRole('list', { name: 'Media files' }).getByRole('checkbox').first().click();
    await picker.getByLabel(name, { exact: true }).fill('The house from the quarry floor');
    await picker.getByRole('button', { name: /^Use (1 file|selected)$/ }).click();
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await expectToast(page, 'Project created successfully');

    // the point: a click on the picture, then the arrow keys
    await page.goto('/admin/media');
    await page.getByLabel('Search media by file name').fill(`quarry-${tag}`);
    await page.getByRole('button', { name: `Details of ${name}` }).click();
    const details = page.getByRole('dialog', { name });
    const point = details.getByRole('slider', { name: 'Focal point' });
    await expect(point).toHaveAttribute('aria-valuetext', '50% across, 50% down');
    // the picture sizes the slider: measured before it has loaded, a click lands elsewhere
    await expect
      .poll(() => point.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const box = (await point.boundingBox())!;
    await point.click({ position: { x: box.width * 0.2, y: box.height * 0.3 } });
    const [x, y] = (await point.getAttribute('data-focal-point'))!.split(',').map(Number);
    expect(Math.abs(x! - 20)).toBeLessThanOrEqual(1);
    expect(Math.abs(y! - 30)).toBeLessThanOrEqual(1);
    await point.press('ArrowRight');
    await point.press('Shift+ArrowDown');
    const want = { x: x! + 5, y: y! + 1 };
    await expect(point).toHaveAttribute('aria-valuetext', `${want.x}% across, ${want.y}% down`);
    await details.getByRole('button', { name: 'Save focal point' }).click();
    await expectToast(page, 'Focal point saved');

    const visitor = await browser.newContext({ baseURL: E2E_BASE_URL });
    const anon = await visitor.newPage();
    await anon.goto(`/projects/quarry-house-${tag}`);
    await expect(anon.locator('main img').first()).toHaveCSS(
      'object-position',
      `${want.x}% ${want.y}%`,
    );
    const card = await anon.locator('meta[property="og:image"]').getAttribute('content');
    expect(card).toMatch(new RegExp(`\\?card=${want.x}-${want.y}$`));
    const image = await request.get(card!);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    expect(await sharp(await image.body()).metadata()).toMatchObject({ width: 1200, height: 630 });
    await visitor.close();
  });

  test('every public page is shared with a card of 1200 by 630', async ({ page, request }) => {
    test.slow();
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route, { waitUntil: 'domcontentloaded' });
      const meta = (property: string) =>
        page
          .locator(`meta[property="${property}"], meta[name="${property}"]`)
          .first()
          .getAttribute('content');
      const url = await meta('og:image');
      expect(url, route).toBeTruthy();
      expect(await meta('og:image:width'), route).toBe('1200');
      expect(await meta('og:image:height'), route).toBe('630');
      const type = await meta('og:image:type');
      expect(type, route).toMatch(/^image\/(png|jpeg)$/);
      expect(await meta('twitter:image'), route).toBe(url);
      expect(await meta('twitter:card'), route).toBe('summary_large_image');
      const image = await request.get(url!);
      expect(image.status(), `${route}: ${url}`).toBe(200);
      expect(image.headers()['content-type'], route).toBe(type);
      const { width, height, format } = await sharp(await image.body()).metadata();
      expect({ width, height }, route).toEqual({ width: 1200, height: 630 });
      expect(`image/${format}`, route).toBe(type);
    }
  });
});
