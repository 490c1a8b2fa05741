import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '#test/databases';
import { openBookings } from '#test/booking';
import { current } from '#test/request-context';
import type { Connection } from '@/server/db/connect';
import { feedToken } from './feed';
import { bookingSettings } from '@/server/db/schema';
import { loadAvailability, newFeedSecret } from './store';

// The booking's two public addresses under hostile input: the picker's open times (a zone
// named by the browser) and the owner's calendar feed (opened by its secret token alone).

vi.mock('@/server/db', async () => (await import('#test/request-context')).mockDb());
vi.mock('next/headers', async () => (await import('#test/request-context')).mockHeaders());
vi.mock('next/cache', async () => (await import('#test/request-context')).mockCache());

const SITE = 'http://localhost:3000';
const [pglite] = testDatabases();

describe('the booking routes under hostile input', () => {
  let conn: Connection;
  beforeAll(async () => {
    conn = await pglite!.open();
    current.db = conn.db;
    await openBookings(conn.db);
  });
  afterAll(async () => {
    current.db = undefined;
    await conn?.close();
  });

  const slots = async (query: string) => {
    const { GET } = await import('@/app/api/booking/slots/route');
    return GET(new Request(`${SITE}/api/booking/slots${query}`));
  };
  const feed = async (token: string) => {
    const { GET } = await import('@/app/api/booking/feed/[token]/route');
    return GET(new Request(`${SITE}/api/booking/feed/${token}`), {
      params: Promise.resolve({ token }),
    });
  };

  it('gives the open times in the zone asked for, never cached', async () => {
    const answer = await slots('?tz=Australia%2FSydney');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(JSON.stringify(await answer.json())).toMatch(/\d\d:\d\d/);
  });

  it.each([
    ['no zone', ''],
    ['an unknown zone', '?tz=Mars%2FOlympus'],
    ['a NUL', '?tz=%00'],
    ['a path', '?tz=..%2F..%2Fetc%2Fpasswd'],
    ['a zone far too long', `?tz=${'Europe/London'.repeat(400)}`],
    ['SQL', `?tz=${encodeURIComponent("' OR 1=1 --")}`],
  ])('refuses %s with a 400 and a message', async (_name, query) => {
    const answer = await slots(query);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: 'Unknown time zone' });
  });

  it('opens the feed with its token, with or without .ics, and nothing else', async () => {
    const { feedSecret } = await loadAvailability(conn.db);
    const token = feedToken(feedSecret!);
    for (const address of [token, `${token}.ics`]) {
      const answer = await feed(address);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(await answer.text()).toMatch(/^BEGIN:VCALENDAR/);
    }
    const refused = [
      'x'.repeat(43),
      token.slice(0, 42),
      `${token}A`,
      '%E0%A4%A',
      '..%2F..%2Fetc%2Fpasswd',
      '%00',
      feedToken(feedSecret!, 'another-site-secret-of-enough-length-000000'),
    ];
    for (const address of refused) {
      const answer = await feed(address);
      expect(answer.status, address).toBe(404);
      expect(await answer.text()).toBe('This calendar address is not valid.');
    }
  });

  it('retires the old address when the key is renewed', async () => {
    const before = feedToken((await loadAvailability(conn.db)).feedSecret!);
    await conn.db.update(bookingSettings).set({ feedSecret: newFeedSecret() });
    expect((await feed(before)).status).toBe(404);
    const after = feedToken((await loadAvailability(conn.db)).feedSecret!);
    expect((await feed(after)).status).toBe(200);
  });
});
