import { describe, expect, it } from 'vitest';
import { cityOf, formatList, paragraphs, slugify } from './format';

describe('formatList', () => {
  it('joins like a sentence', () => {
    expect(formatList([])).toBe('');
    expect(formatList(['London'])).toBe('London');
    expect(formatList(['London', 'Sydney'])).toBe('London and Sydney');
    expect(formatList(['London', 'Cape Town', 'Sydney'])).toBe('London, Cape Town and Sydney');
  });

  it('ignores blank entries', () => {
    expect(formatList(['London', ' ', 'Sydney'])).toBe('London and Sydney');
  });
});

describe('paragraphs', () => {
  it('splits at blank lines and trims', () => {
    expect(paragraphs('First line\nstill first.\n\n  Second.  \n\n\n')).toEqual([
      'First line\nstill first.',
      'Second.',
    ]);
  });
});

describe('slugify', () => {
  it('makes fragment ids from category names', () => {
    expect(slugify('Process & Pricing')).toBe('process-pricing');
    expect(slugify('Architectural & Interior Design')).toBe('architectural-interior-design');
    expect(slugify('Café Réseau')).toBe('cafe-reseau');
    expect(slugify('&&')).toBe('section');
  });
});

describe('cityOf', () => {
  it('keeps the place name of a location', () => {
    expect(cityOf('Cape Town, South Africa')).toBe('Cape Town');
    expect(cityOf('Sydney')).toBe('Sydney');
  });
});
