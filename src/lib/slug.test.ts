import { describe, expect, it } from 'vitest';
import { RESERVED_SLUGS, slugFromTitle, slugify, slugProblem } from './slug';

describe('slugify', () => {
  it('transliterates, lower-cases and hyphenates', () => {
    expect(slugify('Café Nørd & the Straße')).toBe('cafe-nord-and-the-strasse');
    expect(slugify('  Œuvre — “Light”, 2024!  ')).toBe('oeuvre-light-2024');
    expect(slugify('Łódź Żółć')).toBe('lodz-zolc');
    expect(slugify('Москва дизайн')).toBe('moskva-dizayn');
    expect(slugify('Αθήνα')).toBe('athina');
    expect(slugify("Elena's studio")).toBe('elenas-studio');
    expect(slugify('日本')).toBe('');
  });

  it('cuts a long title at a word', () => {
    const slug = slugify(
      'Designing for Light: What 18 Years of Residential Work Has Taught Me',
      60,
    );
    expect(slug).toBe('designing-for-light-what-18-years-of-residential-work-has');
    expect(slug.length).toBeLessThanOrEqual(60);
  });
});

describe('slugFromTitle', () => {
  it('never offers a slug the rules refuse', () => {
    expect(slugFromTitle('', 'post')).toBe('post');
    expect(slugFromTitle('2024', 'post')).toBe('post-2024');
    expect(slugFromTitle('Admin', 'project')).toBe('project-admin');
    for (const title of ['Search', 'Media', '日本', 'A'.repeat(300), '---'])
      expect(slugProblem(slugFromTitle(title, 'post')), title).toBeNull();
  });
});

describe('slugProblem', () => {
  it('accepts lower-case words joined by single hyphens', () => {
    expect(slugProblem('kitchen-renovation-2024')).toBeNull();
  });

  it.each([
    ['', /Enter the address/],
    ['a'.repeat(81), /under 80/],
    ['Kitchen', /lower-case/],
    ['kitchen renovation', /lower-case/],
    ['kitchen--renovation', /lower-case/],
    ['-kitchen', /lower-case/],
    ['kitchen/../admin', /lower-case/],
    ['caf%C3%A9', /lower-case/],
    ['<script>', /lower-case/],
    ['123', /only digits/],
    ['admin', /kept for the site/],
  ])('refuses %j', (slug, message) => {
    expect(slugProblem(slug)).toMatch(message);
  });

  it('reserves what the site and its tools expect at the top of an address', () => {
    for (const word of ['admin', 'api', 'media', 'auth', 'preview', 'rss', 'search'])
      expect(RESERVED_SLUGS.has(word), word).toBe(true);
  });
});
