import { expect, gotoPlanner, gotoWholeLanding, test } from './fixtures';
import { uniqueEmail } from './fixtures/login';
import { formMails } from './fixtures/inbox-mail';

// /request-consultation: the service and currency selectors, every validation
// message (docs/product.md), the Connection Error notice with the fields kept,
// and a request that succeeds, resets the form and sends its two e-mails.

test('a visitor compares services and prices, fixes the form and sends a request', async ({
  page,
}) => {
  // the longest public flow (every validation message, a failure, a success): on a busy
  // two-core machine it comes too close to the default timeout
  test.setTimeout(60_000);
  // the spam check wants a few seconds between the form appearing and the submit:
  // the browser's clock is moved on instead of waiting
  await page.clock.install();
  await gotoPlanner(page);
  await expect(
    page.getByRole('heading', { name: 'Request a Consultation', level: 1 }),
  ).toBeVisible();

  const options = page.getByRole('list', { name: /Consultation options/ });
  const budget = page.getByLabel('Budget');
  const projectType = page.getByLabel('Project type');

  // GBP is the default; the default service is architectural visualization
  await expect(
    page.getByRole('heading', { name: 'Architectural Visualization', level: 3 }),
  ).toBeVisible();
  await expect(options).toContainText('Free');
  await expect(options).toContainText('60-90 minutes');
  await expect(options).toContainText('£250 – £500');
  await expect(options).toContainText('+2 more...');
  await expect(budget.locator('option')).toContainText(['Select a budget range', 'Under £2,000']);

  // currencies change prices and the budget options
  await page.locator('label').filter({ hasText: /^ZAR/ }).click();
  await expect(options).toContainText('R2,500 – R5,000');
  await expect(options).toContainText('R7,500 – R15,000');
  await expect(budget.locator('option').nth(1)).toHaveText('Under R20,000');
  await page.locator('label').filter({ hasText: /^AUD/ }).click();
  await expect(options).toContainText('A$350 – A$700');
  await expect(budget.locator('option').nth(5)).toHaveText('A$40,000+');
  await expect(page.getByLabel('Preferred currency')).toHaveValue('AUD');

  // services change the details, the offerings and the project types
  await page.locator('label').filter({ hasText: 'Web Development' }).first().click();
  await expect(page.getByRole('heading', { name: 'Web Development', level: 3 })).toBeVisible();
  await expect(options).toContainText('Technical Strategy Session');
  await expect(options).toContainText('A$200 – A$450');
  await expect(projectType.locator('option')).toContainText([
    'E-commerce',
    'Landing page',
    'Other',
  ]);
  await expect(page.getByLabel('Service', { exact: true })).toHaveValue('web-development');
  await page.getByLabel('Service', { exact: true }).selectOption('product-design');
  await expect(options).toContainText('Product Brief Workshop');
  await page.getByLabel('Preferred currency').selectOption('GBP');
  await expect(options).toContainText('£250 – £500');

  // every validation message; nothing is sent
  const submit = page.getByRole('button', { name: 'Request Consultation' });
  const form = page.getByRole('form', { name: 'Tell me about your project' });
  await submit.click();
  await expect(page.getByText('Please fix the errors below')).toBeVisible();
  await expect(page.getByText('All required fields must be filled correctly.')).toBeVisible();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Project details are required')).toBeVisible();

  const name = page.getByLabel('Name');
  const email = page.getByLabel('Email');
  const message = page.getByLabel('Project Details');
  await name.fill('A');
  await expect(form.getByText('Name is required')).toBeHidden(); // editing clears that field's message
  await expect(form.getByText('Email is required')).toBeVisible();
  await email.fill('not-an-address');
  await message.fill('Too short');
  await submit.click();
  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Project details must be at least 10 characters')).toBeVisible();
  await name.fill('N'.repeat(51));
  await message.fill('x'.repeat(2001));
  await submit.click();
  await expect(form.getByText('Name must be less than 50 characters')).toBeVisible();
  await expect(form.getByText('Project details must be less than 2000 characters')).toBeVisible();

  // a valid request while the server cannot be reached: the fields stay
  const visitor = uniqueEmail('consult');
  const who = `Ada ${Date.now().toString(36)}`;
  await name.fill(who);
  await email.fill(visitor);
  await page.getByLabel('Phone').fill('+44 7700 900123');
  await page.getByLabel('Company').fill('Lovelace Studio');
  await projectType.selectOption('furniture');
  await budget.selectOption('5k-15k');
  await page.getByLabel('Timeline').fill('Prototype by the spring fair');
  await message.fill(
    'A modular oak shelving system for small flats, from sketch to production files.',
  );
  await page.clock.fastForward('00:05');

  await page.route('**/request-consultation', (route) =>
    route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue(),
  );
  await submit.click();
  await expect(page.getByText('Connection Error')).toBeVisible();
  await expect(
    page.getByText(/could not be sent\. Please contact me directly by e-mail at/),
  ).toBeVisible();
  await expect(name).toHaveValue(who);
  await expect(message).toHaveValue(/modular oak shelving/);
  await page.unroute('**/request-consultation');

  // while it is on its way the button says so and cannot be pressed again
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/request-consultation', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await submit.click();
  const sending = page.getByRole('button', { name: 'Sending...' });
  await expect(sending).toBeDisabled();
  release();
  await expect(page.getByText('Consultation Request Submitted')).toBeVisible();
  await expect(
    page.getByText("We'll get back to you within 24 hours to schedule your consultation."),
  ).toBeVisible();
  await page.unroute('**/request-consultation');

  // the form is back to its defaults
  await expect(name).toHaveValue('');
  await expect(message).toHaveValue('');
  await expect(page.getByLabel('Service', { exact: true })).toHaveValue(
    'architectural-visualization',
  );
  await expect(page.getByLabel('Preferred currency')).toHaveValue('GBP');

  // the notice goes after 5 seconds
  await page.clock.fastForward('00:06');
  await expect(page.getByText('Consultation Request Submitted')).toBeHidden();

  // two e-mails: the owner's (reply-to the visitor) and the visitor's confirmation
  await expect
    .poll(
      () =>
        formMails(visitor)
          .map((m) => m.kind)
          .sort(),
      { timeout: 20_000 },
    )
    .toEqual(['consultation-confirmation', 'consultation-owner']);
  const [owner] = formMails(visitor).filter((m) => m.kind === 'consultation-owner');
  expect(owner!.replyTo).toBe(visitor);
  expect(owner!.text).toContain('Product Design');
  expect(owner!.text).toContain('Furniture');
  expect(owner!.text).toContain('£5,000 – £15,000');
  const [confirmation] = formMails(visitor).filter((m) => m.kind === 'consultation-confirmation');
  expect(confirmation!.to).toBe(visitor);
  expect(confirmation!.text).toContain('within 24 hours');
});

test('the landing page’s short form sends a request with the chosen service', async ({ page }) => {
  await page.clock.install();
  await gotoWholeLanding(page);
  const form = page.getByRole('form', { name: 'Quick consultation request' });
  await form.scrollIntoViewIfNeeded();
  const send = form.getByRole('button', { name: 'Request Consultation' });

  await send.click();
  await expect(page.getByText('Please fix the errors below')).toBeVisible();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Project details are required')).toBeVisible();

  const visitor = uniqueEmail('quick');
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill(visitor);
  await form.getByLabel('Service').selectOption('interior-design');
  await form.getByLabel('Project Details').fill('A reading room for a Georgian townhouse in Bath.');
  await page.clock.fastForward('00:05');
  await send.click();
  await expect(page.getByText('Consultation Request Submitted')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');

  await expect
    .poll(
      () =>
        formMails(visitor)
          .map((m) => m.kind)
          .sort(),
      { timeout: 20_000 },
    )
    .toEqual(['consultation-confirmation', 'consultation-owner']);
  const [owner] = formMails(visitor).filter((m) => m.kind === 'consultation-owner');
  expect(owner!.text).toContain('Interior Design');
});
