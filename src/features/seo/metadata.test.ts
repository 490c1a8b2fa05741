import { beforeEach, describe, expect, it, vi } from 'vitest';

const settings = vi.hoisted(() => ({
  value: {
    siteTitle: 'Elena Marsh — Design & Visualization',
    siteDescription: 'Independent designer.',
    ownerName: 'Elena Marsh',
    ogImage: '/media/og.jpg' as string | null,
    twitterHandle: 'elenamarsh' as string | null,
  },
}));

vi.mock('@/env', () => ({
  env: () => ({
    SITE_URL: 'https://studio.example',
    AUTH_SECRET: 'metadata-test-secret-'.padEnd(48, 'x'),
    DATA_DIR: '/nonexistent',
  }),
}));
vi.mock('@/features/settings/queries', () => ({ getSiteSettings: async () => settings.value }));
vi.mock('@/features/media/focus', () => ({
  focalPointOf: async (url: string | null) =>
    url === '/media/project-images/light.jpg' ? { x: 30, y: 70 } : { x: 50, y: 50 },
}));

/** A card drawn for `title`: a signed, versioned PNG of 1200 by 630. */
const drawn = (title: string) => ({
  url: expect.stringMatching(
    new RegExp(
      `^https://studio\\.example/cards/[\\w-]{12}\\.png\\?title=${encodeURIComponent(title).replace(/%20/g, '\\+')}&sig=[\\w-]{22}$`,
    ),
  ),
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: title,
});

const { HOME_KEYWORDS, pageMetadata } = await import('./metadata');

describe('pageMetadata', () => {
  beforeEach(() => {
    settings.value.ogImage = '/media/og.jpg';
    settings.value.twitterHandle = 'elenamarsh';
  });

  it('sets a canonical URL without a trailing slash', async () => {
    const meta = await pageMetadata({ title: 'About', description: 'd', path: '/about/' });
    expect(meta.alternates?.canonical).toBe('https://studio.example/about');
  });

  it('keeps the slash on the root', async () => {
    const meta = await pageMetadata({ title: '', description: 'd', path: '/' });
    expect(meta.alternates?.canonical).toBe('https://studio.example/');
    expect(meta.title).toEqual({ absolute: 'Elena Marsh — Design & Visualization' });
    // so Next.js does not resolve the root canonical to the bare origin
    expect(meta.metadataBase).toBeNull();
  });

  it('fills Open Graph and Twitter from the page and the site settings', async () => {
    const meta = await pageMetadata({ title: 'FAQ', description: 'Answers', path: '/faq' });
    expect(meta.title).toBe('FAQ');
    const og = meta.openGraph as Record<string, unknown>;
    expect(og.title).toBe('FAQ | Elena Marsh — Design & Visualization');
    expect(og.url).toBe('https://studio.example/faq');
    expect(og.type).toBe('website');
    // no cover of its own: a card drawn from its title
    expect(og.images).toEqual([drawn('FAQ')]);
    const tw = meta.twitter as Record<string, unknown>;
    expect(tw.images).toEqual(og.images);
    expect(tw.card).toBe('summary_large_image');
    expect(tw.site).toBe('@elenamarsh');
    expect(meta.robots).toEqual({ index: true, follow: true });
  });

  it('describes articles with dates and tags; a cover from elsewhere is not the card', async () => {
    const meta = await pageMetadata({
      title: 'Light',
      description: 'On light',
      path: '/blog/1',
      type: 'article',
      image: 'https://cdn.example/light.jpg',
      publishedTime: new Date('2026-01-02T09:00:00Z'),
      modifiedTime: '2026-01-03T10:00:00Z',
      tags: ['Lighting'],
    });
    const og = meta.openGraph as Record<string, unknown>;
    expect(og.type).toBe('article');
    expect(og.publishedTime).toBe('2026-01-02T09:00:00.000Z');
    expect(og.modifiedTime).toBe('2026-01-03T10:00:00.000Z');
    expect(og.tags).toEqual(['Lighting']);
    expect(og.images).toEqual([drawn('Light')]);
  });

  it('crops a library cover, and the home page’s sharing image, at the focal point', async () => {
    const meta = await pageMetadata({
      title: 'Light',
      description: 'd',
      path: '/blog/light',
      image: '/media/project-images/light.jpg',
      imageAlt: 'A lit room',
    });
    expect((meta.openGraph as Record<string, unknown>).images).toEqual([
      {
        url: 'https://studio.example/media/project-images/light.jpg?card=30-70',
        width: 1200,
        height: 630,
        type: 'image/jpeg',
        alt: 'A lit room',
      },
    ]);
    settings.value.ogImage = '/media/project-images/og.jpg';
    const home = await pageMetadata({ title: '', description: 'd', path: '/' });
    expect((home.openGraph as { images: { url: string }[] }).images[0]!.url).toBe(
      'https://studio.example/media/project-images/og.jpg?card=50-50',
    );
  });

  it('can keep a page out of search results', async () => {
    const meta = await pageMetadata({
      title: 'Draft',
      description: 'd',
      path: '/x',
      noindex: true,
    });
    expect(meta.robots).toMatchObject({ index: false, follow: false });
  });

  it('draws the home page’s card without a sharing image, and leaves out handles not set', async () => {
    settings.value.ogImage = null;
    settings.value.twitterHandle = null;
    const meta = await pageMetadata({ title: '', description: 'd', path: '/' });
    expect((meta.openGraph as Record<string, unknown>).images).toEqual([
      drawn('Elena Marsh — Design & Visualization'),
    ]);
    expect((meta.twitter as Record<string, unknown>).site).toBeUndefined();
  });

  it('links the RSS feed, since a page alternates replace the layout ones', async () => {
    const meta = await pageMetadata({ title: 'About', description: 'd', path: '/about' });
    expect(meta.alternates?.types).toEqual({
      'application/rss+xml': [
        { url: 'https://studio.example/rss.xml', title: 'Elena Marsh — Design Insights & Stories' },
      ],
    });
  });

  it('passes keywords through', async () => {
    const meta = await pageMetadata({
      title: '',
      description: 'd',
      path: '/',
      keywords: HOME_KEYWORDS,
    });
    expect(meta.keywords).toEqual([...HOME_KEYWORDS]);
  });
});

describe('HOME_KEYWORDS', () => {
  it('has exactly 49 distinct keywords that survive comma joining', () => {
    expect(HOME_KEYWORDS).toHaveLength(49);
    expect(new Set(HOME_KEYWORDS.map((k) => k.toLowerCase())).size).toBe(49);
    for (const k of HOME_KEYWORDS) {
      expect(k).not.toContain(',');
      expect(k.trim()).toBe(k);
    }
  });
});
