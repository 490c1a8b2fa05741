import { describe, expect, it } from 'vitest';
import { cx } from './cx';

describe('cx', () => {
  it('joins class names with single spaces', () => {
    expect(cx('flex', 'gap-2 p-4', 'text-ink')).toBe('flex gap-2 p-4 text-ink');
  });

  it('leaves out the classes whose condition is false, null or undefined', () => {
    const open = false;
    expect(cx('panel', open && 'is-open', null, undefined, 'border')).toBe('panel border');
  });

  it('leaves out empty strings and returns an empty string for nothing', () => {
    expect(cx('', 'a', '')).toBe('a');
    expect(cx()).toBe('');
  });
});
