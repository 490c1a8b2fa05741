import { describe, expect, it } from 'vitest';
import { isPlainClick } from './plain-click';

const click = (changes: Partial<Parameters<typeof isPlainClick>[0]> = {}) => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  ...changes,
});

describe('isPlainClick', () => {
  it('takes the main button with no modifier', () => {
    expect(isPlainClick(click())).toBe(true);
  });

  it('leaves new tabs, new windows, other buttons and taken clicks to the browser', () => {
    for (const changes of [
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
      { defaultPrevented: true },
    ]) {
      expect(isPlainClick(click(changes)), JSON.stringify(changes)).toBe(false);
    }
  });
});
