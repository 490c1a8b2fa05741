import { beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { testDatabases } from '#test/databases';
import { emptiedForEachTest } from '#test/emptied-database';
import {
  HUMAN,
  intake,
  openBookings,
  openStarts,
  readInvitation,
  requestValues,
} from '#test/booking';
import type { Connection } from '@/server/db/connect';
import {
  bookingEvents,
  bookingLinks,
  bookings,
  consultationRequests,
  mailOutbox,
} from '@/server/db/schema';
import { submitConsultation } from '@/features/consultation/submit';
import { TAKEN } from './book';

// A consultation request with a time: the request, its call and its mails in one transaction,
// the invitations read back as a calendar would, and every refusal leaving nothing behind.

const HOUR = 3_600_000;

describe.each(testDatabases())('booking a call with a request on $name', ({ open }) => {
  let conn: Connection;
  const fresh = emptiedForEachTest(open);
  beforeEach(async () => {
    conn = await fresh();
    await openBookings(conn.db);
  });

  const send = (values: Record<string, string>, meta = HUMAN) =>
    submitConsultation(conn.db, { values, meta }, intake());
  const count = async (table: typeof bookings | typeof consultationRequests | typeof mailOutbox) =>
    (await conn.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

  it('stores the request, its call, its history and its link, and mails both invitations', async () => {
    const [start] = await openStarts(conn.db);
    const result = await send(requestValues(start!));
    expect(result.ok).toBe(true);
    expect(result.ok && result.description).toMatch(
      /^Your call is booked for \w+day \d+ \w+ \d{4} at \d\d:\d\d \(Sydney time\)\./,
    );
    const [request] = await conn.db.select().from(consultationRequests);
    const [booking] = await conn.db.select().from(bookings);
    expect(booking).toMatchObject({
      requestId: request!.id,
      offering: 'general-consultation',
      status: 'confirmed',
      ownerTimeZone: 'Europe/London',
      visitorTimeZone: 'Australia/Sydney',
      sequence: 0,
    });
    expect(booking!.startsAt.getTime()).toBe(start);
    expect(booking!.endsAt.getTime()).toBe(start! + HOUR);
    expect(booking!.blockedUntil.getTime()).toBe(start! + HOUR + 15 * 60_000);
    const events = await conn.db.select().from(bookingEvents);
    expect(events).toMatchObject([{ kind: 'booked', actor: 'client', requestId: request!.id }]);
    expect(await conn.db.select().from(bookingLinks)).toHaveLength(1);

    const mails = await conn.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(mails.map((m) => [m.kind, m.to, m.calendarMethod])).toEqual([
      ['consultation-owner', 'hello@elenamarsh.studio', 'REQUEST'],
      ['booking-confirmation', 'ada@example.com', 'REQUEST'],
    ]);
    const [owner, client] = mails.map((m) => readInvitation(m.calendar!));
    for (const invite of [owner!, client!]) {
      expect(invite).toMatchObject({
        method: 'REQUEST',
        uid: booking!.uid,
        sequence: 0,
        status: 'CONFIRMED',
        start,
        end: start! + HOUR,
        organizer: 'mailto:hello@elenamarsh.studio',
        location: 'https://meet.example.com/elena',
      });
      expect(invite.attendees).toEqual([
        { address: 'mailto:ada@example.com', name: 'Ada Lovelace' },
      ]);
    }
    expect(client!.summary).toBe('General Consultation with Elena Marsh');
    expect(owner!.summary).toBe('General Consultation: Ada Lovelace');
    // the client's copy carries their private link, the owner's does not
    const link = /http:\/\/localhost:3000\/booking\/[A-Za-z0-9_-]{43}/;
    expect(client!.description).toMatch(link);
    expect(owner!.description).not.toMatch(link);
    expect(mails[1]!.text).toMatch(link);
    expect(mails[1]!.text).toContain('Sydney time (');
    expect(mails[0]!.text).toMatch(
      /Booked call: General Consultation, .* London time \(.* for the client, Sydney time\)/,
    );
  });

  it('leaves a request without a time exactly as before', async () => {
    const result = await send(requestValues(null));
    expect(result).toEqual({ ok: true, stored: expect.objectContaining({ status: 'new' }) });
    expect(await count(bookings)).toBe(0);
    const mails = await conn.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(mails.map((m) => [m.kind, m.calendar])).toEqual([
      ['consultation-owner', null],
      ['consultation-confirmation', null],
    ]);
  });

  it('refuses a time that is not open, a bad zone or consultation, and stores nothing', async () => {
    const [start] = await openStarts(conn.db);
    const refusal = async (values: Record<string, string>) => {
      const result = await send(values);
      return result.ok ? null : result.reason === 'invalid' ? result.fieldErrors : result.message;
    };
    expect(await refusal(requestValues(start! + 7 * 60_000))).toEqual({
      bookingStart: 'This time is no longer available. Please choose another.',
    });
    expect(await refusal(requestValues(Date.now() - 2 * HOUR))).toEqual({
      bookingStart: 'This time is no longer available. Please choose another.',
    });
    expect(await refusal(requestValues(start!, { bookingStart: '2026-13-45 25:00' }))).toEqual({
      bookingStart: 'Please choose a time from the list',
    });
    expect(await refusal(requestValues(start!, { visitorTimeZone: 'Mars/Olympus_Mons' }))).toEqual({
      visitorTimeZone: 'Please choose a time zone from the list',
    });
    expect(await refusal(requestValues(start!, { visitorTimeZone: 'Europe/London\r\nX' }))).toEqual(
      {
        visitorTimeZone: 'Please choose a time zone from the list',
      },
    );
    expect(
      await refusal(requestValues(start!, { bookingOffering: 'brand-discovery-session' })),
    ).toEqual({
      bookingOffering: 'This consultation cannot be booked: please choose another.',
    });
    await openBookings(conn.db, { enabled: false });
    expect(await refusal(requestValues(start!))).toEqual({
      bookingStart: 'Booking a time is closed for now: send your request without one.',
    });
    expect([
      await count(consultationRequests),
      await count(bookings),
      await count(mailOutbox),
    ]).toEqual([0, 0, 0]);
  });

  it('tells the second visitor of a time that it was just taken, and keeps nothing of theirs', async () => {
    const [start] = await openStarts(conn.db);
    expect((await send(requestValues(start!))).ok).toBe(true);
    const second = await send(
      requestValues(start!, { email: 'grace@example.com', name: 'Grace Hopper' }),
    );
    expect(second).toEqual({
      ok: false,
      reason: 'invalid',
      fieldErrors: { bookingStart: TAKEN.bookingStart },
      notice: TAKEN.notice,
    });
    expect([await count(consultationRequests), await count(bookings)]).toEqual([1, 1]);
    // the times around it, inside its buffer, went with it
    expect(await openStarts(conn.db)).not.toContain(start! + HOUR);
    expect(await openStarts(conn.db)).not.toContain(start! - HOUR / 2);
  });

  it('frees the time of a cancelled call', async () => {
    const [start] = await openStarts(conn.db);
    await send(requestValues(start!));
    await conn.db.update(bookings).set({ status: 'cancelled' });
    expect(await openStarts(conn.db)).toContain(start);
    expect((await send(requestValues(start!, { email: 'grace@example.com' }))).ok).toBe(true);
  });

  it('books nothing for a request kept as spam', async () => {
    const [start] = await openStarts(conn.db);
    const result = await send(requestValues(start!), {
      ...HUMAN,
      honeypot: 'https://spam.example',
    });
    expect(result).toEqual({ ok: true, stored: expect.objectContaining({ status: 'spam' }) });
    expect(await count(bookings)).toBe(0);
    expect(await openStarts(conn.db)).toContain(start);
  });

  it('books one upcoming call per address', async () => {
    const [first, , third] = await openStarts(conn.db);
    await send(requestValues(first!));
    const again = await send(requestValues(third!, { email: 'ADA@example.com' }));
    expect(again.ok).toBe(false);
    expect(!again.ok && again.reason === 'invalid' && again.fieldErrors.bookingStart).toMatch(
      /^You already have a call booked for .*: the link in its e-mail moves it\.$/,
    );
  });

  it('writes what the visitor typed into the invitation as text, never as calendar lines', async () => {
    const [start] = await openStarts(conn.db);
    await openBookings(conn.db, {
      meetingDetails: 'Call +44 20 7946 0958;\nthen ask for "Elena", please',
    });
    const name = 'Eve "X";ROLE=CHAIR:mailto:evil@example.com';
    await send(requestValues(start!, { name }));
    const mails = await conn.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    for (const mail of mails) {
      const invite = readInvitation(mail.calendar!);
      // one attendee, the visitor, named as typed (but for its double quotes, which no
      // parameter may hold)
      expect(invite.attendees).toEqual([
        { address: 'mailto:ada@example.com', name: name.replace(/"/g, "'") },
      ]);
      expect(invite.location).toBe('Call +44 20 7946 0958;\nthen ask for "Elena", please');
      expect(new Set(invite.properties).size).toBe(invite.properties.length);
      // every physical line is at most 75 octets (RFC 5545 folding)
      for (const line of mail.calendar!.split('\r\n')) {
        expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      }
    }
    const [request] = await conn.db.select().from(consultationRequests);
    expect(
      await conn.db.select().from(bookings).where(eq(bookings.requestId, request!.id)),
    ).toHaveLength(1);
  });
});
