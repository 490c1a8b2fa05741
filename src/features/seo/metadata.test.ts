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

vi.mock('@/env', () => ({ env: () => ({ SITE_URL: 'https://studio.example' }) }));
vi.mock('@/features/settings/queries', () => ({ getSiteSettings: async () => settings.value }));

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
    expect(og.images).toEqual([
      {
        url: 'https://studio.example/media/og.jpg',
        alt: 'FAQ | Elena Marsh — Design & Visualization',
      },
    ]);
    const tw = meta.twitter as Record<string, unknown>;
    expect(tw.card).toBe('summary_large_image');
    expect(tw.site).toBe('@elenamarsh');
    expect(meta.robots).toEqual({ index: true, follow: true });
  });

  it('describes articles with dates and tags, and prefers the page image', async () => {
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
    expect((og.images as { url: string }[])[0]!.url).toBe('https://cdn.example/light.jpg');
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

  it('leaves out images and handles that are not set', async () => {
    settings.value.ogImage = null;
    settings.value.twitterHandle = null;
    const meta = await pageMetadata({ title: 'About', description: 'd', path: '/about' });
    expect((meta.openGraph as Record<string, unknown>).images).toBeUndefined();
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
