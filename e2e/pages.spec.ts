import { consoleErrors, expect, test } from './fixtures';

// The informational pages and the not-found page.

test.describe('informational pages', () => {
  test('/about shows the heading, the 18-years statement, the philosophy and five expertise areas', async ({
    page,
  }) => {
    const response = await page.goto('/about');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'About Me' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('With 18 years of experience', { exact: false })).toBeVisible();
    await expect(main.getByText('Design philosophy', { exact: true })).toBeVisible();
    const areas = page.locator('section[aria-labelledby="expertise-title"] li');
    await expect(areas).toHaveCount(5);
    for (const name of [
      'Architectural Visualization',
      'Industrial & Product Design',
      'Spatial & Interior Design',
      'Unreal Engine Real-Time Experiences',
      'Web Design & Development',
    ]) {
      await expect(areas.getByRole('heading', { name })).toBeVisible();
    }
  });

  test('/services shows three service cards with three bullet points each and a consultation link', async ({
    page,
  }) => {
    await page.goto('/services');
    const cards = page.getByRole('main').locator('article');
    await expect(cards).toHaveCount(3);
    for (const title of ['Architectural Visualization', 'Industrial Design', 'Spatial Design']) {
      const card = cards.filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card.locator('ul li')).toHaveCount(3);
    }
    const cta = page.getByRole('main').getByRole('link', { name: 'Request a Consultation' });
    await expect(cta).toHaveAttribute('href', '/request-consultation');
  });

  test('/pricing shows two category cards, no amounts, and ways to ask for a quote', async ({
    page,
  }) => {
    await page.goto('/pricing');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.locator('article')).toHaveCount(2);
    await expect(main.getByText(/personalised quote/i).first()).toBeVisible();
    const text = await main.innerText();
    expect(text).not.toMatch(/[£$€]|\bR\s?\d|\b(GBP|ZAR|AUD)\s?\d|\d[\d,]*\s?-\s?\d[\d,]*\+?/);
    await expect(main.locator('a[href="/request-consultation"]').first()).toBeVisible();
    await expect(main.locator('a[href="/contact"]').first()).toBeVisible();
  });

  test('/contact shows the e-mail as text, services and the checklist, and no form', async ({
    page,
  }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(main.getByText('hello@elenamarsh.studio', { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Services' })).toBeVisible();
    await expect(main.getByText('Architectural Visualization', { exact: true })).toBeVisible();
    for (const item of [
      'Project type and scope',
      'Timeline',
      'Budget',
      'References',
      'Deliverables',
    ]) {
      await expect(main.getByRole('heading', { name: item, exact: true })).toBeVisible();
    }
    await expect(main.locator('form')).toHaveCount(0);
    const text = await main.innerText();
    expect(text).not.toMatch(/[£$€]\s?\d/);
  });

  test('/facts shows the six statistics and the skills and industry lists', async ({ page }) => {
    await page.goto('/facts');
    const main = page.getByRole('main');
    for (const [value, label] of [
      ['18+', 'Years of experience'],
      ['500+', 'Projects delivered'],
      ['50+', 'Global clients'],
      ['10+', 'Disciplines'],
      ['24hr', 'Typical turnaround'],
      ['99%', 'Client satisfaction'],
    ] as const) {
      const card = main.locator('li').filter({ hasText: label });
      await expect(card.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(main.getByRole('heading', { name: 'Technical skills' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Industry focus' })).toBeVisible();
    await expect(main.getByText('Unreal Engine 5', { exact: true })).toBeVisible();
  });

  test('/privacy and /terms carry real text and the contact address', async ({ page }) => {
    await page.goto('/privacy');
    let main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    for (const phrase of [
      'UK GDPR',
      'POPIA',
      'Australian Privacy Act',
      'How long it is kept',
      'Cookies',
      'Your rights',
    ]) {
      await expect(main.getByText(phrase).first()).toBeVisible();
    }
    await expect(main.locator('a[href="mailto:hello@elenamarsh.studio"]').first()).toBeVisible();

    await page.goto('/terms');
    main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    for (const phrase of [
      '50% deposit',
      'Revisions',
      'Intellectual property and licensing',
      'Liability',
      'Governing law',
    ]) {
      await expect(main.getByText(phrase).first()).toBeVisible();
    }
  });

  test('the footer links to /privacy and /terms', async ({ page }) => {
    await page.goto('/about');
    const footer = page.locator('footer');
    await expect(footer.locator('a[href="/privacy"]')).toBeVisible();
    await expect(footer.locator('a[href="/terms"]')).toBeVisible();
  });
});

test.describe('FAQ', () => {
  const CATEGORIES = [
    'General Services',
    'Architectural & Interior Design',
    'Digital Services',
    'Process & Pricing',
    'Collaboration & Communication',
  ];

  test('shows five category cards of three questions each and the closing block', async ({
    page,
  }) => {
    await page.goto('/faq');
    const main = page.getByRole('main');
    for (const name of CATEGORIES) {
      const card = main.getByRole('region', { name, exact: true });
      await expect(card).toBeVisible();
      await expect(card.locator('button[aria-expanded]')).toHaveCount(3);
    }
    await expect(main.getByRole('heading', { name: 'Still Have Questions?' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/#contact',
    );
  });

  test('opens one question at a time across the page, and an open one can be collapsed', async ({
    page,
  }) => {
    await page.goto('/faq');
    const questions = page.getByRole('main').locator('button[aria-expanded]');
    await expect(questions).toHaveCount(15);
    await expect(page.getByRole('main').locator('button[aria-expanded="true"]')).toHaveCount(0);

    const first = questions.nth(0);
    const other = questions.nth(7); // in another category
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const firstPanel = page.locator(`#${await first.getAttribute('aria-controls')}`);
    await expect(firstPanel).toBeVisible();

    await other.click();
    await expect(other).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstPanel).toBeHidden();
    await expect(page.getByRole('main').locator('button[aria-expanded="true"]')).toHaveCount(1);

    await other.click();
    await expect(other).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('main').locator('button[aria-expanded="true"]')).toHaveCount(0);
  });

  test('works from the keyboard', async ({ page }) => {
    await page.goto('/faq');
    const first = page.getByRole('main').locator('button[aria-expanded]').first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  test('mentions the deposit, revisions and timelines', async ({ page }) => {
    await page.goto('/faq');
    const text = await page.getByRole('main').textContent();
    expect(text).toContain('50%');
    expect(text).toMatch(/2-3|2–3|two to three/i);
  });
});

test.describe('FAQ without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('answers can still be opened', async ({ page }) => {
    await page.goto('/faq');
    const details = page.getByRole('main').locator('details');
    await expect(details).toHaveCount(15);
    await details.first().locator('summary').click();
    await expect(details.first()).toHaveAttribute('open', '');
  });
});

test.describe('not-found page', () => {
  test('unknown paths answer 404 with the not-found page inside the site frame', async ({
    page,
  }) => {
    const messages = consoleErrors(page);
    const response = await page.goto('/definitely/not/here');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await expect
      .poll(() =>
        messages.find((m) => m.includes('404 Error: User attempted to access non-existent route:')),
      )
      .toContain('/definitely/not/here');
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
  });

  test('Return to Home goes to the home page', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
