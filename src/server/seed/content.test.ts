import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ABOUT } from './content/about';
import { FAQ } from './content/faq';
import { POSTS, readTime, wordCount } from './content/posts';
import { pricingPackages } from './content/pricing';
import { PROJECTS } from './content/projects';
import { allArt } from './art-list';
import { seedImageDir } from './store-images';

describe('seed content', () => {
  it('has the stats and notable projects the About section shows', () => {
    expect(ABOUT.stats.map((s) => `${s.label} ${s.value}`)).toEqual([
      'Years Experience 18+',
      'Design Disciplines 6+',
      'Happy Clients 50+',
      'Projects Completed 200+',
    ]);
    expect(new Set(ABOUT.softwareList).size).toBe(20);
  });

  it('has five FAQ categories of three questions', () => {
    expect(FAQ).toHaveLength(5);
    for (const c of FAQ) expect(c.entries).toHaveLength(3);
  });

  it('computes read time from the word count at 200 words a minute', () => {
    expect(readTime('<p>word</p>')).toBe('1 min read');
    expect(readTime(`<p>${'word '.repeat(200)}</p>`)).toBe('1 min read');
    expect(readTime(`<p>${'word '.repeat(201)}</p>`)).toBe('2 min read');
    expect(wordCount('<h2>Two words</h2><p>and&nbsp;three more</p>')).toBe(5);
    for (const post of POSTS) {
      const words = wordCount(post.content);
      expect(words, post.title).toBeGreaterThanOrEqual(500);
      expect(words, post.title).toBeLessThanOrEqual(900);
      expect(post.excerpt.split(/(?<=[.!?])\s/).length).toBeLessThanOrEqual(2);
    }
  });

  it('prices every service type, tier and region, in the published price bands', () => {
    const rows = pricingPackages();
    expect(rows).toHaveLength(45);
    expect(new Set(rows.map((r) => `${r.serviceType}${r.tier}${r.region}`)).size).toBe(45);
    const band = (s: string, t: string, r: string) =>
      rows.find((x) => x.serviceType === s && x.tier === t && x.region === r)!.priceRange;
    expect([
      band('spatial', 'basic', 'UK'),
      band('spatial', 'premium', 'UK'),
      band('spatial', 'enterprise', 'UK'),
    ]).toEqual(['£1,500 - £3,500', '£3,500 - £8,000', '£8,000 - £20,000+']);
    expect([
      band('archviz', 'basic', 'UK'),
      band('archviz', 'premium', 'UK'),
      band('archviz', 'enterprise', 'UK'),
    ]).toEqual(['£800 - £1,500', '£1,500 - £3,500', '£3,500 - £8,000+']);
    expect([
      band('unreal', 'basic', 'UK'),
      band('unreal', 'premium', 'UK'),
      band('unreal', 'enterprise', 'UK'),
    ]).toEqual(['£2,500 - £4,500', '£4,500 - £8,500', '£8,500 - £15,000+']);
    expect([
      band('webdev', 'basic', 'UK'),
      band('webdev', 'premium', 'UK'),
      band('webdev', 'enterprise', 'UK'),
    ]).toEqual(['£1,200 - £3,000', '£3,000 - £8,000', '£8,000 - £20,000+']);
    expect(band('archviz', 'basic', 'SA')).toBe('R8,000 - R15,000');
    expect(band('archviz', 'basic', 'AU')).toBe('A$1,200 - A$2,200');
    expect(rows.find((r) => r.serviceType === 'archviz' && r.region === 'UK')!.hourlyRate).toBe(
      '£65/hr',
    );
  });

  it('gives every image a unique key and real alt text', () => {
    const art = allArt();
    expect(new Set(art.map((a) => a.key)).size).toBe(art.length);
    for (const a of art) {
      expect(a.key).toMatch(/^project-images\/seed\/[a-z0-9-]+\.(webp|png|jpg)$/);
      expect(a.alt.length).toBeGreaterThan(20);
    }
    for (const p of PROJECTS) expect(p.gallery.length).toBeGreaterThanOrEqual(3);
  });

  it('has a committed file for every image, of the size and format the content gives it', async () => {
    const art = allArt();
    const files = await readdir(seedImageDir());
    expect(files.sort()).toEqual(art.map((a) => a.file).sort());
    for (const a of art) {
      const meta = await sharp(path.join(seedImageDir(), a.file)).metadata();
      expect([meta.width, meta.height, meta.format], a.file).toEqual([a.width, a.height, a.format]);
    }
  });
});
