import type { Page } from '@playwright/test';
import { consoleErrors, expect, expectScrolledTo, loadLaterSections, test } from './fixtures';
import { MENU_LINKS } from './fixtures/menu-links';

const hero = (page: Page) => page.locator('section#home');
const dots = (page: Page) => hero(page).getByRole('button', { name: /^Show slide \d+/ });

/** Opens the home page and waits until the carousel and the bar are hydrated. */
async function gotoHome(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.locator('section#home[data-ready]')).toHaveCount(1);
  await expect(page.locator('header[data-ready]')).toHaveCount(1);
}

async function activeDot(page: Page): Promise<number> {
  return dots(page).evaluateAll((buttons: Element[]) =>
    buttons.findIndex((b) => b.getAttribute('aria-current') === 'true'),
  );
}

// a text only the chunk of the later sections' forms and guides holds (the quick form's name)
const isFormsChunk = (code: string) => code.includes('Quick consultation request');
const isPricingChunk = (code: string) => code.includes('pricing-panel');

const SECTION_IDS = ['home', 'about', 'services', 'projects', 'pricing', 'contact'];
const SECTION_ORDER = [
  'Featured work',
  'About',
  'Video showcase',
  'Services',
  'Clients',
  'Projects',
  'News and press',
  'Awards',
  'Pricing guide',
  'Start with a conversation',
  'Let’s talk about your project',
];

const sectionIds = (page: Page) =>
  page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id));

/** Each section's name: its aria-label, or the text of the heading that labels it. */
const sectionLabels = (page: Page) =>
  page
    .locator('main > section')
    .evaluateAll((sections) =>
      sections.map(
        (s) =>
          s.getAttribute('aria-label') ??
          document.getElementById(s.getAttribute('aria-labelledby') ?? '')?.textContent ??
          '',
      ),
    );

/** The seeded site has every section; each one maps to its place in the documented order. */
function expectSpecOrder(labels: string[]) {
  const positions = labels.map((label) =>
    SECTION_ORDER.findIndex(
      (name) => label.startsWith(name) || (name === 'About' && label === 'About Me'),
    ),
  );
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  expect(labels).toHaveLength(SECTION_ORDER.length);
}

/** What the navigation bar paints: its own colours, those of the tagline and divider on it, its shade. */
const barLook = (page: Page) =>
  page.locator('header[data-variant]').evaluate((bar) => {
    const own = getComputedStyle(bar);
    const tagline = bar.querySelector('a[href="/"] > span[aria-hidden]');
    const divider = bar.querySelector('nav li[aria-hidden]');
    return {
      background: own.backgroundColor,
      color: own.color,
      border: own.borderBottomColor,
      blur: own.backdropFilter,
      tagline: tagline && getComputedStyle(tagline).color,
      divider: divider && getComputedStyle(divider).backgroundColor,
      shaded: [...bar.children].some(
        (child) => child.matches('[aria-hidden]') && getComputedStyle(child).display !== 'none',
      ),
    };
  });

test.describe('landing page', () => {
  test('has the anchored sections in the documented order', async ({ page }) => {
    await gotoHome(page);
    await loadLaterSections(page);
    expect(await sectionIds(page)).toEqual(SECTION_IDS);
  });

  test('lays the sections out in the documented order', async ({ page }) => {
    await gotoHome(page);
    await loadLaterSections(page);
    expectSpecOrder(await sectionLabels(page));
  });

  test('the hero fills the screen and the first image is preloaded', async ({ page }) => {
    await gotoHome(page);
    const box = await hero(page).boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.height).toBeGreaterThanOrEqual(viewport.height - 1);
    const first = hero(page).locator('img[data-smart-image]').first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).not.toHaveAttribute('loading', 'lazy');
    // the server HTML asks for it from the head, before the body is parsed
    const srcset = await first.getAttribute('srcset');
    expect(srcset).toBeTruthy();
    const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
    await expect(preload).toHaveCount(1);
    expect(await preload.getAttribute('imagesrcset')).toBe(srcset);
    // the page has exactly one h1
    await expect(page.locator('h1')).toHaveCount(1);
  });

  test('a slide’s own link shows with its slide only', async ({ page }) => {
    await gotoHome(page);
    // the seeded first slide asks for a consultation; the others have no link of their own
    const cta = hero(page).getByRole('link', { name: 'Request a Consultation' });
    await expect(cta).toHaveAttribute('href', '/request-consultation');
    await dots(page).nth(1).click();
    await expect(cta).toHaveCount(0);
    await dots(page).nth(0).click();
    await expect(cta).toBeVisible();
  });

  test('a slide change is not a new largest paint: the copy stays in its elements @mobile', async ({
    page,
  }) => {
    // about motion: the page as a visitor who has not asked for less of it sees it
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // as on a phone, the first paint uses the fallback font and the web font comes later: the
    // fonts are held until the page has painted
    let releaseFonts = () => {};
    const fontsHeld = new Promise<void>((resolve) => (releaseFonts = resolve));
    await page.route('**/*.woff2', async (route) => {
      await fontsHeld;
      await route.continue();
    });
    await page.addInitScript(() => {
      const seen: number[] = [];
      Object.assign(window, { largestPaints: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.push(entry.startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const largestPaints = () =>
      page.evaluate(() => (window as unknown as { largestPaints: number[] }).largestPaints);
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForFunction(() =>
      performance.getEntriesByName('first-contentful-paint').some(Boolean),
    );
    releaseFonts();
    await page.waitForLoadState('load');
    await expect(page.locator('section#home[data-ready]')).toHaveCount(1);
    await expect(page.locator('header[data-ready]')).toHaveCount(1);
    const readyAt = await page.evaluate(() => performance.now());
    const title = await hero(page).getByRole('heading', { level: 2 }).elementHandle();
    const firstTitle = await title!.textContent();
    const start = await activeDot(page);
    const count = await dots(page).count();
    // no input: the browser stops reporting largest paints at the visitor's first click or key
    await expect
      .poll(() => activeDot(page), { timeout: 8_000, intervals: [100] })
      .toBe((start + 1) % count);
    // the new copy has risen in and been painted: its animations are over, and two frames on
    // the browser has reported any largest paint they made
    await page.evaluate(async () => {
      const copy = [...document.querySelectorAll('#home h2, #home h2 + p')];
      await Promise.all(copy.flatMap((el) => el.getAnimations().map((a) => a.finished)));
      for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
    });
    expect(await title!.evaluate((el) => el === document.querySelector('#home h2'))).toBe(true);
    expect(await title!.textContent()).not.toBe(firstTitle);
    const paints = await largestPaints();
    expect(paints.length).toBeGreaterThan(0);
    // every one of them came from the first load, before the carousel was live
    expect(paints.filter((time) => time >= readyAt)).toEqual([]);
  });

  test('a dot selects its slide', async ({ page }) => {
    await gotoHome(page);
    const third = dots(page).nth(2);
    const label = (await third.getAttribute('aria-label'))!;
    await third.click();
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(dots(page).first()).not.toHaveAttribute('aria-current', 'true');
    const title = label.replace(/^Show slide \d+: /, '');
    await expect(hero(page).getByRole('heading', { level: 2, name: title })).toBeVisible();
  });

  test.describe('for a visitor who has not asked for less motion', () => {
    test.use({ reducedMotion: 'no-preference' });

    test('the hero advances every 5 seconds, cyclically', async ({ page }) => {
      await page.clock.install();
      await gotoHome(page);
      // from here the page's time moves only when the test moves it: five seconds pass at once
      await page.clock.pauseAt(Date.now() + 1_000);
      const count = await dots(page).count();
      expect(count).toBeGreaterThanOrEqual(2);
      const start = await activeDot(page);
      await page.clock.runFor(5_000);
      await expect.poll(() => activeDot(page)).toBe((start + 1) % count);
      // the next slide holds for more than four seconds and advances at the fifth
      await page.clock.runFor(4_000);
      expect(await activeDot(page)).toBe((start + 1) % count);
      await page.clock.runFor(1_000);
      await expect.poll(() => activeDot(page)).toBe((start + 2) % count);
      // the visible title follows the dots
      const label = (await dots(page)
        .nth((start + 2) % count)
        .getAttribute('aria-label'))!;
      const title = label.replace(/^Show slide \d+: /, '');
      await expect(hero(page).getByRole('heading', { level: 2, name: title })).toBeVisible();
    });

    test('wraps from the last slide to the first', async ({ page }) => {
      await page.clock.install();
      await gotoHome(page);
      // from here the page's time moves only when the test moves it
      await page.clock.pauseAt(Date.now() + 1_000);
      const count = await dots(page).count();
      await dots(page)
        .nth(count - 1)
        .click();
      await expect(dots(page).nth(count - 1)).toHaveAttribute('aria-current', 'true');
      await page.clock.runFor(5_000);
      await expect.poll(() => activeDot(page)).toBe(0);
    });

    test('the pause button stops the slideshow', async ({ page }) => {
      await page.clock.install();
      await gotoHome(page);
      // from here the page's time moves only when the test moves it: six seconds pass at once
      await page.clock.pauseAt(Date.now() + 1_000);
      await hero(page).getByRole('button', { name: 'Pause slideshow' }).click();
      await expect(hero(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
      const paused = await activeDot(page);
      await page.clock.runFor(6_000);
      expect(await activeDot(page)).toBe(paused);
      await hero(page).getByRole('button', { name: 'Play slideshow' }).click();
      await expect(hero(page).getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
      await page.clock.runFor(5_000);
      await expect.poll(() => activeDot(page)).not.toBe(paused);
    });
  });

  test('under reduced motion the slideshow waits for Play', async ({ page }) => {
    await page.clock.install();
    await gotoHome(page);
    await page.clock.pauseAt(Date.now() + 1_000);
    const play = hero(page).getByRole('button', { name: 'Play slideshow' });
    await expect(play).toBeVisible();
    const first = await activeDot(page);
    await page.clock.runFor(6_000);
    expect(await activeDot(page)).toBe(first);
    // the dots still change the slide, and Play starts the timer
    await dots(page).nth(1).click();
    await expect(dots(page).nth(1)).toHaveAttribute('aria-current', 'true');
    await play.click();
    await expect(hero(page).getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    await page.clock.runFor(5_000);
    await expect.poll(() => activeDot(page)).toBe(2 % (await dots(page).count()));
  });

  test("'View My Work' scrolls to the projects", async ({ page }) => {
    await gotoHome(page);
    await hero(page).getByRole('link', { name: 'View My Work' }).click();
    await expect(page).toHaveURL(/#projects$/);
    await expectScrolledTo(page, 'projects');
  });

  test("'Learn More' scrolls to About", async ({ page }) => {
    await gotoHome(page);
    await hero(page).getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/#about$/);
    await expectScrolledTo(page, 'about');
    await expect(page.getByRole('heading', { name: 'About Me', level: 2 })).toBeInViewport();
  });

  test('the arrow scrolls to the projects', async ({ page }) => {
    await gotoHome(page);
    const arrow = hero(page).getByRole('link', { name: 'Scroll to projects' });
    await expect(arrow).toHaveAttribute('href', '#projects');
  });

  test('About shows the journey, notable projects, software and stats', async ({ page }) => {
    await gotoHome(page);
    const about = page.locator('#about');
    await expect(about.getByRole('heading', { name: 'About Me' })).toBeVisible();
    await expect(about.getByRole('heading', { name: 'My Journey' })).toBeVisible();
    await expect(about.getByRole('heading', { name: 'Notable Projects' })).toBeVisible();
    await expect(about.getByText('ABQ Breaking Bad Bar')).toBeVisible();
    await expect(about.getByRole('heading', { name: 'Software Expertise' })).toBeVisible();
    await expect(
      about
        .getByRole('heading', { name: 'Software Expertise' })
        .locator('xpath=../..')
        .locator('li'),
    ).toHaveCount(20);
    const stats: [string, string][] = [
      ['Years Experience', '18+'],
      ['Design Disciplines', '6+'],
      ['Happy Clients', '50+'],
      ['Projects Completed', '200+'],
    ];
    for (const [label, value] of stats) {
      const tile = about
        .locator('dl > div')
        .filter({ has: page.locator('dt', { hasText: label }) });
      await expect(tile.locator('dd')).toHaveText(value);
    }
  });

  test('project cards link to their pages and to all projects', async ({ page }) => {
    await gotoHome(page, '/#projects');
    const projects = page.locator('#projects');
    await expect(projects.getByRole('link', { name: /View all projects/ })).toHaveAttribute(
      'href',
      '/projects',
    );
    const cards = projects.locator('a[href^="/projects/"]');
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(cards.first()).toHaveAttribute('href', /^\/projects\/[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  test('the pricing guide switches service and region', async ({ page }) => {
    await gotoHome(page, '/#pricing');
    const pricing = page.locator('#pricing');
    const tabs = pricing.getByRole('tab');
    // until the visitor reaches for it, the guide's choices are links drawn like the tabs
    await expect(tabs).toHaveCount(0);
    const links = pricing.getByRole('navigation', { name: 'Pricing guide' });
    await expect(links.getByRole('link', { name: /South Africa/ })).toBeVisible();
    await links.hover();
    await expect(tabs.nth(1)).toBeVisible();
    await expect(links).toBeHidden();
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const panel = pricing.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'Basic' })).toBeVisible();
    await expect(panel).toContainText('GBP');

    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await pricing.getByRole('radio', { name: /South Africa/ }).check({ force: true });
    await expect(panel).toContainText('ZAR');
    await pricing.getByRole('radio', { name: /Australia/ }).check({ force: true });
    await expect(panel).toContainText('AUD');
  });

  test('before its script, a pricing link shows the guide at its choice', async ({ page }) => {
    await gotoHome(page, '/#pricing');
    const links = page.locator('#pricing').getByRole('navigation', { name: 'Pricing guide' });
    // a click with nothing before it: the link is followed, as without script
    await links
      .getByRole('link', { name: /South Africa/ })
      .evaluate((link: HTMLElement) => link.click());
    await expect(page).toHaveURL(/region=SA#pricing$/);
    await expect(page.locator('#pricing').getByRole('tabpanel')).toContainText('ZAR');
  });

  test('the later sections’ forms and guides come when reached for, not with the page', async ({
    page,
  }) => {
    // which scripts carry the quick consultation form, in the order they came
    const scripts: Promise<boolean>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.text().then(isFormsChunk, () => false));
    });
    await gotoHome(page);
    const atFirst = scripts.length;
    expect(await Promise.all(scripts)).not.toContain(true);
    // scrolling past them brings no more of them
    await page.locator('section#contact').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(await Promise.all(scripts)).not.toContain(true);
    // a pointer over a form does
    await page.getByRole('form', { name: 'Contact form' }).hover();
    await expect(page.locator('[data-island="contact"]')).toHaveAttribute('data-island-live', '');
    expect((await Promise.all(scripts)).slice(atFirst)).toContain(true);
    // and the guide's, once reached, work: it switches region
    const pricing = page.locator('section#pricing');
    // the guide's area, not its links: they hide as the tabs come, perhaps while the pointer
    // is on its way to them
    await pricing.locator('[data-reach="pricing"]').hover();
    await pricing.getByRole('radio', { name: /Australia/ }).check({ force: true });
    await expect(pricing.getByRole('tabpanel')).toContainText('AUD');
  });

  test('when their scripts cannot be fetched, the later sections stay in place and wake on a retry', async ({
    page,
  }) => {
    await gotoHome(page);
    // the connection drops, once, for the pricing guide's chunk
    let offline = true;
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch();
      const pricingChunk = isPricingChunk(await response.text());
      if (offline && pricingChunk) {
        offline = false;
        await route.abort();
      } else await route.fulfill({ response });
    });
    await page.locator('header nav[aria-label="Main"] a[href="/#pricing"]').click();
    const pricing = page.locator('section#pricing');
    await expect(pricing).toBeInViewport();
    // the guide's area, not its links: they hide as the tabs come, perhaps while the pointer
    // is on its way to them
    await pricing.locator('[data-reach="pricing"]').hover();
    // the server's HTML of the guide is there all along; it comes alive once the chunk arrives
    await expect(pricing.getByRole('tabpanel')).toBeVisible();
    await expect(pricing.locator('[data-island="pricing-controls"]')).toHaveAttribute(
      'data-island-live',
      '',
    );
    await pricing.getByRole('radio', { name: /South Africa/ }).check({ force: true });
    await expect(pricing.getByRole('tabpanel')).toContainText('ZAR');
  });

  test('a link shared with tracking parameters opens the cached page, and it works', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    // every click on a shared link brings a click id of its own
    let clicks = 0;
    const shared = () => `/?utm_source=instagram&utm_medium=social&fbclid=e2e-${++clicks}`;
    // the page's copy is made by a visit without them (other tests' edits may drop it meanwhile)
    await expect
      .poll(async () => {
        await page.request.get('/');
        return (await page.goto(shared()))?.headers()['x-page-cache'];
      })
      .toBe('hit');
    await expect(page.locator('section#home[data-ready]')).toHaveCount(1);
    expect(new URL(page.url()).searchParams.get('fbclid')).toBe(`e2e-${clicks}`);
    // the later sections' parts wake on this address too
    await loadLaterSections(page);
    await expect(page.locator('section#pricing')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('videos fetch nothing from YouTube until played', async ({ page }) => {
    const youtube: string[] = [];
    page.on('request', (req) => {
      if (/youtube(-nocookie)?\.com|ytimg/.test(req.url())) youtube.push(req.url());
    });
    await gotoHome(page);
    await loadLaterSections(page);
    const play = page.getByRole('link', { name: /^Play video:/ }).first();
    await play.scrollIntoViewIfNeeded();
    // whatever coming into view loads (lazy images, a preview) has been asked for
    await page.waitForLoadState('networkidle');
    expect(youtube).toEqual([]);
    await expect(page.locator('iframe[src*="youtube"]')).toHaveCount(0);
    await play.click();
    await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toHaveCount(1);
  });

  test('the contact section shows the owner’s details', async ({ page }) => {
    await gotoHome(page, '/#contact');
    const contact = page.locator('#contact');
    await expect(contact.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(contact.locator('a[href^="tel:"]')).toBeVisible();
    await expect(contact.locator('a[href^="https://wa.me/"]')).toBeVisible();
    // the cities of Site Settings' locations ('London, United Kingdom'), as one list; the
    // settings spec may have added a fourth for a moment
    await expect(contact).toContainText(
      /Based in London, Cape Town(, Sydney)? and [^,]+, working globally\./,
    );
  });

  test('the consultation section leads to /request-consultation', async ({ page }) => {
    await gotoHome(page);
    await loadLaterSections(page);
    const link = page
      .locator('main')
      .getByRole('link', { name: /Request a Consultation/ })
      .first();
    await expect(link).toHaveAttribute('href', '/request-consultation');
  });

  test('images fade in: hidden while loading, opacity 1 once loaded', async ({ page }) => {
    // about motion: the page as a visitor who has not asked for less of it sees it
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await gotoHome(page);
    const first = hero(page).locator('img[data-smart-image]').first();
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect
      .poll(() => first.evaluate((img: Element) => getComputedStyle(img).opacity))
      .toBe('1');
    expect(
      await first.evaluate((img: Element) => getComputedStyle(img).transitionDuration),
    ).toContain('0.3s');

    // a card image below the fold loads when scrolled to and then fades in as well
    await loadLaterSections(page);
    const card = page.locator('#projects img[data-smart-image]').first();
    await card.scrollIntoViewIfNeeded();
    await expect
      .poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        timeout: 10_000,
      })
      .toBe(true);
    await expect
      .poll(() => card.evaluate((img: Element) => getComputedStyle(img).opacity))
      .toBe('1');
  });

  test('sections below the fold rise in when scrolled to; what is on screen is never hidden', async ({
    page,
  }) => {
    // about motion: the page as a visitor who has not asked for less of it sees it
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await gotoHome(page);
    // the hero is on screen at load: no reveal in it is armed
    await expect(page.locator('section#home .reveal-armed')).toHaveCount(0);
    await loadLaterSections(page);
    const below = page.locator('#pricing .reveal-armed').first();
    await expect(below).toHaveCount(1);
    // armed off screen: it fades out there, unseen, to rise in later
    await expect.poll(() => below.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await expect(below).not.toHaveClass(/is-visible/);
    await below.scrollIntoViewIfNeeded();
    await expect(below).toHaveClass(/is-visible/);
    await expect.poll(() => below.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });

  test('under reduced motion nothing is hidden for a reveal', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await gotoHome(page);
    await loadLaterSections(page);
    await page.waitForLoadState('networkidle');
    // the same element the test above sees hidden stays in view
    const el = page.locator('#pricing h2').first();
    expect(await el.evaluate((e) => getComputedStyle(e).opacity)).toBe('1');
    await expect(page.locator('.reveal-armed')).toHaveCount(0);
    await context.close();
  });

  test('works without JavaScript: every section, in the documented order, with its content', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('section#home h2').first()).toBeVisible();
    // the later sections are in the page's own HTML, as a crawler reads it
    expect(await sectionIds(page)).toEqual(SECTION_IDS);
    expectSpecOrder(await sectionLabels(page));
    await expect(page.locator('[hidden] section, [aria-busy="true"]')).toHaveCount(0);
    for (const [section, heading] of [
      ['services', 'What I design'],
      ['projects', 'Featured projects'],
      ['pricing', 'Indicative investment'],
      ['contact', 'Let’s talk about your project'],
    ] as const) {
      const shown = page.locator(`section#${section}`);
      await shown.scrollIntoViewIfNeeded();
      await expect(shown.getByRole('heading', { level: 2 }).first()).toContainText(heading);
    }
    await expect(page.locator('section#services li h3').first()).toBeVisible();
    await expect(page.locator('section#projects a[href^="/projects/"] h3').first()).toBeVisible();
    // the two forms are drawn in place for such a browser too (landing-forms-without-script
    // .spec.ts sends them)
    for (const name of ['Quick consultation request', 'Contact form'])
      await expect(page.getByRole('form', { name })).toBeVisible();
    // each film is a link to it on YouTube, in place (ADR 039)
    const film = page.locator('section[aria-label="Video showcase"] a[href*="youtube.com/watch"]');
    await film.first().scrollIntoViewIfNeeded();
    await expect(film.first()).toBeVisible();
    // the pricing guide's figures are in place (ADR 033); its tabs are drawn hidden and show
    // only once live: links choose in their place
    const figures = page.locator('section#pricing [role="tabpanel"]');
    await expect(figures.getByRole('heading', { name: 'Premium' })).toBeVisible();
    await expect(figures.getByText('GBP').first()).toBeVisible();
    const choices = page.getByRole('navigation', { name: 'Pricing guide' });
    await expect(choices.getByRole('link', { name: '3D Visualization' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await choices.getByRole('link', { name: 'Unreal Engine' }).click();
    await expect(page).toHaveURL(/\/\?service=unreal&region=UK#pricing$/);
    await expect(figures).toContainText('Real-time walkthroughs, configurators');
    await page
      .getByRole('navigation', { name: 'Pricing guide' })
      .getByRole('link', { name: /South Africa/ })
      .click();
    await expect(page).toHaveURL(/\/\?service=unreal&region=SA#pricing$/);
    await expect(figures).toContainText('Real-time walkthroughs, configurators');
    await expect(figures.getByText('ZAR').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    await expect(page.locator('header a[href="/#contact"]').first()).toHaveCount(1);
    await context.close();
  });

  // the bar turns solid on scroll by script: without one it would stay clear over the copy
  test('without JavaScript the bar is solid as on other pages, over the scrolled copy too @mobile', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/faq');
    const solid = await barLook(page);
    expect(solid.background).not.toBe('rgba(0, 0, 0, 0)');
    await page.goto('/');
    await page.locator('section#about').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
    expect(await barLook(page)).toEqual(solid);
    await context.close();
  });

  // the menu's panel opens by script: without one, the phone's menu leads to the footer's links
  test("without JavaScript a phone's menu leads to the site's pages @mobile", async ({
    browser,
  }) => {
    const phone = { viewport: { width: 390, height: 844 } };
    const off = await browser.newContext({ ...phone, javaScriptEnabled: false });
    const page = await off.newPage();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await page.getByRole('link', { name: 'Menu', exact: true }).click();
    await expect(page).toHaveURL(/#site-links$/);
    const links = page.getByRole('navigation', { name: 'Footer' });
    await expect(links).toBeInViewport();
    // every place the menu leads with script is there
    for (const name of MENU_LINKS)
      await expect(links.getByRole('link', { name, exact: true })).toBeVisible();
    await off.close();
    // with script the toggle is there, and the link is not
    const on = await browser.newContext(phone);
    const scripted = await on.newPage();
    await scripted.goto('/');
    await expect(scripted.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(scripted.getByRole('link', { name: 'Menu', exact: true })).toBeHidden();
    await on.close();
  });
});
