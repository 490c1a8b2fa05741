import { expect, laterSectionsAwake, test } from './fixtures';
import { asAdmin, uniqueEmail } from './fixtures/login';
import type { Page } from '@playwright/test';

// The owner's inbox: new messages arrive as 'new', Mark as Read, Archive and
// delete work and the dashboard's pending count falls; the search and CSV
// export agree; a submission that trips the honeypot lands in Spam.

async function sendContact(
  page: Page,
  values: { name: string; email: string; subject?: string; message: string },
  trap = false,
) {
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill(values.name);
  await form.getByLabel('Email').fill(values.email);
  if (values.subject) await form.getByLabel('Subject').fill(values.subject);
  await form.getByLabel('Message').fill(values.message);
  if (trap) await form.locator('input[name="website_url"]').fill('https://cheap-pills.example');
  await page.clock.fastForward('00:05');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent').first()).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
}

test('the owner reads, archives, exports and deletes messages, and finds spam in its folder', async ({
  page,
  browser,
}) => {
  test.slow();
  const tag = Date.now().toString(36);
  const people = ['Read', 'Archive', 'Delete'].map((what) => ({
    name: `${what} ${tag}`,
    email: uniqueEmail(what.toLowerCase()),
    message: `Inbox test ${tag}: a brief about a ${what.toLowerCase()} case, with enough detail.`,
  }));

  // a visitor sends three messages and one spammer fills the hidden field
  const visitor = await browser.newPage();
  await visitor.clock.install();
  await visitor.goto('/#contact');
  await laterSectionsAwake(visitor);
  await sendContact(visitor, { ...people[0]!, subject: `Subject ${tag}` });
  await sendContact(visitor, people[1]!);
  await sendContact(visitor, people[2]!);
  await sendContact(
    visitor,
    {
      name: `Spammer ${tag}`,
      email: uniqueEmail('spam'),
      message: `Buy now ${tag}, best prices online`,
    },
    true,
  );
  await visitor.close();

  await asAdmin(page);
  await page.goto('/admin');
  // the card is named by what it shows: 'Pending Submissions 5 5 new'
  const pending = page.getByRole('link', { name: /^Pending Submissions \d+/ });
  const count = async () => Number((await pending.textContent())!.match(/Submissions\s*(\d+)/)![1]);
  const before = await count();
  expect(before).toBeGreaterThanOrEqual(3);

  await page.goto(`/admin/submissions?q=${tag}`);
  await expect(page.getByRole('tab', { name: /^Contact Forms \(\d+\)$/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: /^Consultation Requests \(\d+\)$/ })).toBeVisible();
  const list = page.getByRole('list', { name: 'Submissions' });
  const row = (name: string) => list.getByRole('listitem').filter({ hasText: name });
  // newest first; spam is not in the inbox
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').first()).toContainText(people[2]!.name);
  await expect(list).not.toContainText('Spammer');
  for (const p of people) await expect(row(p.name).getByText('new', { exact: true })).toBeVisible();
  await expect(row(people[1]!.name)).toContainText('No subject');

  // details, then Mark as Read
  await row(people[0]!.name)
    .getByRole('button', { name: /View details/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Subject ${tag}`)).toBeVisible();
  await expect(dialog.getByText('Notification to you')).toBeVisible();
  await expect(dialog.getByText('/')).toBeVisible(); // the page it came from
  await dialog.getByRole('button', { name: 'Mark as Read' }).click();
  await expect(page.getByText('Status updated')).toBeVisible();
  await expect(dialog.getByText('read', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row(people[0]!.name).getByText('read', { exact: true })).toBeVisible();

  // Archive from the dialog
  await row(people[1]!.name)
    .getByRole('button', { name: /View details/ })
    .click();
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(dialog.getByText('archived', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // filter by status
  await page.getByLabel('Status').selectOption('new');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(people[2]!.name);
  await page.getByLabel('Status').selectOption('all');
  await expect(list.getByRole('listitem')).toHaveCount(3);

  // CSV export of what is shown
  const csv = await page.request.get(`/api/admin/submissions/export?tab=contact&q=${tag}`);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const text = await csv.text();
  expect(text).toContain(
    '"id","received","status","first_answered","name","email","subject","message"',
  );
  for (const p of people) expect(text).toContain(`"${p.name}","${p.email}"`);
  expect(text).toContain('"read"');
  expect(text).toContain('"archived"');
  expect(text).not.toContain('Spammer');

  // delete
  await row(people[2]!.name)
    .getByRole('button', { name: `Delete message from ${people[2]!.name}` })
    .click();
  await expect(page.getByText('Contact submission deleted')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);

  // the dashboard's pending count fell by the three (others may add a couple meanwhile)
  await page.goto('/admin');
  const after = await count();
  expect(after).toBeLessThan(before);

  // the spam is in its folder, and can be let through
  await page.goto(`/admin/submissions?tab=spam&q=${tag}`);
  await expect(page.getByRole('tab', { name: /^Spam \(\d+\)$/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(row(`Spammer ${tag}`).getByText('spam', { exact: true })).toBeVisible();
  await row(`Spammer ${tag}`)
    .getByRole('button', { name: /View details/ })
    .click();
  await expect(dialog.getByText('the hidden field was filled in')).toBeVisible();
  await dialog.getByRole('button', { name: 'Not spam' }).click();
  await expect(page.getByText('Moved to the inbox as new')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Nothing matches these filters')).toBeVisible();
  // clean up so the dashboard of other specs is not left with this one
  await page.goto(`/admin/submissions?q=Spammer%20${tag}`);
  await row(`Spammer ${tag}`)
    .getByRole('button', { name: /Delete message/ })
    .click();
  await expect(page.getByText('Contact submission deleted')).toBeVisible();
});
