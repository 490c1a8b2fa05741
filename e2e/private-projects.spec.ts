import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, test, expectToast } from './fixtures';
import { asAdmin } from './fixtures/login';

// A password-protected project from the owner's dialog to the client's browser:
// the link shows only the title and a password form, a wrong password fails,
// the right one opens the project for that browser (reloads included), its
// images are 404 for any other browser, and a new password locks the first
// browser out again.

test.describe('private projects', () => {
  test('the owner protects a project with a password; only the right password opens it', async ({
    page,
    browser,
    context,
  }) => {
    test.setTimeout(240_000);
    const tag = randomBytes(3).toString('hex');
    const title = `Quarry Villa proofs ${tag}`;
    const description = `Confidential proofs for the client ${tag}.`;
    await asAdmin(page);

    // an image only this project uses
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 150, g: 120, b: 90 } },
    })
      .png()
      .toBuffer();
    const upload = await page.request.post(`/api/admin/media?name=proof-${tag}.png`, {
      data: png,
      headers: { 'content-type': 'image/png' },
    });
    expect(upload.status()).toBe(201);
    const imageUrl = ((await upload.json()) as { item: { fileUrl: string } }).item.fileUrl;

    await page.goto('/admin/projects');
    await page.getByRole('button', { name: 'Add Project' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Project' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Short description').fill(description);
    await dialog.getByRole('button', { name: 'Add from library' }).click();
    const picker = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('list', { name: 'Media files' }) });
    await picker.getByLabel('Search media by file name').fill(`proof-${tag}`);
    const files = picker.getByRole('list', { name: 'Media files' }).getByRole('checkbox');
    await expect(files).toHaveCount(1);
    await files.first().click();
    // a new upload has no alt text yet: the picker asks for it
    await picker.getByLabel(`proof-${tag}.png`, { exact: true }).fill('The villa terrace, proof 3');
    await picker.getByRole('button', { name: /^Use (1 file|selected)$/ }).click();

    await expect(dialog.getByLabel('Project password')).toHaveCount(0);
    await dialog.getByLabel('Visibility').selectOption({ label: 'Password protected' });
    await dialog.getByLabel('Project password').fill('first secret');
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await expectToast(page, 'Project created successfully');

    const card = page.getByRole('listitem', { name: title });
    await expect(card.getByText('Password protected')).toBeVisible();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await card.getByRole('button', { name: `Copy link to "${title}"` }).click();
    await expect(card.getByText('Link copied')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    // its readable address, made from the title
    expect(link).toMatch(new RegExp(`/projects/quarry-villa-proofs-${tag}$`));
    const path = new URL(link).pathname;

    // the client's browser: only the title and the form
    const client = await browser.newContext();
    const visitor = await client.newPage();
    const first = await visitor.goto(path);
    expect(first?.headers()['cache-control']).toBe('private, no-store');
    expect(first?.headers()['x-robots-tag']).toBe('noindex');
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(visitor.getByText(description)).toHaveCount(0);
    await expect(visitor.locator(`main img, main video`)).toHaveCount(0);
    expect(await visitor.content()).not.toContain(imageUrl);

    await visitor.getByLabel('Password', { exact: true }).fill('not the password');
    await visitor.getByRole('button', { name: 'View project' }).click();
    await expect(visitor.getByText('That password is not right. Please try again.')).toBeVisible();
    await expect(visitor.getByText(description)).toHaveCount(0);

    await visitor.getByLabel('Password', { exact: true }).fill('first secret');
    await visitor.getByRole('button', { name: 'View project' }).click();
    await expect(visitor.getByText(description).first()).toBeVisible();
    await expect(visitor.locator(`main img[src^="${imageUrl}"]`).first()).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByText(description).first()).toBeVisible();
    expect((await client.request.get(imageUrl)).status()).toBe(200);

    // it is listed nowhere
    await visitor.goto('/projects');
    await expect(visitor.getByText(title)).toHaveCount(0);

    // a fresh browser, guessing or given the image URLs, gets 404
    const stranger = await browser.newContext();
    for (const url of [imageUrl, `${imageUrl}?w=640`]) {
      const answer = await stranger.request.get(url);
      expect(answer.status(), url).toBe(404);
    }
    await stranger.close();

    // the owner changes the password: the client's browser is locked out again
    await page.getByRole('button', { name: `Edit "${title}"` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Project' });
    await expect(edit.getByLabel('Visibility')).toHaveValue('password');
    await expect(edit.getByLabel('Project password')).toHaveCount(0);
    await edit.getByRole('button', { name: 'Change password' }).click();
    await edit.getByLabel('Project password').fill('second secret');
    await edit.getByRole('button', { name: 'Update Project' }).click();
    await expectToast(page, 'Project updated successfully');

    await visitor.goto(path);
    await expect(visitor.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(visitor.getByText(description)).toHaveCount(0);
    // the context's kept-alive connection has been idle past the server's 10 s and may be closed
    // as this request goes out: a browser sends it again then, and so does this
    expect((await client.request.get(imageUrl, { maxRetries: 1 })).status()).toBe(404);
    await visitor.getByLabel('Password', { exact: true }).fill('first secret');
    await visitor.getByRole('button', { name: 'View project' }).click();
    await expect(visitor.getByText('That password is not right. Please try again.')).toBeVisible();
    await visitor.getByLabel('Password', { exact: true }).fill('second secret');
    await visitor.getByRole('button', { name: 'View project' }).click();
    await expect(visitor.getByText(description).first()).toBeVisible();
    await client.close();
  });
});
