import { describe, expect, it } from 'vitest';
import { feedTitle, renderRss, xmlEscape } from './rss';

const channel = {
  title: 'Studio — Blog',
  description: 'Notes & stories',
  siteUrl: 'https://studio.example/',
};
const post = (id: number, over: Partial<Parameters<typeof renderRss>[1][number]> = {}) => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  excerpt: `Excerpt ${id}`,
  author: 'Elena Marsh',
  category: 'Technology',
  tags: ['Unreal Engine', 'VR'],
  publishedAt: new Date(Date.UTC(2026, 0, id, 9)),
  ...over,
});

describe('xmlEscape', () => {
  it('escapes markup characters and drops forbidden control characters', () => {
    expect(xmlEscape(`<b>"Tom" & 'Jerry'</b>\u0007`)).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;',
    );
  });
});

describe('renderRss', () => {
  it('writes an RSS 2.0 channel with a self link', () => {
    const xml = renderRss(channel, []);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<title>Studio — Blog</title>');
    expect(xml).toContain('<description>Notes &amp; stories</description>');
    expect(xml).toContain('<link>https://studio.example/blog</link>');
    expect(xml).toContain(
      '<atom:link href="https://studio.example/rss.xml" rel="self" type="application/rss+xml"/>',
    );
  });

  it('lists each post with title, link, guid, pubDate, description and categories', () => {
    const xml = renderRss(channel, [
      post(2),
      post(1, { title: 'Light & <shadow>', tags: ['Technology'] }),
    ]);
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml).toContain('<link>https://studio.example/blog/post-2</link>');
    // the numbered address, which a rename never changes
    expect(xml).toContain('<guid isPermaLink="false">https://studio.example/blog/2</guid>');
    expect(xml).toContain(`<pubDate>${new Date(Date.UTC(2026, 0, 2, 9)).toUTCString()}</pubDate>`);
    expect(xml).toContain('<description>Excerpt 2</description>');
    expect(xml).toContain('<category>Technology</category>');
    expect(xml).toContain('<category>Unreal Engine</category>');
    expect(xml).toContain('<title>Light &amp; &lt;shadow&gt;</title>');
    // the category is not repeated when it is also a tag
    const second = xml.slice(xml.lastIndexOf('<item>'));
    expect(second.match(/<category>Technology<\/category>/g)).toHaveLength(1);
    // lastBuildDate is the newest post
    expect(xml).toContain(
      `<lastBuildDate>${new Date(Date.UTC(2026, 0, 2, 9)).toUTCString()}</lastBuildDate>`,
    );
  });
});

describe('feedTitle', () => {
  it('names the feed after the owner, or the site when no owner is set', () => {
    expect(feedTitle({ ownerName: 'Elena Marsh', siteTitle: 'Studio' })).toBe(
      'Elena Marsh — Design Insights & Stories',
    );
    expect(feedTitle({ ownerName: '', siteTitle: 'Studio' })).toBe('Studio — Blog');
  });
});
