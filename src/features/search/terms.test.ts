import { describe, expect, it } from 'vitest';
import { escapeLike, normaliseQuery, readQuery, searchPatterns } from './terms';

describe('search terms', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('100%')).toBe('100\\%');
    expect(escapeLike('snake_case')).toBe('snake\\_case');
    expect(escapeLike('a\\b')).toBe('a\\\\b');
  });

  it('turns a query into one pattern per distinct word', () => {
    expect(searchPatterns('  Unreal   walkthrough unreal ')).toEqual(['%unreal%', '%walkthrough%']);
    expect(searchPatterns('')).toEqual([]);
    expect(searchPatterns('50% off')).toEqual(['%50\\%%', '%off%']);
  });

  it('caps the number of words', () => {
    expect(searchPatterns('a b c d e f g h')).toHaveLength(6);
  });

  it('normalises the q parameter', () => {
    expect(normaliseQuery(undefined)).toBe('');
    expect(normaliseQuery(['  light  and   shade ', 'x'])).toBe('light and shade');
    expect(normaliseQuery('x'.repeat(500))).toHaveLength(100);
  });
});

describe('hostile queries', () => {
  it('drops control characters, which the database refuses', () => {
    expect(searchPatterns('a\u0000b')).toEqual(['%a%', '%b%']);
    expect(normaliseQuery('harbour\u0000\u001b house')).toBe('harbour house');
  });

  it('says when a query was cut', () => {
    expect(readQuery('x'.repeat(101))).toEqual({ q: 'x'.repeat(100), cut: true });
    expect(readQuery(' x '.repeat(10))).toEqual({ q: 'x x x x x x x x x x', cut: false });
  });
});
