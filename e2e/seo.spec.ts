import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { FIRST_POST, FIRST_PROJECT, SITEMAP_ROUTES } from '../scripts/lib/public-routes.mjs';

// Metadata, structured data, sitemap, robots.txt and the RSS feed.

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types: string[] = [];
  const collect = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(collect);
    if (node && typeof node === 'object') {
      const t = (node as Record<string, unknown>)['@type'];
      if (typeof t === 'string') types.push(t);
      if (Array.isArray(t)) types.push(...t.filter((x): x is string => typeof x === 'string'));
      const graph = (node as Record<string, unknown>)['@graph'];
      if (graph) collect(graph);
    }
  };
  for (const block of blocks) collect(JSON.parse(block));
  return types;
}

/** The content of every `<meta name=...>` tag of that name in a served document. */
function metaContent(html: string, name: string): string[] {
  return [...html.matchAll(/<meta\s[^>]*>/g)].flatMap(([tag]) => {
    const attribute = (key: string) => tag.match(new RegExp(`\\s${key}="([^"]*)"`))?.[1];
    return attribute('name') === name ? [attribute('content') ?? ''] : [];
  });
}

// metadata is in the document from the first byte: no need to wait for images
const ready = { waitUntil: 'domcontentloaded' } as const;

test.describe('page metadata', () => {
  test('canonical links drop the trailing slash except on the root', async ({ page, baseURL }) => {
    await page.goto('/about/', ready);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/about`);
    await page.goto('/faq', ready);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/faq`);
    await page.goto('/', ready);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);
  });

  test('robots meta is index, follow and the theme colour is black', async ({ request }) => {
    // every page the sitemap invites a search engine to, as a crawler reads it: the served HTML
    for (const path of SITEMAP_ROUTES) {
      const html = await (await request.get(path)).text();
      expect(metaContent(html, 'robots'), path).toEqual(['index, follow']);
      expect(metaContent(html, 'theme-color'), path).toEqual(['#000000']);
    }
  });

  test('pages carry title, description, Open Graph and Twitter tags from the site settings', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/about', ready);
    await expect(page).toHaveTitle('About | Elena Marsh — Design & Visualization');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /18 years|Eighteen years/i,
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${baseURL}/about`,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /About/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /.+/);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      `${baseURL}/rss.xml`,
    );
  });

  test('the home page has 49 keywords', async ({ page }) => {
    await page.goto('/', ready);
    const content = await page.locator('meta[name="keywords"]').getAttribute('content');
    expect(content).toBeTruthy();
    const keywords = content!
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean);
    expect(keywords).toHaveLength(49);
  });

  test('articles are described as articles', async ({ page }) => {
    await page.goto(FIRST_POST, ready);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
      'content',
      /^\d{4}-\d{2}-\d{2}T/,
    );
  });
});

test.describe('structured data', () => {
  test('the home page describes the person, the business, the organisation and the site', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/', ready);
    const types = await jsonLdTypes(page);
    for (const type of ['Person', 'ProfessionalService', 'Organization', 'WebSite'])
      expect(types).toContain(type);
    const blocks = (
      await page.locator('script[type="application/ld+json"]').allTextContents()
    ).join('\n');
    expect(blocks).toContain(`${baseURL}/search?q={search_term_string}`);
  });

  test('a blog post is a BlogPosting at /blog/{slug}', async ({ page, baseURL }) => {
    await page.goto(FIRST_POST, ready);
    expect(await jsonLdTypes(page)).toContain('BlogPosting');
    const blocks = (
      await page.locator('script[type="application/ld+json"]').allTextContents()
    ).join('\n');
    expect(blocks).toContain(`${baseURL}${FIRST_POST}`);
  });

  test('a project is a CreativeWork at /projects/{slug}', async ({ page, baseURL }) => {
    await page.goto(FIRST_PROJECT, ready);
    expect(await jsonLdTypes(page)).toContain('CreativeWork');
    const blocks = (
      await page.locator('script[type="application/ld+json"]').allTextContents()
    ).join('\n');
    expect(blocks).toContain(`${baseURL}${FIRST_PROJECT}`);
  });

  test('the FAQ page is an FAQPage', async ({ page }) => {
    await page.goto('/faq', ready);
    expect(await jsonLdTypes(page)).toContain('FAQPage');
  });
});

test.describe('search engine files', () => {
  test('sitemap.xml lists every public page, posts and projects with lastmod', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of SITEMAP_ROUTES) {
      expect(locs).toContain(path === '/' ? `${baseURL}/` : `${baseURL}${path}`);
    }
    expect(locs).toContain(`${baseURL}${FIRST_POST}`);
    expect(locs).toContain(`${baseURL}${FIRST_PROJECT}`);
    expect(locs.some((l) => /\/(admin|auth|api)(\/|$)/.test(l!))).toBe(false);
    const urls = xml.match(/<url>/g)?.length ?? 0;
    const lastmods = xml.match(/<lastmod>\d{4}-\d{2}-\d{2}/g)?.length ?? 0;
    expect(lastmods).toBe(urls);
  });

  test('robots.txt allows all but the private areas and points at the sitemap', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toContain('Allow: /');
    for (const path of ['/admin', '/auth', '/api']) expect(text).toContain(`Disallow: ${path}`);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('rss.xml is an RSS 2.0 feed of the published posts', async ({ request, baseURL, page }) => {
    const response = await request.get('/rss.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<rss version="2.0"');
    const items = xml.match(/<item>[\s\S]*?<\/item>/g) ?? [];
    expect(items.length).toBeGreaterThanOrEqual(8);
    for (const item of items) {
      expect(item).toMatch(/<title>[^<]+<\/title>/);
      expect(item).toMatch(new RegExp(`<link>${baseURL}/blog/[a-z0-9-]+</link>`));
      expect(item).toMatch(new RegExp(`<guid isPermaLink="false">${baseURL}/blog/\\d+</guid>`));
      expect(item).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
      expect(item).toMatch(/<description>[^<]*<\/description>/);
      expect(item).toMatch(/<category>[^<]+<\/category>/);
    }
    expect(xml).toContain(`<link>${baseURL}${FIRST_POST}</link>`);

    // the browser parses it as well-formed XML
    await page.goto('/privacy', ready);
    const wellFormed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return (
        doc.getElementsByTagName('parsererror').length === 0 &&
        doc.documentElement.nodeName === 'rss'
      );
    }, xml);
    expect(wellFormed).toBe(true);
  });
});
