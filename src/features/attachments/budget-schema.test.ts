import { describe, expect, it } from 'vitest';
import { budgetSchema, typedMegabytes } from './budget-schema';

const messages = (input: unknown) => {
  const parsed = budgetSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the attachment budgets', () => {
  it('take whole megabytes, or null for the server’s default', () => {
    expect(budgetSchema.parse({ dailyMb: 200, quotaMb: 5120 })).toEqual({
      dailyMb: 200,
      quotaMb: 5120,
    });
    expect(budgetSchema.parse({ dailyMb: null, quotaMb: null })).toEqual({
      dailyMb: null,
      quotaMb: null,
    });
    expect(budgetSchema.parse({ dailyMb: 50, quotaMb: 1_000_000 })).toEqual({
      dailyMb: 50,
      quotaMb: 1_000_000,
    });
  });

  it.each([
    [
      { dailyMb: 49, quotaMb: null },
      'dailyMb: Allow at least 50 MB a day: one request may carry that much.',
    ],
    [
      { dailyMb: null, quotaMb: 10 },
      'quotaMb: Allow at least 50 MB: one request may carry that much.',
    ],
    [{ dailyMb: 100_001, quotaMb: null }, 'dailyMb: Keep the daily limit at 100,000 MB or less.'],
    [
      { dailyMb: null, quotaMb: 1_000_001 },
      'quotaMb: Keep the storage limit at 1,000,000 MB (about 1 TB) or less.',
    ],
    [{ dailyMb: 200.5, quotaMb: null }, 'dailyMb: Enter whole megabytes, without a decimal point.'],
    [
      { dailyMb: 'lots', quotaMb: null },
      'dailyMb: Enter a number of megabytes, such as 200, or leave it empty.',
    ],
    [
      { dailyMb: '200', quotaMb: null },
      'dailyMb: Enter a number of megabytes, such as 200, or leave it empty.',
    ],
    [{ dailyMb: null, quotaMb: Number.POSITIVE_INFINITY }, expect.stringMatching(/^quotaMb: /)],
    [{ dailyMb: Number.NaN, quotaMb: null }, expect.stringMatching(/^dailyMb: /)],
    [{ quotaMb: null }, expect.stringMatching(/^dailyMb: /)],
  ])('refuse %o', (input, message) => {
    expect(messages(input)).toEqual([message]);
  });

  it.each([
    ['', null],
    ['   ', null],
    ['200', 200],
    [' 5120 ', 5120],
    ['5,120', 5120],
    ['1 000 000', 1_000_000],
    ['200 MB', 200],
    ['200mb', 200],
    ['12.5', 12.5],
    ['2 GB', '2 GB'],
    ['lots', 'lots'],
    ['-5', '-5'],
    ['1e3', '1e3'],
    ['5,12', '5,12'],
  ])('read %j as typed into the field as %j', (typed, value) => {
    expect(typedMegabytes(typed)).toEqual(value);
  });
});
