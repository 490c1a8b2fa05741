import { describe, expect, it } from 'vitest';
import { twoDigits } from './two-digits';

describe('twoDigits', () => {
  it('pads one digit and leaves longer numbers as they are', () => {
    expect(twoDigits(1)).toBe('01');
    expect(twoDigits(0)).toBe('00');
    expect(twoDigits(12)).toBe('12');
    expect(twoDigits(120)).toBe('120');
  });
});
