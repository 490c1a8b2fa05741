import { describe, expect, it } from 'vitest';
import { longDate } from './long-date';

describe('longDate', () => {
  it('writes British dates', () => {
    expect(longDate('2026-11-22')).toBe('22 November 2026');
  });

  it("writes what Intl's en-GB long date writes, in UTC", () => {
    expect(longDate('2024-03-14T23:30:00.000-02:00')).toBe('15 March 2024');
    const intl = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let year = 1999; year <= 2031; year += 4) {
      for (let month = 0; month < 12; month++) {
        for (const day of [1, 9, 28]) {
          const date = new Date(Date.UTC(year, month, day, 12));
          expect(longDate(date), date.toISOString()).toBe(intl.format(date));
        }
      }
    }
  });

  it('refuses a value that is no date', () => {
    expect(() => longDate('not a date')).toThrow(RangeError);
  });
});
