import { describe, expect, it } from 'vitest';
import { isAnalyticsId } from './analytics';

describe('isAnalyticsId', () => {
  it('accepts Google tag ids', () => {
    expect(isAnalyticsId('G-ABC123XYZ9')).toBe(true);
    expect(isAnalyticsId(' G-ABC123XYZ9 ')).toBe(true);
    expect(isAnalyticsId('UA-12345678-1')).toBe(true);
  });

  it('rejects empty and unsafe values', () => {
    expect(isAnalyticsId(null)).toBe(false);
    expect(isAnalyticsId('')).toBe(false);
    expect(isAnalyticsId("G-1');alert(1);//")).toBe(false);
    expect(isAnalyticsId('something')).toBe(false);
  });
});
