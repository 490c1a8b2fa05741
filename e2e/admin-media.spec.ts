import sharp from 'sharp';
import { expect, test } from './fixtures';
import { asAdmin } from './fixtures/login';

// The media library in one walk: several files uploaded at once with a progress
// bar each (one refused while the others go on), search, alt text, and delete,
// which names the places a file is used and asks a second time before removing it.

test.describe('the media library', () => {
  test('uploads, searches, describes and deletes files', async ({ page }) => {
    test.slow();
    const tag = `e2e${Date.now().toString(36)}`;
    const image = (colour: string) =>
      sharp({ create: { width: 480, height: 320, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const files = [
      { name: `${tag}-terrace.png`, mimeType: 'image/png', buffer: await image('#8a6f4d') },
      { name: `${tag}-atrium.png`, mimeType: 'image/png', buffer: await image('#2f3a45') },
      // an SVG dressed as a PNG by its name and type: refused by its content
      {
        name: `${tag}-sketch.svg`,
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
      },
    ];

    await asAdmin(page);
    await page.goto('/admin/media');
    await expect(page.getByRole('heading', { name: 'Media Library', level: 1 })).toBeVisible();

    await page.locator('[data-drop-zone] input[type=file]').setInputFiles(files);
    const uploads = page.getByRole('list', { name: 'Uploads' });
    await expect(uploads.getByRole('listitem')).toHaveCount(3);
    for (const f of files.slice(0, 2)) {
      await expect(uploads.getByRole('listitem').filter({ hasText: f.name })).toContainText(
        'Uploaded',
      );
      await expect(page.getByRole('progressbar', { name: `Uploading ${f.name}` })).toHaveAttribute(
        'aria-valuenow',
        '100',
      );
    }
    await expect(
      uploads.getByRole('listitem').filter({ hasText: files[2]!.name }).getByRole('alert'),
    ).toHaveText(
      `${files[2]!.name}: SVG files are not accepted, because they can carry scripts. Please upload a PNG or WebP export instead.`,
    );

    // the list refreshed by itself, newest first; search narrows it by file name
    const grid = page.getByRole('list', { name: 'Media files' });
    await expect(grid.getByRole('listitem').first()).toContainText(tag);
    await page.getByLabel('Search media by file name').fill(`${tag}-TERRACE`);
    await expect(grid.getByRole('listitem')).toHaveCount(1);
    const card = grid.getByRole('listitem').filter({ hasText: files[0]!.name });
    await expect(card).toContainText(`${Math.round(files[0]!.buffer.length / 1024)} KB`);
    await expect(card.getByText('No alt text')).toBeVisible();

    // alt text, from the details view (which also shows the URL, size and use)
    await card.getByRole('button', { name: 'Details', exact: true }).click();
    const details = page.getByRole('dialog', { name: files[0]!.name });
    await expect(details).toContainText('480 × 320 px');
    await expect(details).toContainText('Not used anywhere yet');
    await details.getByLabel('Alt text').fill('A sunlit terrace with a low stone wall');
    await details.getByRole('button', { name: 'Save alt text' }).click();
    await expect(page.getByText('Alt text saved')).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(card.getByText('No alt text')).toHaveCount(0);

    // an unused file goes after one confirmation
    await card.getByRole('button', { name: `Delete ${files[0]!.name}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('It is not used anywhere on the site.');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('File deleted')).toBeVisible();
    await expect(grid).toHaveCount(0);
    await expect(page.getByText('No matching files')).toBeVisible();

    // a file in use (the site's logo) names the place and asks a second time
    await page.getByLabel('Search media by file name').fill('logo-elena-marsh');
    const logo = grid.getByRole('listitem').filter({ hasText: 'logo-elena-marsh.png' });
    await logo.getByRole('button', { name: 'Delete logo-elena-marsh.png' }).click();
    await expect(confirm).toContainText('This file is used in one place');
    await expect(confirm.getByRole('link', { name: 'Site settings' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('alertdialog', { name: 'Delete a file that is in use?' }),
    ).toContainText('logo-elena-marsh.png is still used by Site settings (Logo).');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(logo).toBeVisible();
    // the keyboard is back where it was, not on the page's start
    await expect(logo.getByRole('button', { name: 'Delete logo-elena-marsh.png' })).toBeFocused();

    // while one file's usage is checked, the other Delete buttons say they are waiting
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/admin\/media\/\d+$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Search media by file name').fill('');
    const deletes = grid.getByRole('button', { name: /^Delete / });
    await deletes.nth(0).click();
    await expect(deletes.nth(0)).toHaveAttribute('aria-disabled', 'true');
    await expect(deletes.nth(1)).toHaveAttribute('aria-disabled', 'true');
    release();
    await expect(confirm).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(deletes.nth(1)).not.toHaveAttribute('aria-disabled');
    await page.unroute(/\/api\/admin\/media\/\d+$/);

    // tidy up what this walk uploaded, so the library's figures stay those of the seed
    await page.getByLabel('Search media by file name').fill(`${tag}-atrium`);
    await grid.getByRole('button', { name: `Delete ${files[1]!.name}` }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('No matching files')).toBeVisible();
  });
});
