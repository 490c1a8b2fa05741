import { randomBytes } from 'node:crypto';
import { expect, nextActionResponse, test, E2E_BASE_URL, expectToast } from './fixtures';
import { asAdmin } from './fixtures/login';

// The Blog Posts manager: a draft written in the rich-text editor, read through
// its secret preview link only, published, scheduled (hidden again until its
// time), found by search and status, and deleted. The editor never ships to
// the public pages.

test.describe('blog manager', () => {
  test('writes a draft, shares its preview, publishes, schedules and deletes it', async ({
    page,
    browser,
  }) => {
    test.slow();
    const title = `Drawing with Daylight ${randomBytes(3).toString('hex')}`;
    await asAdmin(page);
    await page.goto('/admin/blog/new');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Excerpt').fill('How low winter sun shapes the way I frame an interior.');
    const body = page.getByRole('textbox', { name: 'Body' });
    await body.click();
    await page.keyboard.type('Morning light ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('rakes across');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' a limewashed wall and tells you where the room wants its table.');
    await page.getByLabel('Category').fill('Interior Design');
    await page.getByLabel('Tags').fill('Lighting, Interiors');
    await expect(page.getByLabel('Status')).toHaveValue('draft');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expectToast(page, 'Post created');
    await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);
    const id = page.url().match(/(\d+)$/)![1];
    await expect(page.getByText('1 min read')).toBeVisible();

    // the draft: only its secret link shows it
    const previewUrl = await page.getByRole('textbox', { name: 'Preview link' }).inputValue();
    expect(previewUrl).toMatch(/\/blog\/preview\/[\w-]{43}$/);
    const visitor = await browser.newContext({ baseURL: E2E_BASE_URL });
    const anon = await visitor.newPage();
    await anon.goto(new URL(previewUrl).pathname);
    await expect(anon.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(anon.locator('.prose-article strong')).toHaveText('rakes across');
    await expect(anon.getByRole('status')).toContainText('Preview.');
    expect((await anon.goto(`/blog/${id}`))?.status()).toBe(404);
    expect((await anon.goto(`/blog/preview/${'x'.repeat(43)}`))?.status()).toBe(404);
    await anon.goto('/blog');
    await expect(anon.getByText(title)).toHaveCount(0);

    // published: on the blog and the feed at the next request
    await page.getByLabel('Status').selectOption('published');
    await page.getByRole('button', { name: 'Save Post' }).click();
    await expectToast(page, 'Post updated');
    await anon.goto('/blog');
    await expect(anon.getByRole('heading', { name: title })).toBeVisible();
    await anon.goto(`/blog/${id}`);
    await expect(anon.locator('.prose-article')).toContainText('limewashed wall');
    // the public pages never load the editor
    const scripts = await anon
      .locator('script[src]')
      .evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src));
    for (const src of scripts) {
      const js = await (await anon.request.get(src)).text();
      expect(js, src).not.toContain('ProseMirror');
    }

    // scheduled for tomorrow: hidden again until then
    await page.getByLabel('Status').selectOption('scheduled');
    const tomorrow = new Date(Date.now() + 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await page
      .getByLabel('Publication date')
      .fill(`${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`);
    await page.getByLabel('Publication time').fill('08:30');
    const saved = nextActionResponse(page);
    await page.getByRole('button', { name: 'Save Post' }).click();
    await saved;
    await expectToast(page, 'Post updated');
    await anon.goto('/blog');
    await expect(anon.getByText(title)).toHaveCount(0);
    expect((await anon.goto(`/blog/${id}`))?.status()).toBe(404);
    const rss = await (await anon.request.get('/rss.xml')).text();
    expect(rss).not.toContain(title);
    await visitor.close();

    // the list: search and status filter
    await page.goto('/admin/blog');
    await page.getByLabel('Search posts').fill(title.split(' ').at(-1)!);
    const rows = page.getByRole('list', { name: 'Posts' }).getByRole('listitem');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Scheduled');
    await page.getByLabel('Status').selectOption('draft');
    await expect(page.getByText('No posts match these filters.')).toBeVisible();
    await page.getByLabel('Status').selectOption('scheduled');
    await expect(rows).toHaveCount(1);

    await page.getByRole('button', { name: `Delete "${title}"` }).click();
    await expect(page.getByRole('alertdialog')).toContainText(
      `Delete "${title}"? This cannot be undone.`,
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Post deleted');
    await expect(page.getByText('No posts match these filters.')).toBeVisible();
  });
});
