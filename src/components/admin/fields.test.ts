import { describe, expect, it } from 'vitest';
import { z } from '@/lib/zod';
import {
  displayOrderField,
  idField,
  isSafeLink,
  optionalLink,
  optionalText,
  text,
  textList,
  toDisplayOrder,
} from './fields';

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

  it('keeps display orders within the integer column', () => {
    expect(toDisplayOrder(1e20)).toBe(2_147_483_647);
    expect(toDisplayOrder('-99999999999')).toBe(-2_147_483_647);
  });

  it('takes ids as whole numbers within the integer column, as numbers or digits', () => {
    expect(idField.parse(7)).toBe(7);
    expect(idField.parse(' 12 ')).toBe(12);
    for (const bad of [0, -1, 1.5, 2 ** 31, Number.NaN, '1e3', '1 OR 1=1', true, [1], null]) {
      expect(idField.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('drops control characters from text, keeping line breaks and tabs', () => {
    expect(text(50).parse(' a\u0000b\u001b[31m\tc\nd ')).toBe('ab[31m\tc\nd');
    expect(text(3).safeParse('abcd').success).toBe(false);
  });

  it('accepts site paths and web addresses as links, nothing that could run script', () => {
    for (const ok of [
      '/media/project-images/a.jpg',
      '/request-consultation',
      'https://example.com/x',
    ])
      expect(isSafeLink(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)'.trim(),
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/x.png',
      '/\\evil.example',
      'ftp://example.com/a',
      'media/a.jpg',
    ])
      expect(isSafeLink(bad), bad).toBe(false);
    expect(isSafeLink('/media/a.jpg', { sitePaths: false })).toBe(false);
    expect(optionalLink.parse('')).toBeNull();
    expect(optionalLink.safeParse('javascript:alert(1)').success).toBe(false);
  });
});
