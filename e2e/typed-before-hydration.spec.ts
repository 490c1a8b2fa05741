import type { Page } from '@playwright/test';
import { expect, laterSectionsAwake, test } from './fixtures';
import { uniqueEmail } from './fixtures/login';
import { formMails } from './fixtures/inbox-mail';

// A visitor on a slow phone sees the public forms (the server's HTML) before their scripts have
// made them live, and may start typing at once. What they typed must survive the moment the
// form hydrates and be what is sent. Each test holds the script that brings its form to life,
// types into the server's fields, lets the script through and sends.

/**
 * Holds back, until `release`, every script of the page that `holds` picks by its code; the
 * others pass. `seen` resolves once the first of them has been asked for.
 */
async function holdScripts(page: Page, holds: (code: string) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const seen = new Promise<void>((resolve) => (asked = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    const response = await route.fetch();
    if (holds(await response.text())) {
      asked();
      await released;
    }
    await route.fulfill({ response });
  });
  return { seen, release };
}

/** The two e-mails a sent form leads to, with the owner's. */
async function ownerMail(visitor: string, kind: 'contact' | 'consultation') {
  await expect
    .poll(() => formMails(visitor).map((m) => m.kind), { timeout: 20_000 })
    .toContain(`${kind}-owner`);
  return formMails(visitor).find((m) => m.kind === `${kind}-owner`)!;
}

/**
 * Opens the landing page with the chunk of the later sections' forms held back (it alone names
 * the quick form), scrolled to `form`, which the pointer has reached, so its chunk has been
 * asked for.
 */
async function landingWithFormsHeld(page: Page, name: string) {
  await page.clock.install();
  await page.goto('/');
  await expect(page.locator('header[data-ready]')).toHaveCount(1);
  const chunk = await holdScripts(page, (code) => code.includes('Quick consultation request'));
  const form = page.getByRole('form', { name });
  await form.scrollIntoViewIfNeeded();
  await form.hover();
  await chunk.seen;
  return { form, release: chunk.release };
}

/** Lets the held chunk through and waits until the forms are live. */
async function releaseForms(page: Page, release: () => void) {
  await expect(page.locator('[data-island-live]')).toHaveCount(0);
  release();
  await laterSectionsAwake(page);
}

test('the landing page’s contact form keeps what was typed before its script came', async ({
  page,
}) => {
  const { form, release } = await landingWithFormsHeld(page, 'Contact form');
  const writer = uniqueEmail('early-contact');
  await form.getByLabel('Name').pressSequentially('Grace Early');
  await form.getByLabel('Email').fill(writer);
  await form.getByLabel('Message').fill('Typed before the page had its script.');
  await releaseForms(page, release);

  // a field typed into after hydration renders the form again with what it holds
  await form.getByLabel('Subject').fill('Early bird');
  await expect(form.getByLabel('Name')).toHaveValue('Grace Early');
  await expect(form.getByLabel('Message')).toHaveValue('Typed before the page had its script.');
  await page.clock.fastForward('00:05');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent')).toBeVisible();

  const message = await ownerMail(writer, 'contact');
  expect(message.text).toContain('Grace Early');
  expect(message.text).toContain('Typed before the page had its script.');
  expect(message.text).toContain('Early bird');
});

test('the landing page’s quick consultation form keeps what was typed before its script came', async ({
  page,
}) => {
  const { form, release } = await landingWithFormsHeld(page, 'Quick consultation request');
  const client = uniqueEmail('early-quick');
  await form.getByLabel('Name').pressSequentially('Ada Early');
  await form.getByLabel('Email').fill(client);
  await form.getByLabel('Service').selectOption('interior-design');
  await form.getByLabel('Project Details').fill('A library for a farmhouse, typed at once.');
  await releaseForms(page, release);

  await expect(form.getByLabel('Name')).toHaveValue('Ada Early');
  await page.clock.fastForward('00:05');
  await form.getByRole('button', { name: 'Request Consultation' }).click();
  await expect(page.getByText('Consultation Request Submitted')).toBeVisible();

  const request = await ownerMail(client, 'consultation');
  expect(request.text).toContain('Ada Early');
  expect(request.text).toContain('Interior Design');
  expect(request.text).toContain('A library for a farmhouse, typed at once.');
});

test('the consultation page keeps what was typed before its scripts came', async ({ page }) => {
  await page.clock.install();
  const scripts = await holdScripts(page, () => true);
  await page.goto('/request-consultation', { waitUntil: 'domcontentloaded' });
  const form = page.locator('form#consultation-form');
  const client = uniqueEmail('early-request');
  await form.getByLabel('Name').pressSequentially('Mary Early');
  await form.getByLabel('Email').fill(client);
  await form.getByLabel('Service').selectOption('interior-design');
  await form.getByLabel('Timeline').fill('Drawings by the spring');
  await form.getByLabel('Project Details').fill('A reading room, typed before the script came.');
  await expect(page.locator('header[data-ready]')).toHaveCount(0);

  scripts.release();
  await expect(page.locator('header[data-ready]')).toHaveCount(1);
  // the visitor is in the planner already: its code comes at once, without another reach
  await expect(page.locator('[data-island="planner"]')).toHaveAttribute('data-island-live', '');
  await form.getByLabel('Company').fill('Early & Co');
  await expect(form.getByLabel('Name')).toHaveValue('Mary Early');
  await page.clock.fastForward('00:05');
  await form.getByRole('button', { name: 'Request Consultation' }).click();
  await expect(page.getByText('Consultation Request Submitted')).toBeVisible();

  const request = await ownerMail(client, 'consultation');
  expect(request.text).toContain('Mary Early');
  expect(request.text).toContain('Interior Design');
  expect(request.text).toContain('Drawings by the spring');
  expect(request.text).toContain('A reading room, typed before the script came.');
});

test('the consultation page keeps the service and currency chosen before its planner came', async ({
  page,
}) => {
  await page.goto('/request-consultation');
  await expect(page.locator('header[data-ready]')).toHaveCount(1);
  const planner = await holdScripts(page, (code) => code.includes('service-switch'));
  const switchOf = (name: string, value: string) =>
    page.locator('label', { has: page.locator(`input[name="${name}"][value="${value}"]`) });
  await switchOf('service-switch', 'product-design').click();
  await switchOf('currency-switch', 'AUD').click();
  await planner.seen;
  await expect(page.locator('[data-island="planner"][data-island-live]')).toHaveCount(0);

  planner.release();
  await expect(page.locator('[data-island="planner"]')).toHaveAttribute('data-island-live', '');
  await expect(page.getByRole('heading', { name: 'Product Design', level: 3 })).toBeVisible();
  await expect(page.getByRole('list', { name: /Consultation options/ })).toContainText('A$');
  await expect(page.getByLabel('Service', { exact: true })).toHaveValue('product-design');
  await expect(page.getByLabel('Preferred currency')).toHaveValue('AUD');
  // the first choice again answers: the state and the radios agree
  await switchOf('service-switch', 'architectural-visualization').click();
  await expect(
    page.getByRole('heading', { name: 'Architectural Visualization', level: 3 }),
  ).toBeVisible();
});
