import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { emptyPostgres, testDatabases } from '#test/databases';
import { emptiedForEachTest } from '#test/emptied-database';
import {
  HUMAN,
  intake,
  openBookings,
  openStarts,
  readInvitation,
  requestValues,
  SITE,
} from '#test/booking';
import { connect, migrate, type Connection, type Db } from '@/server/db/connect';
import { auditLog, bookingEvents, bookings, mailOutbox } from '@/server/db/schema';
import { submitConsultation } from '@/features/consultation/submit';
import { cancelCall, ChangeRefused, moveCall } from './changes';
import { readLink } from './links';
import { loadBookingEvents } from './queries';
import { sendDueReminders } from './reminders';

// Moving and cancelling a call by its link and by the owner, what each link opens afterwards,
// and the reminder: sent once, even with two instances passing at the same moment.

const HOUR = 3_600_000;
const context = { siteUrl: SITE };

async function book(db: Db, start: number, email = 'ada@example.com') {
  const result = await submitConsultation(
    db,
    { values: requestValues(start, { email }), meta: HUMAN },
    intake(),
  );
  if (!result.ok) throw new Error(JSON.stringify(result));
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, 'booking-confirmation'))
    .orderBy(asc(mailOutbox.id));
  const token = /\/booking\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
  const [row] = await db.select().from(bookings).where(eq(bookings.requestId, result.stored!.id));
  return { id: row!.id, requestId: row!.requestId, token };
}

const inTx = <T>(db: Db, run: (tx: Db) => Promise<T>) =>
  db.transaction((tx) => run(tx as unknown as Db));

describe.each(testDatabases())('changing a booked call on $name', ({ open }) => {
  let conn: Connection;
  const fresh = emptiedForEachTest(open);
  beforeEach(async () => {
    conn = await fresh();
    await openBookings(conn.db);
  });

  const mailsOf = (kind: string) =>
    conn.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind)).orderBy(mailOutbox.id);

  it('moves a call by its link: a new time, SEQUENCE + 1, a new link, the old one replaced', async () => {
    const [first, , , later] = await openStarts(conn.db);
    const call = await book(conn.db, first!);
    const token = await inTx(conn.db, async (tx) => {
      const link = await readLink(tx, call.token, Date.now(), true);
      expect(link).toEqual({ state: 'open', bookingId: call.id });
      return moveCall(tx, call.id, later!, { by: 'client' }, 'A clash, sorry', context);
    });
    const [row] = await conn.db.select().from(bookings);
    expect(row!.startsAt.getTime()).toBe(later);
    expect(row!.sequence).toBe(1);
    expect(await readLink(conn.db, call.token)).toEqual({ state: 'replaced' });
    expect(await readLink(conn.db, token)).toEqual({ state: 'open', bookingId: call.id });
    // both calendars get the update: same UID, one higher, at the new time
    const [original] = await mailsOf('booking-confirmation');
    const [client] = await mailsOf('booking-rescheduled');
    const [owner] = await mailsOf('booking-rescheduled-owner');
    const before = readInvitation(original!.calendar!);
    for (const mail of [client!, owner!]) {
      const invite = readInvitation(mail.calendar!);
      expect(invite).toMatchObject({
        method: 'REQUEST',
        uid: before.uid,
        sequence: 1,
        start: later,
      });
    }
    expect(client!.text).toContain(token);
    expect(owner!.text).toContain('Ada Lovelace wrote: A clash, sorry');
    expect(await openStarts(conn.db)).toContain(first);
    expect(await openStarts(conn.db)).not.toContain(later);
    const history = await loadBookingEvents(conn.db, call.requestId);
    expect(history.map((e) => [e.kind, e.actor, e.actorEmail, e.note])).toEqual([
      ['booked', 'client', 'ada@example.com', null],
      ['rescheduled', 'client', 'ada@example.com', 'A clash, sorry'],
    ]);
    expect(history[1]!.previousStartsAt!.getTime()).toBe(first);
    const entries = await conn.db.select().from(auditLog).orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.actorEmail])).toEqual([
      ['booking.book', 'ada@example.com'],
      ['booking.reschedule', 'ada@example.com'],
    ]);
  });

  it('refuses a move onto a taken time, a time never offered, and changes nothing', async () => {
    const [first, , , later] = await openStarts(conn.db);
    const ada = await book(conn.db, first!);
    await book(conn.db, later!, 'grace@example.com');
    await expect(
      inTx(conn.db, (tx) => moveCall(tx, ada.id, later!, { by: 'client' }, null, context)),
    ).rejects.toMatchObject({
      fieldErrors: { bookingStart: expect.stringMatching(/just booked/) },
    });
    await expect(
      inTx(conn.db, (tx) =>
        moveCall(tx, ada.id, later! + 7 * 60_000, { by: 'client' }, null, context),
      ),
    ).rejects.toMatchObject({ fieldErrors: { bookingStart: expect.stringMatching(/no longer/) } });
    // the owner may choose any time, but not one that meets another call
    await expect(
      inTx(conn.db, (tx) =>
        moveCall(
          tx,
          ada.id,
          later! + 30 * 60_000,
          { by: 'owner', email: 'o@x.test' },
          null,
          context,
        ),
      ),
    ).rejects.toBeInstanceOf(ChangeRefused);
    const [row] = await conn.db.select().from(bookings).where(eq(bookings.id, ada.id));
    expect([row!.startsAt.getTime(), row!.sequence]).toEqual([first, 0]);
    expect(await readLink(conn.db, ada.token)).toEqual({ state: 'open', bookingId: ada.id });
    expect(await mailsOf('booking-rescheduled')).toEqual([]);
  });

  it('cancels a call: the time is free, the link used up, both calendars get METHOD:CANCEL', async () => {
    const [first] = await openStarts(conn.db);
    const call = await book(conn.db, first!);
    await inTx(conn.db, (tx) =>
      cancelCall(tx, call.id, { by: 'client' }, 'Found someone local', context),
    );
    expect(await readLink(conn.db, call.token)).toEqual({ state: 'cancelled' });
    expect(await openStarts(conn.db)).toContain(first);
    for (const kind of ['booking-cancelled', 'booking-cancelled-owner']) {
      const [mail] = await mailsOf(kind);
      expect(readInvitation(mail!.calendar!)).toMatchObject({
        method: 'CANCEL',
        sequence: 1,
        status: 'CANCELLED',
      });
    }
    await expect(
      inTx(conn.db, (tx) => cancelCall(tx, call.id, { by: 'client' }, null, context)),
    ).rejects.toThrow('This call has been cancelled.');
  });

  it('the owner moves a call outside her hours and the client is told, with her note', async () => {
    const [first] = await openStarts(conn.db);
    const call = await book(conn.db, first!);
    const sunday = first! + 5 * 24 * HOUR + 30 * 60_000;
    await inTx(conn.db, (tx) =>
      moveCall(
        tx,
        call.id,
        sunday,
        { by: 'owner', email: 'hello@elenamarsh.studio' },
        'Can we do this instead?',
        context,
      ),
    );
    const [client] = await mailsOf('booking-rescheduled');
    expect(client!.text).toContain('Elena Marsh wrote: Can we do this instead?');
    const [owner] = await mailsOf('booking-rescheduled-owner');
    expect(owner!.subject).toMatch(/^Calendar update: Ada Lovelace/);
    const events = await conn.db.select().from(bookingEvents).orderBy(bookingEvents.id);
    expect(events.at(-1)).toMatchObject({
      kind: 'rescheduled',
      actor: 'owner',
      actorEmail: 'hello@elenamarsh.studio',
    });
  });

  it('opens nothing for a forged or malformed token, and nothing once the call is over', async () => {
    const [first] = await openStarts(conn.db);
    const call = await book(conn.db, first!);
    expect(await readLink(conn.db, 'x'.repeat(43))).toEqual({ state: 'unknown' });
    expect(await readLink(conn.db, `${call.token}'; drop table bookings; --`)).toEqual({
      state: 'unknown',
    });
    expect(await readLink(conn.db, call.token, first! + 2 * HOUR)).toEqual({ state: 'passed' });
  });

  it('sends a reminder once, a day before, and again after a move', async () => {
    const [first] = await openStarts(conn.db);
    // booked well before its reminder time
    const call = await book(conn.db, first! + 3 * 24 * HOUR);
    await conn.db.update(bookings).set({ updatedAt: new Date(Date.now() - HOUR) });
    const start = first! + 3 * 24 * HOUR;
    expect(await sendDueReminders(conn.db, context, start - 25 * HOUR)).toBe(0);
    expect(await sendDueReminders(conn.db, context, start - 23 * HOUR)).toBe(1);
    expect(await sendDueReminders(conn.db, context, start - 22 * HOUR)).toBe(0);
    const [reminder] = await mailsOf('booking-reminder');
    expect(reminder).toMatchObject({ to: 'ada@example.com', calendar: null });
    expect(reminder!.subject).toMatch(/^Reminder: your call/);
    expect(reminder!.text).toMatch(/\/booking\/[A-Za-z0-9_-]{43}/);
    const history = await loadBookingEvents(conn.db, call.requestId);
    expect(history.map((e) => [e.kind, e.actor])).toContainEqual(['reminded', 'system']);
    // moved two days on: reminded again before the new time
    const later = start + 2 * 24 * HOUR;
    await inTx(conn.db, (tx) =>
      moveCall(tx, call.id, later, { by: 'owner', email: 'o@example.com' }, null, context),
    );
    expect(await sendDueReminders(conn.db, context, later - 23 * HOUR)).toBe(1);
    expect(await mailsOf('booking-reminder')).toHaveLength(2);
  });

  it('sends no reminder for a call booked inside its reminder time', async () => {
    const [first] = await openStarts(conn.db);
    await book(conn.db, first!);
    expect(await sendDueReminders(conn.db, context, first! - HOUR)).toBe(0);
  });
});

describe('reminders from two instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof emptyPostgres>>;
  let a: Connection;
  let b: Connection;
  beforeAll(async () => {
    database = await emptyPostgres();
    a = await connect({ databaseUrl: database.url, dataDir: '/tmp' });
    await migrate(a);
    b = await connect({ databaseUrl: database.url, dataDir: '/tmp' });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it('go out once each', async () => {
    await openBookings(a.db);
    const starts = (await openStarts(a.db)).filter((s) => s > Date.now() + 2 * 24 * HOUR);
    const chosen = [starts[0]!, starts[4]!, starts[8]!];
    for (const [i, start] of chosen.entries()) await book(a.db, start, `client-${i}@example.com`);
    await a.db.execute(sql`update bookings set updated_at = now() - interval '5 days'`);
    const at = chosen[0]! - HOUR;
    const passes = await Promise.all(
      Array.from({ length: 6 }, (_, i) => sendDueReminders(i % 2 ? b.db : a.db, context, at)),
    );
    expect(passes.reduce((x, y) => x + y, 0)).toBe(3);
    const { rows } = await a.db.execute<{ n: number }>(
      sql`select count(*)::int as n from mail_outbox where kind = 'booking-reminder'`,
    );
    expect(rows[0]!.n).toBe(3);
  });
});
