import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { bookingEvents, bookings, consultationRequests } from '@/server/db/schema';
import { recordAudit } from '@/server/audit/record';
import { SubmissionRefused } from '@/features/public-forms/intake';
import type { Call } from './call-event';
import type { BookingFields } from './fields';
import { issueLink } from './links';
import { callStart } from './format';
import { loadAvailability, loadBusy, lockDayAndCount, type Availability } from './store';
import { offeredSlot, type Slot } from './slots';
import { isTimeZone } from './zones';

// Booking a call inside the request's own transaction. The slot is checked against the open
// times first (a time never offered, passed or inside the notice is refused), but what makes a
// double booking impossible is the database: the per-day limit counts under its day's row lock,
// and the exclusion constraint refuses a call whose range meets another confirmed one, whichever
// instance or connection booked it. A refusal throws SubmissionRefused, so the request is not
// stored either and the visitor keeps their fields and sees fresh times.

/** The call just booked, as its mails describe it (not cancelled), with its row's id and link. */
export type BookedCall = Omit<Call, 'cancelled'> & {
  id: number;
  /** the client's manage link token: only ever in their mail */
  token: string;
};

export const TAKEN = {
  bookingStart: 'Someone has just booked this time. Please choose another.',
  notice: {
    title: 'That time was just taken',
    description: 'Your details are still here: choose another time and send your request again.',
  },
};
const GONE = {
  bookingStart: 'This time is no longer available. Please choose another.',
  notice: {
    title: 'That time is no longer available',
    description: 'Your details are still here: choose another time and send your request again.',
  },
};

const refuse = (field: keyof BookingFields, message: string) =>
  new SubmissionRefused({ [field]: message });
const taken = () => new SubmissionRefused({ bookingStart: TAKEN.bookingStart }, TAKEN.notice);
const gone = () => new SubmissionRefused({ bookingStart: GONE.bookingStart }, GONE.notice);

/** A database refusal by the no-overlap constraint (drizzle wraps the driver's error). */
export function isOverlap(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code === '23P01') return true;
  }
  return false;
}

/** The open time asked for, checked against the availability, or the refusal to throw. */
export async function chosenSlot(
  db: Db,
  availability: Availability,
  start: number,
  now: number,
  except?: number,
): Promise<Slot> {
  const busy = await loadBusy(db, now);
  const slot = offeredSlot(availability.rules, busy, now, start, except);
  if (slot) {
    const { maxPerDay } = availability.rules;
    if (maxPerDay !== null && (await lockDayAndCount(db, slot.day, except)) >= maxPerDay) {
      throw taken();
    }
    return slot;
  }
  // open but for the calls booked meanwhile: taken; otherwise never offered, or passed
  throw offeredSlot(availability.rules, [], now, start) ? taken() : gone();
}

async function upcomingCallOf(db: Db, email: string, now: number): Promise<number | null> {
  const [row] = await db
    .select({ startsAt: bookings.startsAt })
    .from(bookings)
    .innerJoin(consultationRequests, eq(consultationRequests.id, bookings.requestId))
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        gt(bookings.endsAt, new Date(now)),
        sql`lower(${consultationRequests.email}) = lower(${email})`,
      ),
    )
    .limit(1);
  return row ? row.startsAt.getTime() : null;
}

/** Books the chosen time for a request just inserted in `tx`. */
export async function bookCall(
  tx: Db,
  request: { id: number; email: string },
  choice: BookingFields,
  host: string,
  now = Date.now(),
): Promise<BookedCall> {
  const availability = await loadAvailability(tx, now);
  const start = Date.parse(choice.bookingStart);
  if (!availability.enabled) {
    throw refuse(
      'bookingStart',
      'Booking a time is closed for now: send your request without one.',
    );
  }
  const offering = choice.bookingOffering || availability.bookableOfferings[0] || '';
  if (!availability.bookableOfferings.includes(offering)) {
    throw refuse('bookingOffering', 'This consultation cannot be booked: please choose another.');
  }
  if (!isTimeZone(choice.visitorTimeZone)) {
    throw refuse('visitorTimeZone', 'Please choose a time zone from the list');
  }
  if (!Number.isFinite(start)) throw refuse('bookingStart', 'Please choose a time from the list');
  const ownerZone = availability.rules.timeZone;
  const already = await upcomingCallOf(tx, request.email, now);
  if (already !== null) {
    throw refuse(
      'bookingStart',
      `You already have a call booked for ${callStart(already, ownerZone)}: the link in its e-mail moves it.`,
    );
  }
  const slot = await chosenSlot(tx, availability, start, now);
  const uid = `${randomUUID()}@${host}`;
  let id: number;
  try {
    const [row] = await tx
      .insert(bookings)
      .values({
        requestId: request.id,
        offering,
        startsAt: new Date(slot.start),
        endsAt: new Date(slot.end),
        blockedUntil: new Date(slot.end + availability.rules.bufferMinutes * 60_000),
        ownerDay: slot.day,
        ownerTimeZone: ownerZone,
        visitorTimeZone: choice.visitorTimeZone,
        uid,
      })
      .returning({ id: bookings.id });
    id = row!.id;
  } catch (error) {
    if (isOverlap(error)) throw taken();
    throw error;
  }
  await tx.insert(bookingEvents).values({
    bookingId: id,
    requestId: request.id,
    kind: 'booked',
    actor: 'client',
    actorEmail: request.email,
    startsAt: new Date(slot.start),
  });
  await recordAudit(tx, {
    action: 'booking.book',
    actor: { email: request.email },
    entityType: 'bookings',
    entityId: id,
    changes: {
      label: offering,
      after: { startsAt: new Date(slot.start).toISOString(), requestId: request.id },
    },
  });
  return {
    id,
    requestId: request.id,
    uid,
    sequence: 0,
    offering,
    startsAt: slot.start,
    endsAt: slot.end,
    ownerTimeZone: ownerZone,
    visitorTimeZone: choice.visitorTimeZone,
    token: await issueLink(tx, id),
    meetingDetails: availability.meetingDetails,
  };
}
