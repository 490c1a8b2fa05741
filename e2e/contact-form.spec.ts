import { expect, laterSectionsAwake, test } from './fixtures';
import { uniqueEmail } from './fixtures/login';
import { formMails } from './fixtures/inbox-mail';

// The landing page's contact form (#contact): the consultation form's rules,
// the 'Message Sent' notice, and the owner's and visitor's e-mails.

test('a visitor sends a message from the landing page', async ({ page }) => {
  await page.clock.install();
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.scrollIntoViewIfNeeded();
  // the live form's own rules, not the post without script a send before it came would make
  // (landing-forms-without-script.spec.ts)
  await laterSectionsAwake(page);
  const send = form.getByRole('button', { name: 'Send Message' });

  await send.click();
  await expect(page.getByText('Please fix the errors below')).toBeVisible();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Message is required')).toBeVisible();

  const visitor = uniqueEmail('contact');
  await form.getByLabel('Name').fill('Grace <b>Hopper</b>');
  await expect(form.getByText('Name is required')).toBeHidden();
  await form.getByLabel('Email').fill(visitor);
  await form.getByLabel('Message').fill('Hi');
  await send.click();
  await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();
  await form
    .getByLabel('Message')
    .fill('Could you visualise a small gallery extension in Cape Town?');
  await page.clock.fastForward('00:05');
  await send.click();
  await expect(page.getByText('Message Sent')).toBeVisible();
  await expect(
    page.getByText("Thank you for your message. I'll get back to you within 24 hours."),
  ).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');

  await expect
    .poll(
      () =>
        formMails(visitor)
          .map((m) => m.kind)
          .sort(),
      { timeout: 20_000 },
    )
    .toEqual(['contact-confirmation', 'contact-owner']);
  const owner = formMails(visitor).find((m) => m.kind === 'contact-owner')!;
  expect(owner.replyTo).toBe(visitor);
  // angle brackets never arrive
  expect(owner.text).toContain('Grace bHopper/b');
  expect(owner.text).toContain('Subject: No subject');
});

/** Whether any script the page has fetched so far holds `text`. */
async function scriptsHold(page: import('@playwright/test').Page, text: string) {
  return page.evaluate(async (needle) => {
    const urls = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.endsWith('.js'));
    const bodies = await Promise.all(urls.map((url) => fetch(url).then((r) => r.text())));
    return bodies.some((body) => body.includes(needle));
  }, text);
}

test('the form’s rules arrive when the visitor reaches for it', async ({ page }) => {
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(await scriptsHold(page, 'Message is required')).toBe(false);
  await form.getByLabel('Name').focus();
  await expect.poll(() => scriptsHold(page, 'Message is required')).toBe(true);
});

test('the form reached fetches its rules; the other form, woken with it, does not', async ({
  page,
}) => {
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.scrollIntoViewIfNeeded();
  await form.hover();
  // the two forms share a chunk: both come to life
  await expect(page.locator('[data-island="quick-consultation"]')).toHaveAttribute(
    'data-island-live',
    '',
  );
  await expect.poll(() => scriptsHold(page, 'Message is required')).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(await scriptsHold(page, 'Project details are required')).toBe(false);
});

test('when the connection drops after the form was filled in, sending says so and keeps the fields', async ({
  page,
}) => {
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill(uniqueEmail('offline'));
  await form.getByLabel('Message').fill('A study of a small gallery extension, please.');
  await expect.poll(() => scriptsHold(page, 'Message is required')).toBe(true);
  await page.waitForLoadState('networkidle');
  // nothing reaches the server any more, neither the request nor any script
  await page.route('**/*', (route) => route.abort());
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Connection Error')).toBeVisible();
  await expect(page.getByText(/^Your message could not be sent\./)).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('Ada Lovelace');
  await expect(form.getByLabel('Message')).toHaveValue(
    'A study of a small gallery extension, please.',
  );
});

test('a second submit while the rules are still on their way sends nothing more', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  // the form is live before the connection slows: this test is about its rules, not its chunk
  await laterSectionsAwake(page);
  // a slow connection: every script from now on takes most of a second
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.headers()['next-action']) sent.push(request.url());
  });
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill(uniqueEmail('twice'));
  await form.getByLabel('Message').fill('A study of a small gallery extension, please.');
  await page.clock.fastForward('00:05');
  // two submits before the rules have arrived, as from a double click on Send Message
  await form.evaluate((element: HTMLFormElement) => {
    element.requestSubmit();
    element.requestSubmit();
  });
  await expect(page.getByText('Message Sent').first()).toBeVisible();
  await expect(page.getByText('Message Sent')).toHaveCount(1);
  expect(sent).toHaveLength(1);
});

test('notices lost to a dropped connection show once it is back', async ({ page }) => {
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  // the connection drops just as the visitor reaches for the form: neither the rules nor the
  // notices' code can be fetched
  await page.route('**/_next/static/chunks/**', (route) => route.abort());
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(request.url()));
  await form.getByLabel('Name').focus();
  // every fetch the focus started has failed, the loader's own retries included: no new
  // failure for half a second
  let seen = -1;
  await expect
    .poll(
      () => {
        const settled = failed.length > 0 && failed.length === seen;
        seen = failed.length;
        return settled;
      },
      { intervals: [500] },
    )
    .toBe(true);
  await page.unroute('**/_next/static/chunks/**');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Please fix the errors below')).toBeVisible();
});
