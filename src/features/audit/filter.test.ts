import { describe, expect, it } from 'vitest';
import {
  activityQuery,
  londonDayEnd,
  londonDayStart,
  parseActivityFilter,
  parseCursor,
} from './filter';

describe('the Activity filter in the URL', () => {
  it('reads a filter and writes it back, defaults left out', () => {
    const filter = parseActivityFilter({
      kind: 'failed',
      person: ' Ada@Example.com ',
      from: '2026-03-01',
      to: '2026-03-31',
      before: '1772323200000-42',
    });
    expect(filter).toEqual({
      kind: 'failed',
      person: 'ada@example.com',
      from: '2026-03-01',
      to: '2026-03-31',
      before: { at: 1772323200000, id: 42 },
      after: null,
    });
    expect(activityQuery(filter)).toBe(
      '?kind=failed&person=ada%40example.com&from=2026-03-01&to=2026-03-31&before=1772323200000-42',
    );
    expect(activityQuery(parseActivityFilter({}))).toBe('');
  });

  it('drops what is not a filter: unknown kinds, impossible days, bad cursors', () => {
    expect(
      parseActivityFilter({
        kind: 'everything',
        from: '2026-02-30',
        to: 'yesterday',
        before: '12-x',
        after: "1'; drop table audit_log",
      }),
    ).toEqual({ kind: 'all', person: '', from: '', to: '', before: null, after: null });
    expect(parseCursor('99999999999999999-1')).toBeNull();
  });

  it('swaps a range typed backwards', () => {
    expect(parseActivityFilter({ from: '2026-05-02', to: '2026-05-01' })).toMatchObject({
      from: '2026-05-01',
      to: '2026-05-02',
    });
  });

  it('bounds days in UK time, in winter and in summer', () => {
    expect(londonDayStart('2026-01-15').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(londonDayEnd('2026-01-15').toISOString()).toBe('2026-01-16T00:00:00.000Z');
    expect(londonDayStart('2026-07-01').toISOString()).toBe('2026-06-30T23:00:00.000Z');
    // the clocks go forward on 29 March 2026: that day is 23 hours long
    expect(londonDayStart('2026-03-29').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(londonDayEnd('2026-03-29').toISOString()).toBe('2026-03-29T23:00:00.000Z');
    // and back on 25 October: 25 hours
    expect(londonDayStart('2026-10-25').toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(londonDayEnd('2026-10-25').toISOString()).toBe('2026-10-26T00:00:00.000Z');
  });
});
