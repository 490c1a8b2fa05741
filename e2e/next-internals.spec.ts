import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../scripts/lib/build.mjs';
import {
  BUILD_ID_FILE,
  PAYLOAD_SCRIPT,
  RSC_CONTENT_TYPE,
  RSC_HEADER,
  RSC_QUERY,
  STATIC_CACHE_CONTROL,
  STATIC_DIR,
  STATIC_URL_PREFIX,
} from '../src/server/http/next-internals.mjs';
import { expect, test } from './fixtures';
import { asAdmin } from './fixtures/login';

// What src/server/http/next-internals.mjs names, against the build the e2e server runs and its
// client router: an upgrade of `next` that changes one fails here by name (its unit test checks
// the same names against the installed package's sources).

const distDir = path.join(root, process.env.E2E_DIST_DIR || '.next-e2e');

test('the build is laid out, and its pages written, as the HTTP layer reads them', async ({
  request,
}) => {
  expect(existsSync(path.join(distDir, BUILD_ID_FILE)), BUILD_ID_FILE).toBe(true);
  const html = await (await request.get('/')).text();
  expect(html).toContain(`${PAYLOAD_SCRIPT}.push(`);
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map(([, src = '']) => src);
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    expect(src, 'a script of the page').toMatch(new RegExp(`^${STATIC_URL_PREFIX}`));
    const file = path.join(distDir, STATIC_DIR, decodeURI(src.slice(STATIC_URL_PREFIX.length)));
    expect(existsSync(file), file).toBe(true);
  }
  const first = scripts[0]!;
  const script = await request.get(first);
  expect(script.headers()['cache-control']).toBe(STATIC_CACHE_CONTROL);
  const file = path.join(distDir, STATIC_DIR, decodeURI(first.slice(STATIC_URL_PREFIX.length)));
  expect(await script.text()).toBe(readFileSync(file, 'utf8'));
});

test('the client router asks for its payload with the header and query parameter named, and gets it in the type named', async ({
  page,
}) => {
  await asAdmin(page);
  // the link's prefetch, or the navigation itself: both are the router's payload requests
  const payload = page.waitForResponse((r) => r.url().includes('/admin/activity'));
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Activity' }).first().click();
  const response = await payload;
  const url = new URL(response.url());
  expect(url.searchParams.has(RSC_QUERY), url.search).toBe(true);
  expect(response.request().headers()[RSC_HEADER]).toBe('1');
  expect(response.headers()['content-type']).toContain(RSC_CONTENT_TYPE);
  await expect(page).toHaveURL(/\/admin\/activity$/);
});
