import { describe, expect, it } from 'vitest';
import { postCategories } from './categories';
import { filterFromParams, filterPosts, postFilterHref } from './filter';
import { formatPostDate } from './format';

const posts = [
  {
    id: 1,
    title: 'Designing the Harbour Residence',
    excerpt: 'How daylight studies shaped a coastal home.',
    category: 'Project Showcase',
    tags: ['Daylight', 'Residential'],
  },
  {
    id: 2,
    title: 'Timber, Stone and Restraint',
    excerpt: 'A material palette for a family house in the Cape.',
    category: 'Residential',
    tags: ['Materials'],
  },
  {
    id: 3,
    title: 'Real-Time Walkthroughs with Unreal Engine',
    excerpt: 'Why clients decide faster inside a model they can explore.',
    category: 'Technology',
    tags: ['Unreal Engine', 'VR'],
  },
  {
    id: 4,
    title: 'Passive Cooling in Warm Climates',
    excerpt: 'Shade, mass and air movement before machinery.',
    category: 'Sustainability',
    tags: ['Climate', 'residential'],
  },
];

describe('blog filter', () => {
  it("lists 'All' then each distinct category once, alphabetically", () => {
    expect(postCategories([...posts, { category: 'Technology' }])).toEqual([
      'All',
      'Project Showcase',
      'Residential',
      'Sustainability',
      'Technology',
    ]);
  });

  it('shows everything by default', () => {
    expect(filterPosts(posts, { category: 'All', query: '' })).toHaveLength(4);
  });

  it('filters by category alone', () => {
    expect(filterPosts(posts, { category: 'Technology', query: '' }).map((p) => p.id)).toEqual([3]);
  });

  it('searches title, excerpt and tags case-insensitively', () => {
    expect(filterPosts(posts, { category: 'All', query: 'HARBOUR' }).map((p) => p.id)).toEqual([1]);
    expect(
      filterPosts(posts, { category: 'All', query: 'material palette' }).map((p) => p.id),
    ).toEqual([2]);
    expect(filterPosts(posts, { category: 'All', query: 'vr' }).map((p) => p.id)).toEqual([3]);
    expect(filterPosts(posts, { category: 'All', query: 'residential' }).map((p) => p.id)).toEqual([
      1, 4,
    ]);
  });

  it('does not search the category name or the body', () => {
    expect(filterPosts(posts, { category: 'All', query: 'Sustainability' })).toEqual([]);
  });

  it('combines category AND search', () => {
    expect(
      filterPosts(posts, { category: 'Sustainability', query: 'residential' }).map((p) => p.id),
    ).toEqual([4]);
    expect(filterPosts(posts, { category: 'Technology', query: 'residential' })).toEqual([]);
  });

  it('ignores surrounding spaces in the search', () => {
    expect(filterPosts(posts, { category: 'All', query: '  unreal  ' }).map((p) => p.id)).toEqual([
      3,
    ]);
  });

  it('reads and writes the filter in the address', () => {
    const categories = postCategories(posts);
    expect(filterFromParams({ category: 'technology', q: 'vr' }, categories)).toEqual({
      category: 'Technology',
      query: 'vr',
    });
    expect(filterFromParams({ category: 'Unknown' }, categories)).toEqual({
      category: 'All',
      query: '',
    });
    expect(postFilterHref({ category: 'All', query: '' })).toBe('/blog');
    expect(postFilterHref({ category: 'Project Showcase', query: ' light ' })).toBe(
      '/blog?category=Project+Showcase&q=light',
    );
  });

  it('formats dates the British way, as Intl would, in UTC', () => {
    expect(formatPostDate('2024-03-14T09:00:00.000Z')).toBe('14 March 2024');
    expect(formatPostDate('2024-03-14T23:30:00.000-02:00')).toBe('15 March 2024');
    const intl = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let year = 1999; year <= 2031; year += 4) {
      for (let month = 0; month < 12; month++) {
        for (const day of [1, 9, 28]) {
          const iso = new Date(Date.UTC(year, month, day, 12)).toISOString();
          expect(formatPostDate(iso), iso).toBe(intl.format(new Date(iso)));
        }
      }
    }
    expect(() => formatPostDate('not a date')).toThrow(RangeError);
  });
});
