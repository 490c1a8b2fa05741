import type { Page } from '@playwright/test';
import { expect, gotoPlanner, test } from './fixtures';
import { formMails } from './fixtures/inbox-mail';
import { asAdmin, uniqueEmail } from './fixtures/login';

// The lead desk: the owner answers a consultation request with a saved reply, the client's
// mail carries the thread headers of their confirmation, the timeline and the dashboard follow;
// at a phone's width she adds a private note and marks a request answered by phone.

async function sendRequest(page: Page, name: string, email: string, message: string) {
  await page.clock.install();
  await gotoPlanner(page);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Project Details').fill(message);
  await page.clock.fastForward('00:05');
  await page.getByRole('button', { name: 'Request Consultation' }).click();
  await expect(page.getByText('Consultation Request Submitted')).toBeVisible();
}

/** The dashboard's 'Answered today' figure. */
async function answeredToday(page: Page): Promise<number> {
  await page.goto('/admin');
  const card = page.getByRole('region', { name: 'Awaiting reply' });
  const figure = card.locator('dt', { hasText: 'Answered today' }).locator('xpath=../dd');
  return Number((await figure.textContent())!.replace(/\D/g, ''));
}

async function openRequest(page: Page, tag: string) {
  await page.goto(`/admin/consultations?q=${tag}`);
  await page
    .getByRole('list', { name: 'Submissions' })
    .getByRole('button', { name: /View details/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('list', { name: 'Timeline' })).toBeVisible();
  return dialog;
}

test('the owner answers a request with a saved reply, threaded under its confirmation @mobile', async ({
  page,
  browser,
}) => {
  test.slow();
  const tag = `lead${Date.now().toString(36)}`;
  const client = uniqueEmail('lead');
  const visitor = await browser.newPage();
  await sendRequest(visitor, 'Ada Lovelace', client, `A showroom in Bristol, reference ${tag}.`);
  await visitor.close();

  await asAdmin(page);
  const before = await answeredToday(page);

  // a saved reply with placeholders
  await page.goto('/admin/saved-replies');
  await page.getByRole('button', { name: 'Add saved reply' }).first().click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Name').fill(`Welcome ${tag}`);
  await form
    .getByRole('textbox', { name: 'Reply', exact: true })
    .fill('Dear {first name}, thank you for asking about ');
  await form.getByRole('button', { name: '{service}' }).click();
  await form.getByRole('textbox', { name: 'Reply', exact: true }).press('End');
  await form
    .getByRole('textbox', { name: 'Reply', exact: true })
    .pressSequentially('. Would Tuesday suit you?');
  await form.getByRole('button', { name: 'Add saved reply' }).click();
  await expect(page.getByText('Saved reply added')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Saved replies' })).toContainText(`Welcome ${tag}`);

  // the request waits, with the promise's time left
  const dialog = await openRequest(page, tag);
  await expect(dialog.getByText(/^Reply within \d+ h$/)).toBeVisible();
  await dialog.getByLabel('Saved reply').selectOption({ label: `Welcome ${tag}` });
  await expect(dialog.getByText('As Ada Lovelace will read it')).toBeVisible();
  await expect(dialog).toContainText(
    'Dear Ada, thank you for asking about Architectural Visualization. Would Tuesday suit you?',
  );
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply queued for delivery')).toBeVisible();

  // the timeline shows the reply, delivered, and the item read and answered
  const timeline = dialog.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Reply sent by admin@elenamarsh.studio');
  await expect(timeline.locator('[data-mail-state="sent"]')).toHaveCount(3, { timeout: 20_000 });
  await expect(timeline).toContainText('Marked read');
  await expect(dialog.getByText(/^Answered in \d+ min$/)).toBeVisible();

  // the client's mail program keeps one conversation
  await expect
    .poll(
      () =>
        formMails(client)
          .map((m) => m.kind)
          .sort(),
      { timeout: 20_000 },
    )
    .toEqual(['consultation-confirmation', 'consultation-owner', 'inbox-reply']);
  const mails = formMails(client);
  const confirmation = mails.find((m) => m.kind === 'consultation-confirmation')!;
  const reply = mails.find((m) => m.kind === 'inbox-reply')!;
  expect(confirmation.messageId).toMatch(/^<.+@.+>$/);
  expect(reply.inReplyTo).toBe(confirmation.messageId);
  expect(reply.references).toBe(confirmation.messageId);
  expect(reply.subject).toBe('Re: Your consultation request');
  expect(reply.to).toBe(client);
  expect(reply.replyTo).toBe('hello@elenamarsh.studio');
  expect(reply.text).toContain('Dear Ada, thank you for asking about Architectural Visualization.');

  // the dashboard counts it among today's answers
  await expect.poll(() => answeredToday(page)).toBeGreaterThanOrEqual(before + 1);
});

test('at a phone’s width the owner notes a call and marks the request answered @mobile', async ({
  page,
  browser,
}) => {
  const tag = `call${Date.now().toString(36)}`;
  const visitor = await browser.newPage();
  await sendRequest(visitor, 'Grace Hopper', uniqueEmail('call'), `A kitchen, reference ${tag}.`);
  await visitor.close();

  await asAdmin(page);
  const dialog = await openRequest(page, tag);
  await dialog.getByRole('tab', { name: 'Private note' }).click();
  await dialog
    .getByRole('textbox', { name: 'Private note' })
    .fill('Called her: budget flexible, site visit next week.');
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added')).toBeVisible();
  const timeline = dialog.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Called her: budget flexible');

  await dialog.getByRole('tab', { name: 'Reply' }).click();
  await dialog.getByRole('button', { name: 'Mark as replied' }).click();
  await expect(page.getByText('Marked as replied', { exact: true })).toBeVisible();
  await expect(timeline).toContainText('Marked as replied outside the site');
  await page.keyboard.press('Escape');
  const row = page.getByRole('list', { name: 'Submissions' }).getByRole('listitem');
  await expect(row.getByText(/^Answered in \d+ min$/)).toBeVisible();

  // out of the Awaiting reply view
  await page.goto(`/admin/consultations?q=${tag}&awaiting=1`);
  await expect(page.getByText('Nothing matches these filters')).toBeVisible();
});
