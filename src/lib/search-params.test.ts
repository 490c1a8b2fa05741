import { describe, expect, it } from 'vitest';
import { firstParam } from './search-params';

describe('firstParam', () => {
  it('reads a parameter given once as it is', () => {
    expect(firstParam('spam')).toBe('spam');
    expect(firstParam('', 'all')).toBe('');
  });

  it('reads the first of a repeated parameter', () => {
    expect(firstParam(['spam', 'all'])).toBe('spam');
    expect(firstParam(['', 'all'], 'none')).toBe('');
  });

  it('gives the fallback, or undefined, for a parameter with no value', () => {
    expect(firstParam(undefined)).toBeUndefined();
    expect(firstParam([])).toBeUndefined();
    expect(firstParam(undefined, '')).toBe('');
    expect(firstParam([], 'all')).toBe('all');
  });
});
