import { describe, expect, it } from 'vitest';
import { isAnalyticsId } from '@/features/seo/analytics-id';
import { settingsSchema } from './schemas';

const analyticsIdAccepted = (id: string) =>
  settingsSchema.safeParse({ googleAnalyticsId: id }).success;

describe('settings: Google Analytics ID', () => {
  it('accepts exactly the ids the analytics tag renders', () => {
    for (const id of ['G-ABC123XYZ9', 'UA-12345678-1', 'GT-WXYZ12', 'AW-123456789']) {
      expect(analyticsIdAccepted(id)).toBe(true);
      expect(isAnalyticsId(id)).toBe(true);
    }
    // too short to be real: saving it would give a site that silently never loads the tag
    for (const id of ['G-AB', 'not an id', "G-1');alert(1);//", 'X-ABCDEFGH']) {
      expect(analyticsIdAccepted(id)).toBe(false);
      expect(isAnalyticsId(id)).toBe(false);
    }
  });

  it('leaves the id unset when the field is empty', () => {
    expect(settingsSchema.parse({ googleAnalyticsId: '' }).googleAnalyticsId).toBeNull();
  });
});
