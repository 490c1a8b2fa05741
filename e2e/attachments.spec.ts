import sharp from 'sharp';
import { expect, expectToast, gotoPlanner, test } from './fixtures';
import { formMails } from './fixtures/inbox-mail';
import { asAdmin, uniqueEmail } from './fixtures/login';

// Files attached to a consultation request: a visitor attaches a PDF and two photos (each with
// its progress), removes one and sends; the owner opens the request from the notification,
// sees the photo's thumbnail and downloads the PDF; a visitor asking for the same address gets
// a 404. And the same request from a browser without JavaScript.

const pdf = Buffer.from(`%PDF-1.7\n${'x'.repeat(400_000)}\ntrailer\n<< >>\n%%EOF\n`, 'latin1');
const photo = (background: string) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function fillRequest(page: import('@playwright/test').Page, email: string, name: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page
    .getByLabel('Project Details')
    .fill('A boathouse on the Fal estuary: plans and site photos attached.');
}

test('a visitor attaches files and sends them; the owner sees and downloads them, a visitor cannot', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await page.clock.install();
  await gotoPlanner(page);
  const visitor = uniqueEmail('files');
  const who = `Ada ${Date.now().toString(36)}`;
  await fillRequest(page, visitor, who);

  // the uploads wait until the progress of each has been seen
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/attachments?*', async (route) => {
    await held;
    await route.continue();
  });
  const field = page.getByRole('button', { name: 'Files (optional)' });
  await expect(page.getByText(/Up to 5 files, 20 MB each and 50 MB in all/)).toBeVisible();
  await field.setInputFiles([
    { name: 'Boathouse plan.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'slipway.jpg', mimeType: 'image/jpeg', buffer: await photo('#6f8a9a') },
    { name: 'boathouse.jpg', mimeType: 'image/jpeg', buffer: await photo('#9a7b5c') },
  ]);
  const files = page.getByRole('list', { name: 'Attached files' });
  await expect(
    page.getByRole('progressbar', { name: 'Uploading Boathouse plan.pdf' }),
  ).toBeVisible();
  await expect(files.getByText('Waiting')).toHaveCount(2);
  release();
  await expect(files.getByText(/attached$/)).toHaveCount(3);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByText('3 of 5 files')).toBeVisible();

  await page.getByRole('button', { name: 'Remove slipway.jpg' }).click();
  await expect(files.getByText('slipway.jpg')).toBeHidden();
  await expect(field).toBeFocused();
  await expect(page.getByText('2 of 5 files')).toBeVisible();

  await page.clock.fastForward('00:05');
  await page.getByRole('button', { name: 'Request Consultation' }).click();
  await expect(page.getByText('Consultation Request Submitted')).toBeVisible();
  await expect(files).toBeHidden();

  // the owner's notification names the files and links to the request
  await expect
    .poll(() => formMails(visitor).filter((m) => m.kind === 'consultation-owner').length, {
      timeout: 20_000,
    })
    .toBe(1);
  const [mail] = formMails(visitor).filter((m) => m.kind === 'consultation-owner');
  expect(mail!.text).toContain('2 files came with the request');
  expect(mail!.text).toContain('Boathouse plan.pdf (PDF, 391 KB)');
  expect(mail!.text).not.toContain('slipway.jpg');
  const link = mail!.text.match(/https?:\/\/\S+\/admin\/consultations\?open=consultation:\d+/)![0];

  const owner = await browser.newPage();
  await asAdmin(owner);
  await owner.goto(new URL(link).pathname + new URL(link).search);
  const details = owner.getByRole('dialog', { name: 'Consultation request' });
  await expect(details.getByText(`From ${who}`)).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Files (2)' })).toBeVisible();
  const thumbnail = details.getByRole('img', { name: 'Preview of boathouse.jpg' });
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const downloading = owner.waitForEvent('download');
  await details.getByRole('link', { name: 'Download Boathouse plan.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Boathouse plan.pdf');
  const bytes = await new Response(
    (await download.createReadStream()) as unknown as ReadableStream,
  ).arrayBuffer();
  expect(Buffer.from(bytes).equals(pdf)).toBe(true);
  const address = await details
    .getByRole('link', { name: 'Download Boathouse plan.pdf' })
    .getAttribute('href');

  // anyone else gets the 404 of an address that names nothing
  const stranger = await browser.newContext();
  const answer = await stranger.request.get(address!);
  expect(answer.status()).toBe(404);
  expect(await answer.text()).toBe('Not found');
  await stranger.close();
  await owner.close();
});

test('a browser without JavaScript sends the request with its files, and keeps them through an error', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/request-consultation');
  const visitor = uniqueEmail('nojs');
  await fillRequest(page, 'not an address', 'Grace Hopper');
  await page
    .getByRole('button', { name: 'Files (optional)' })
    .setInputFiles([{ name: 'survey.pdf', mimeType: 'application/pdf', buffer: pdf }]);
  await page.getByRole('button', { name: 'Request Consultation' }).click();

  // back with the fields, the error and the file already attached
  await expect(page).toHaveURL(/\/request-consultation\?draft=[0-9a-f]{32}#request$/);
  await expect(page.getByText('Please fix the errors below')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Grace Hopper');
  await expect(page.getByLabel('Project Details')).toHaveValue(/boathouse on the Fal/);
  await expect(page.getByRole('checkbox', { name: /survey\.pdf/ })).toBeChecked();

  await page.getByLabel('Email').fill(visitor);
  await page.getByRole('button', { name: 'Request Consultation' }).click();
  await expect(page).toHaveURL(/\/request-consultation\?sent=1#request$/);
  await expect(page.getByRole('status')).toContainText('Consultation Request Submitted');
  await context.close();

  // stored with its file (in Spam when the page was rendered a moment before: a quick test
  // looks like a machine to the spam check, which no browser's clock can move without script)
  const owner = await browser.newPage();
  await asAdmin(owner);
  const row = owner.getByRole('listitem').filter({ hasText: visitor });
  await owner.goto(`/admin/submissions?tab=consultation&q=${encodeURIComponent(visitor)}`);
  if ((await row.count()) === 0)
    await owner.goto(`/admin/submissions?tab=spam&q=${encodeURIComponent(visitor)}`);
  await expect(row.getByText('1 file')).toBeVisible();
  await owner.close();
});

test(
  'on a phone a long file name is shortened inside the form and the page never scrolls sideways',
  { tag: '@mobile-only' },
  async ({ page }) => {
    await gotoPlanner(page);
    const long = `${'Boathouse-on-the-Fal-estuary-ground-floor-plan-revision-'.repeat(3)}final.pdf`;
    await page
      .getByRole('button', { name: 'Files (optional)' })
      .setInputFiles([{ name: long, mimeType: 'application/pdf', buffer: pdf }]);
    // shortened on the screen, whole in its title and to a screen reader
    const name = page.getByRole('list', { name: 'Attached files' }).getByTitle(long);
    await expect(name).toBeVisible();
    await expect(page.getByText(`${long} attached.`)).toBeAttached();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    await name.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('long-name.png') });
    expect(overflow, `the page scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  },
);

test('a file dragged over the drop zone lands in the file input, wherever it is dropped', async ({
  page,
}) => {
  await gotoPlanner(page);
  const input = page.getByRole('button', { name: 'Files (optional)' });
  const zone = page.locator('[data-over], div:has(> input[type=file])').last();
  await expect(zone).toContainText('or drop them here');
  await zone.dispatchEvent('dragenter', {
    dataTransfer: await page.evaluateHandle(() => new DataTransfer()),
  });
  await expect(zone).toHaveAttribute('data-over', 'true');
  // the browser drops onto what is under the pointer: the input covers the whole zone
  await zone.scrollIntoViewIfNeeded();
  const box = (await zone.boundingBox())!;
  const under = await page.evaluate(
    ({ x, y, w, h }) =>
      [
        [x + 4, y + 4],
        [x + w - 4, y + h - 4],
        [x + w / 2, y + h / 2],
      ].map(([px, py]) => (document.elementFromPoint(px!, py!) as HTMLInputElement | null)?.type),
    { x: box.x, y: box.y, w: box.width, h: box.height },
  );
  expect(under).toEqual(['file', 'file', 'file']);
  await zone.dispatchEvent('dragleave');
  await expect(zone).not.toHaveAttribute('data-over');
  await input.setInputFiles([
    { name: 'dropped plan.pdf', mimeType: 'application/pdf', buffer: pdf },
  ]);
  await expect(page.getByText('dropped plan.pdf attached.')).toBeAttached();
});

test('the owner sees the storage the files take in Site Settings, and sets their limits', async ({
  page,
}) => {
  await asAdmin(page);
  await page.goto('/admin/settings');
  const panel = page.getByRole('region', { name: 'Files sent with requests' });
  // other specs attach files meanwhile: what is used changes, the limit in force does not
  const using = (limit: string) =>
    panel.getByText(new RegExp(`of ${limit} used by \\d+ files?$|may take up to ${limit}\\.$`));
  await expect(using('5 GB')).toBeVisible();
  const daily = panel.getByRole('textbox', { name: 'Daily limit per visitor' });
  const quota = panel.getByRole('textbox', { name: 'Storage limit' });
  const save = panel.getByRole('button', { name: 'Save Limits' });
  await expect(daily).toHaveValue('');
  await expect(daily).toHaveAccessibleDescription(/Empty: the server’s 200 MB\.$/);
  await expect(quota).toHaveAttribute('placeholder', '5120');
  await expect(quota).toHaveAccessibleDescription(/Empty: the server’s 5 GB\.$/);

  await quota.fill('12.5');
  await save.click();
  await expectToast(page, 'Error saving file limits');
  await expect(quota).toHaveAccessibleDescription(
    'Enter whole megabytes, without a decimal point.',
  );
  await expect(quota).toHaveAttribute('aria-invalid', 'true');

  // larger than the defaults, so no other spec's upload is refused meanwhile
  await daily.fill('300');
  await quota.fill('6,000 MB');
  await quota.press('Enter');
  await expectToast(page, 'File limits saved successfully');
  await expect(quota).toHaveValue('6000');
  await expect(using('5.9 GB')).toBeVisible();
  await page.reload();
  await expect(daily).toHaveValue('300');
  await expect(quota).toHaveValue('6000');

  await daily.fill('');
  await quota.fill('');
  await save.press('Enter');
  await expectToast(page, 'File limits saved successfully');
  await page.reload();
  await expect(quota).toHaveValue('');
  await expect(using('5 GB')).toBeVisible();
});
