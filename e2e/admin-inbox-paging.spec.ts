import { expect, laterSectionsAwake, test } from './fixtures';
import { asAdmin, uniqueEmail } from './fixtures/login';

// The inbox past one page: 'Newer' / 'Older' keep the tab, search and page size
// in the URL, the count says how many match, and 'select all N that match'
// acts on every match, not only the page shown (one confirmation, one toast).

test('the owner pages through Spam and deletes every match at once', async ({ page, browser }) => {
  // twelve form submissions come first: a few minutes on a busy machine
  test.setTimeout(240_000);
  const tag = `pg${Date.now().toString(36)}`;
  const total = 12;

  // a bot fills the hidden field twelve times: all of it lands in Spam
  const bot = await browser.newPage();
  await bot.clock.install();
  await bot.goto('/#contact');
  await laterSectionsAwake(bot);
  const form = bot.getByRole('form', { name: 'Contact form' });
  for (let i = 1; i <= total; i++) {
    await form.getByLabel('Name').fill(`Bot ${tag} ${String(i).padStart(2, '0')}`);
    await form.getByLabel('Email').fill(uniqueEmail('bot'));
    await form.getByLabel('Message').fill(`Cheap offers ${tag}, message number ${i}.`);
    await form.locator('input[name="website_url"]').fill('https://cheap.example');
    await bot.clock.fastForward('00:05');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByLabel('Name')).toHaveValue('');
  }
  await bot.close();

  await asAdmin(page);
  await page.goto(`/admin/submissions?tab=spam&q=${tag}&per=10`);
  const list = page.getByRole('list', { name: 'Submissions' });
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expect(pages).toContainText(`Showing 10 of ${total} matches`);
  // newest first
  await expect(list.getByRole('listitem').first()).toContainText(`Bot ${tag} 12`);
  await expect(pages.getByText('Newer')).toHaveAttribute('aria-disabled', 'true');

  await pages.getByRole('link', { name: 'Older' }).click();
  await expect(page).toHaveURL(/[?&]before=/);
  const url = new URL(page.url());
  expect(url.searchParams.get('tab')).toBe('spam');
  expect(url.searchParams.get('q')).toBe(tag);
  expect(url.searchParams.get('per')).toBe('10');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText(`Bot ${tag} 02`);
  await expect(list.getByRole('listitem').last()).toContainText(`Bot ${tag} 01`);
  await expect(pages.getByText('Older')).toHaveAttribute('aria-disabled', 'true');

  await pages.getByRole('link', { name: 'Newer' }).click();
  await expect(page).toHaveURL(/[?&]after=/);
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expect(list.getByRole('listitem').first()).toContainText(`Bot ${tag} 12`);
  await expect(list.getByRole('listitem').last()).toContainText(`Bot ${tag} 03`);

  // tick one, then the page, then every match
  const toolbar = page.getByRole('toolbar', { name: 'Selection' });
  await list.getByRole('checkbox', { name: `Select message from Bot ${tag} 05` }).check();
  await expect(toolbar).toContainText('1 item selected');
  await toolbar.getByLabel('Select this page').check();
  await expect(toolbar).toContainText('10 items selected');
  await toolbar.getByRole('button', { name: `Select all ${total} that match` }).click();
  await expect(toolbar).toContainText(`${total} items selected`);

  await toolbar.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Delete ${total} items?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${total} items deleted`)).toBeVisible();
  await expect(page.getByText('Nothing matches these filters')).toBeVisible();
});
