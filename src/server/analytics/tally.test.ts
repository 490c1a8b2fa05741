import { describe, expect, it } from 'vitest';
import { Tally } from './tally';

// The in-memory count: a visitor is counted once a day per page and source,
// however often they come back that day, and again the next day (new salt).

const view = (over: Partial<Parameters<Tally['add']>[0]> = {}) => ({
  path: '/',
  referrerHost: null,
  utmSource: null,
  address: '203.0.113.7',
  userAgent: 'Firefox',
  ...over,
});

describe('Tally', () => {
  it('counts views and each visitor once a day, per page and per source', () => {
    const tally = new Tally(() => Date.parse('2026-03-01T10:00:00Z'));
    tally.add(view());
    tally.add(view());
    tally.add(view({ path: '/about' }));
    tally.add(view({ userAgent: 'Safari' })); // another browser at the same address
    tally.add(view({ address: '198.51.100.2', referrerHost: 'social.example' }));
    const rows = tally.take();
    const row = (dimension: string, key: string) =>
      rows.find((r) => r.dimension === dimension && r.key === key);
    expect(row('site', '')).toEqual({
      day: '2026-03-01',
      dimension: 'site',
      key: '',
      views: 5,
      visitors: 3,
    });
    expect(row('page', '/')).toMatchObject({ views: 4, visitors: 3 });
    expect(row('page', '/about')).toMatchObject({ views: 1, visitors: 1 });
    expect(row('source', '(direct)')).toMatchObject({ views: 4, visitors: 2 });
    expect(row('source', 'social.example')).toMatchObject({ views: 1, visitors: 1 });
    expect(row('referrer', 'social.example')).toMatchObject({ views: 1, visitors: 1 });
    expect(rows).toHaveLength(6);
    // taken totals are gone; nothing that identifies a visitor is in them
    expect(tally.take()).toEqual([]);
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113|Firefox/);
  });

  it('prefers the UTM source to the referrer for the source', () => {
    const tally = new Tally(() => Date.parse('2026-03-01T10:00:00Z'));
    tally.add(view({ utmSource: 'newsletter', referrerHost: 'mail.example' }));
    expect(tally.take().find((r) => r.dimension === 'source')?.key).toBe('newsletter');
  });

  it('counts the same visitor again on a new day, with a new salt', () => {
    let now = Date.parse('2026-03-01T23:59:00Z');
    const tally = new Tally(() => now);
    tally.add(view());
    now = Date.parse('2026-03-02T00:01:00Z');
    tally.add(view());
    tally.add(view());
    const site = tally.take().filter((r) => r.dimension === 'site');
    expect(site).toEqual([
      { day: '2026-03-01', dimension: 'site', key: '', views: 1, visitors: 1 },
      { day: '2026-03-02', dimension: 'site', key: '', views: 2, visitors: 1 },
    ]);
  });

  it('keeps totals it could not write for the next batch', () => {
    const tally = new Tally(() => Date.parse('2026-03-01T10:00:00Z'));
    tally.add(view());
    const failed = tally.take();
    tally.add(view({ address: '198.51.100.9' }));
    tally.restore(failed);
    expect(tally.take().find((r) => r.dimension === 'site')).toMatchObject({
      views: 2,
      visitors: 2,
    });
  });
  it('gives one row a day per page or source, whatever was put back and counted since', () => {
    let now = Date.parse('2026-03-01T23:00:00Z');
    const tally = new Tally(() => now);
    tally.add(view());
    const yesterday = tally.take();
    now = Date.parse('2026-03-02T08:00:00Z');
    tally.add(view());
    const failed = tally.take();
    tally.add(view({ address: '198.51.100.9' }));
    // one statement writes a batch: a key twice in it would be refused by the database
    tally.restore(failed);
    tally.restore(yesterday);
    tally.restore(yesterday);
    tally.add(view({ address: '198.51.100.10' }));
    const rows = tally.take();
    const ids = rows.map((r) => `${r.day} ${r.dimension} ${r.key}`);
    expect(new Set(ids).size).toBe(ids.length);
    const site = (day: string) => rows.find((r) => r.day === day && r.dimension === 'site');
    expect(site('2026-03-02')).toMatchObject({ views: 3, visitors: 3 });
    expect(site('2026-03-01')).toMatchObject({ views: 2, visitors: 2 });
    expect(tally.take()).toEqual([]);
  });
  it('keeps counting views of new sources past its limit of keys, without their visitors', () => {
    const tally = new Tally(() => Date.parse('2026-03-01T10:00:00Z'), 3);
    for (const utmSource of ['a', 'b', 'c', 'c']) tally.add(view({ utmSource }));
    const first = tally.take();
    const row = (rows: typeof first, key: string) => rows.find((r) => r.key === key);
    expect(row(first, 'a')).toMatchObject({ views: 1, visitors: 1 });
    expect(row(first, 'b')).toMatchObject({ views: 1, visitors: 0 });
    expect(row(first, 'c')).toMatchObject({ views: 2, visitors: 0 });
    tally.add(view({ utmSource: 'c' }));
    tally.restore(first);
    const second = tally.take();
    expect(second.filter((r) => r.key === 'c')).toEqual([
      { day: '2026-03-01', dimension: 'source', key: 'c', views: 3, visitors: 0 },
    ]);
  });
});
