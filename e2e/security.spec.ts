import http from 'node:http';
import { expect, test, E2E_BASE_URL } from './fixtures';
import { asAdmin, linkFromMail, uniqueEmail } from './fixtures/login';
import { FIRST_POST, SCRIPTED_ROUTES, SECOND_POST } from '../scripts/lib/public-routes.mjs';

// What the production server sends a hostile internet: security headers on every kind of
// answer, a policy that stops injected script, the site's 404 for addresses that cannot name a
// page, and URLs that come from SITE_URL whatever Host a request claims.

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** The page cache's answer for a path: it keeps a page once its compressed copies are made. */
async function cachedAnswer(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  let answer: Answer | undefined;
  await expect
    .poll(async () => (answer = await raw(path, { headers })).headers['x-page-cache'])
    .toBe('hit');
  return answer!;
}

/** A raw request: the path goes out exactly as written and any Host header can be claimed. */
function raw(
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(E2E_BASE_URL);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path, method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function expectHardened(answer: Answer, what: string) {
  const h = answer.headers;
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy'], what).toContain('camera=()');
  expect(h['x-powered-by'], what).toBeUndefined();
  const policy = String(h['content-security-policy'] ?? '');
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ])
    expect(policy, `${what}: ${directive}`).toContain(directive);
  const scripts = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scripts, what).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
}

test.describe('security headers', () => {
  test('every kind of answer carries them, cached or not', async ({ page }) => {
    // a media file and a script the landing page really uses
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const media = await page.locator('img[src^="/media/"]').first().getAttribute('src');
    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
    const answers: [string, Answer][] = [
      ['page', await raw('/')],
      ['cached page', await cachedAnswer(FIRST_POST)],
      ['article', await raw(`${SECOND_POST}?fresh=1`)],
      ['old address', await raw('/blog/1')],
      ['not found', await raw('/no-such-page')],
      ['missing article', await raw('/blog/999999')],
      ['redirect', await raw('/admin')],
      ['sign-in page', await raw('/auth')],
      ['API', await raw('/api/auth/get-session')],
      [
        'refused write',
        await raw('/api/auth/sign-in/email', {
          method: 'POST',
          headers: { 'content-length': '9999999' },
        }),
      ],
      ['media', await raw(media!)],
      ['static script', await raw(script!, { headers: { 'accept-encoding': 'br' } })],
      ['feed', await raw('/rss.xml')],
      ['sitemap', await raw('/sitemap.xml')],
      ['robots', await raw('/robots.txt')],
    ];
    const status = (what: string) => answers.find(([name]) => name === what)![1].status;
    expect(status('old address')).toBe(308);
    expect(status('redirect')).toBe(307);
    expect(status('refused write')).toBe(413);
    for (const [what, answer] of answers) expectHardened(answer, what);
    // other sites' windows keep no hold on where a signed-in person's data is shown; public
    // pages go without, as the policy costs a phone a process of its own on arrival
    const isolated = answers
      .filter(([, answer]) => answer.headers['cross-origin-opener-policy'] === 'same-origin')
      .map(([what]) => what);
    expect(isolated).toEqual(['redirect', 'sign-in page', 'API', 'refused write']);
  });

  test('a stored script and an inline event handler in a post body do not run and are reported', async ({
    page,
  }) => {
    // The sanitiser removes both before an article is rendered; here they are put back into
    // the server's answer, with the server's own headers, to prove the policy alone stops them.
    await page.route(`**${FIRST_POST}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '<div class="prose-article">',
        '<div class="prose-article"><script>window.__storedScriptRan = true</script>' +
          '<img src="/no-such-image.png" onerror="window.__handlerRan = true" alt="">',
      );
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ response, body: html, headers });
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/csp-report')) reports.push(request.postData() ?? '');
    });
    const reported = page.waitForResponse((r) => r.url().endsWith('/api/csp-report'));

    await page.goto(FIRST_POST);
    await expect(page.locator('.prose-article script')).toHaveCount(1);
    await expect(page.locator('.prose-article img[onerror]')).toHaveCount(1);
    expect(
      await page.evaluate(() => (window as { __storedScriptRan?: boolean }).__storedScriptRan),
    ).toBeUndefined();
    expect(
      await page.evaluate(() => (window as { __handlerRan?: boolean }).__handlerRan),
    ).toBeUndefined();
    expect((await reported).status()).toBe(204);
    await expect.poll(() => reports.length).toBeGreaterThanOrEqual(2);
    expect(reports.join('\n')).toContain('"blocked-uri":"inline"');
    expect(violations.length).toBeGreaterThanOrEqual(2);
    // the page's own scripts still ran: it is interactive
    await expect(page.getByRole('button', { name: /copy link/i })).toBeEnabled();
  });

  test('the site itself never trips its policy: public pages, cached and not, and the back office', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/csp-report'))
        reports.push(`${page.url()}: ${request.postData()}`);
    });
    // the landing page twice (rendered, then from the page cache); the sign-in page too, which
    // the admin's session below (saved by e2e/admin.setup.ts) never opens
    for (const path of ['/', ...SCRIPTED_ROUTES, '/auth']) {
      await page.goto(path, { waitUntil: 'load' });
    }
    // every admin screen with a form
    await asAdmin(page);
    for (const path of [
      '/admin/projects',
      '/admin/blog/1',
      '/admin/media',
      '/admin/settings',
      '/admin/account',
    ]) {
      await page.goto(path, { waitUntil: 'load' });
    }
    // a violation's report is a request of its own: any the last page made has been sent
    await page.waitForLoadState('networkidle');
    expect(reports).toEqual([]);
  });
});

test.describe('pages a browser keeps', () => {
  test('a page the browser holds is confirmed without its body and runs under its policy', async ({
    page,
  }) => {
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/csp-report')) reports.push(String(request.postData()));
    });
    /** the bytes of body each visit to /faq downloaded (Chromium reports a 304 as its copy's 200) */
    const bodies: Promise<number>[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (new URL(response.url()).pathname === '/faq' && request.isNavigationRequest())
        bodies.push(request.sizes().then((sizes) => sizes.responseBodySize));
    });
    // an address of its own, rendered now: its copy stays fresh (a minute) for the whole test,
    // where /faq, rendered by another spec, could be rendered again (a new tag) in between
    const address = `/faq?visit=${Date.now()}`;
    const kept = await cachedAnswer(address);
    expect(kept.headers.etag).toMatch(/^W\/"/);
    await page.goto(address);
    await page.goto('/about');
    // a plain link's visit to a page the browser has: it asks whether it still holds it
    await page.goto(address);
    const [first, again] = await Promise.all(bodies);
    expect(first).toBeGreaterThan(1000);
    expect(again).toBe(0);
    // the copy it held runs: its scripts are allowed by the policy that came with the 304
    const question = page.getByRole('main').locator('button[aria-expanded]').first();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await page.waitForLoadState('networkidle');
    expect(reports).toEqual([]);
  });
});

test.describe('hostile requests', () => {
  test("addresses that cannot name a page get the site's 404 page, never an error", async () => {
    for (const path of [
      '/blog/%E0%A4%A',
      '/projects/%ZZ',
      '/blog/%00',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/blog/1%00.json',
      '/search?q=%00',
      `/${'x'.repeat(3000)}`,
      `/blog?tag=${'y'.repeat(3000)}`,
    ]) {
      const answer = await raw(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toContain('Oops! Page not found');
      expect(answer.body, path).not.toMatch(/at \w+ \(|\/work\/|node_modules|Error:/);
    }
  });

  test('a forged Host or proxy header never reaches a link, a canonical URL, the page cache or a mail', async () => {
    const forged = {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
      forwarded: 'host=evil.example',
    };
    const poisoned = await raw('/about?forged=1', { headers: forged });
    expect(poisoned.status).toBe(200);
    expect(poisoned.body).not.toContain('evil.example');
    expect(poisoned.body).toContain(`<link rel="canonical" href="${E2E_BASE_URL}/about"`);
    const next = await cachedAnswer('/about?forged=1');
    expect(next.body).not.toContain('evil.example');

    const email = uniqueEmail('forged-host');
    const signUp = await raw('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { ...forged, origin: E2E_BASE_URL, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a long password', name: 'forged' }),
    });
    expect(signUp.status).toBe(200);
    const link = await linkFromMail(email, 'verify-email');
    expect(link.startsWith(`${E2E_BASE_URL}/`)).toBe(true);
  });
});
