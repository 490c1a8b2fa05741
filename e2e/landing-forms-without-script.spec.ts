import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { asAdmin, uniqueEmail } from './fixtures/login';

// The landing page's two forms in a browser without JavaScript: drawn in place (their scripted
// copies stream in after the page's end, which such a browser never shows), sent as plain
// posts, back on the landing page with the errors and what was written, or with the notice
// under the form that was sent and nowhere else.

/** The owner finds the request (in Spam when it was sent a moment after the page came). */
async function ownerFinds(browser: Browser, tab: string, visitor: string) {
  const owner = await browser.newPage();
  await asAdmin(owner);
  const row = owner.getByRole('listitem').filter({ hasText: visitor });
  await owner.goto(`/admin/submissions?tab=${tab}&q=${encodeURIComponent(visitor)}`);
  if ((await row.count()) === 0)
    await owner.goto(`/admin/submissions?tab=spam&q=${encodeURIComponent(visitor)}`);
  await expect(row).toHaveCount(1);
  await owner.close();
}

async function withoutScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test('the contact form works without JavaScript: errors with what was written, then sent', async ({
  browser,
}) => {
  const visitor = uniqueEmail('contact-nojs');
  await withoutScript(browser, async (page) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Name').fill('Grace Hopper');
    await form.getByLabel('Email').fill('not an address');
    await form.getByLabel('Message').fill('A pavilion for the harbour.\nCould we talk in May?');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(page).toHaveURL(/\/\?form=contact&draft=[0-9a-f]{32}#contact$/);
    const back = page.getByRole('form', { name: 'Contact form' });
    await expect(back.getByRole('alert')).toContainText('Please fix the errors below');
    await expect(back.getByText('Please enter a valid email address')).toBeVisible();
    await expect(back.getByLabel('Name')).toHaveValue('Grace Hopper');
    await expect(back.getByLabel('Message')).toHaveValue(
      'A pavilion for the harbour.\nCould we talk in May?',
    );
    // the other form is not concerned, and a page holding a visitor's words is not indexed
    const quick = page.getByRole('form', { name: 'Quick consultation request' });
    await expect(quick.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    await back.getByLabel('Email').fill(visitor);
    await back.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/\?form=contact&sent=1#contact$/);
    await expect(
      page.getByRole('form', { name: 'Contact form' }).getByRole('status'),
    ).toContainText('Message Sent');
    await expect(quick.getByRole('status')).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Contact form' }).getByLabel('Name')).toHaveValue(
      '',
    );
  });
  await ownerFinds(browser, 'contact', visitor);
});

test('the quick consultation form works without JavaScript', async ({ browser }) => {
  const visitor = uniqueEmail('quick-nojs');
  await withoutScript(browser, async (page) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Quick consultation request' });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill(visitor);
    await form
      .getByLabel('Project Details')
      .fill('Renders of a boathouse for the planning office.');
    await form.getByRole('button', { name: 'Request Consultation' }).click();

    await expect(page).toHaveURL(/\/\?form=quick-consultation&sent=1#quick-consultation$/);
    await expect(
      page.getByRole('form', { name: 'Quick consultation request' }).getByRole('status'),
    ).toContainText('Consultation Request Submitted');
    await expect(page.getByRole('form', { name: 'Contact form' }).getByRole('status')).toHaveCount(
      0,
    );
  });
  await ownerFinds(browser, 'consultation', visitor);
});
