import { describe, expect, it } from 'vitest';
import { z } from '@/lib/zod';
import { displayOrderField, optionalText, textList, toDisplayOrder } from './fields';

describe('admin form fields', () => {
  it('falls back to 0 for a display order that is not a number', () => {
    expect(toDisplayOrder('')).toBe(0);
    expect(toDisplayOrder('abc')).toBe(0);
    expect(toDisplayOrder(undefined)).toBe(0);
    expect(toDisplayOrder(Number.NaN)).toBe(0);
    expect(toDisplayOrder('7')).toBe(7);
    expect(toDisplayOrder(3)).toBe(3);
    expect(displayOrderField.parse('x')).toBe(0);
    expect(z.object({ order: displayOrderField }).parse({})).toEqual({ order: 0 });
  });

  it('stores empty optional text as null and drops blank list items', () => {
    expect(optionalText.parse('  ')).toBeNull();
    expect(optionalText.parse(undefined)).toBeNull();
    expect(optionalText.parse(' Studio ')).toBe('Studio');
    expect(textList.parse([' Blender ', '', '  '])).toEqual(['Blender']);
  });
});
