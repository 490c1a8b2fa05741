import { beforeEach, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { TZDate } from '@date-fns/tz';
import { HUMAN, intake, openBookings, openStarts, requestValues, SITE } from '#test/booking';
import { testDatabases } from '#test/databases';
import { emptiedForEachTest } from '#test/emptied-database';
import type { Connection, Db } from '@/server/db/connect';
import { bookings, mailOutbox } from '@/server/db/schema';
import { submitConsultation } from '@/features/consultation/submit';
import { cancelCall, moveCall } from '@/features/booking/changes';
import { callStart, dateIn, timeLabel } from '@/features/booking/format';
import { digestPass } from '../digest/run';
import { loadItemDetail } from './detail';

// The booking as the lead desk reads it: a request's calls on its timeline (booked, moved,
// cancelled, by whom), its {booked time} in the client's zone, and the digest's calls of the
// owner's day, which leave out cancelled calls and other days.

const LONDON = 'Europe/London';
const HOUR = 3_600_000;

const inTx = <T>(db: Db, run: (tx: Db) => Promise<T>) =>
  db.transaction((tx) => run(tx as unknown as Db));

describe.each(testDatabases())('booked calls on the lead desk on $name', ({ open }) => {
  let conn: Connection;
  const fresh = emptiedForEachTest(open);
  beforeEach(async () => {
    conn = await fresh();
    await openBookings(conn.db);
  });

  async function book(start: number, name: string, email: string) {
    const result = await submitConsultation(
      conn.db,
      { values: requestValues(start, { name, email }), meta: HUMAN },
      intake(),
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    const requestId = result.stored!.id;
    const [row] = await conn.db.select().from(bookings).where(eq(bookings.requestId, requestId));
    return { requestId, bookingId: row!.id };
  }

  /** Three open starts of one London day (not the first bookable one) and one of the next day. */
  async function oneDayOfStarts() {
    const starts = await openStarts(conn.db);
    const days = [...new Set(starts.map((s) => dateIn(s, LONDON)))];
    const [day, next] = [days[1]!, days[2]!];
    const onDay = starts.filter((s) => dateIn(s, LONDON) === day);
    const nextDay = starts.find((s) => dateIn(s, LONDON) === next)!;
    // hours apart, so that no call's length and buffer reaches the next one
    const first = onDay[0]!;
    const second = onDay.find((s) => s >= first + 3 * HOUR)!;
    const later = onDay.find((s) => s >= second + 3 * HOUR)!;
    return { day, first, second, later, nextDay };
  }

  it('shows the calls on the timeline and fills {booked time} in the client’s zone', async () => {
    const { first, second, later } = await oneDayOfStarts();
    const ada = await book(first, 'Ada Lovelace', 'ada@example.com');
    await inTx(conn.db, (tx) =>
      moveCall(tx, ada.bookingId, later, { by: 'client' }, 'A later train', { siteUrl: SITE }),
    );
    const bo = await book(second, 'Bo Berg', 'bo@example.com');
    await inTx(conn.db, (tx) =>
      cancelCall(tx, bo.bookingId, { by: 'owner', email: 'hello@elenamarsh.studio' }, null, {
        siteUrl: SITE,
      }),
    );

    const detail = await loadItemDetail(conn.db, { kind: 'consultation', id: ada.requestId });
    const calls = detail!.timeline.filter((e) => e.type === 'booking');
    expect(calls.map((e) => 'label' in e && e.label)).toEqual([
      `Call booked by the client for ${callStart(first, LONDON)}`,
      `Call moved by the client from ${callStart(first, LONDON)} to ${callStart(later, LONDON)}: “A later train”`,
    ]);
    expect(detail!.values['booked time']).toBe(callStart(later, 'Australia/Sydney'));
    expect(detail!.values['booked time']).toMatch(/\(Sydney time\)$/);

    const cancelled = await loadItemDetail(conn.db, { kind: 'consultation', id: bo.requestId });
    expect(
      cancelled!.timeline.filter((e) => e.type === 'booking').map((e) => 'label' in e && e.label),
    ).toEqual([
      `Call booked by the client for ${callStart(second, LONDON)}`,
      `Call of ${callStart(second, LONDON)} cancelled by you`,
    ]);
    expect(cancelled!.values['booked time']).toBe('no time booked yet');
  });

  it('counts the day’s confirmed calls in the digest, not cancelled ones or the next day’s', async () => {
    const { day, first, second, later, nextDay } = await oneDayOfStarts();
    await book(first, 'Ada Lovelace', 'ada@example.com');
    const bo = await book(second, 'Bo Berg', 'bo@example.com');
    await book(later, 'Cy Young', 'cy@example.com');
    await book(nextDay, 'Di Tomorrow', 'di@example.com');
    await inTx(conn.db, (tx) =>
      cancelCall(tx, bo.bookingId, { by: 'client' }, null, { siteUrl: SITE }),
    );
    await conn.db.execute(sql`update site_settings set digest_hour = 6`);

    const [y, m, d] = day.split('-').map(Number);
    const now = new Date(new TZDate(y!, m! - 1, d!, 6, 5, 0, 0, LONDON).getTime());
    expect(await digestPass(conn.db, { siteUrl: SITE, now })).toBe('sent');
    const [digest] = await conn.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'lead-digest'))
      .orderBy(asc(mailOutbox.id));
    // the calls line alone: the digest names every new request elsewhere
    const callsLine = /^Calls today: .*$/m.exec(digest!.text)?.[0];
    expect(callsLine).toBe(
      `Calls today: ${timeLabel(first, LONDON)} Ada Lovelace; ${timeLabel(later, LONDON)} Cy Young.`,
    );
  });
});
