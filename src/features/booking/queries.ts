import 'server-only';
import { and, asc, desc, eq, gte, lt, lte } from 'drizzle-orm';
import { getDb, type Db } from '@/server/db';
import { cached } from '@/server/cache';
import { bookingEvents, bookings, consultationRequests } from '@/server/db/schema';
import { callColumns } from './call-columns';
import { offeringTitle } from './offerings';
import { computeSlots, type Slot } from './slots';
import { loadAvailability, loadBusy, type Availability } from './store';

// Reads of booking: the open times public pages show (from the read cache, dropped whenever a
// call or the availability changes), and the owner's lists and a request's booking history.

const DAY = 86_400_000;

/**
 * How much later than its render a page's own list of times may be read: the page cache
 * replays a page for a minute, and up to ten more while it renders it again (ADR 003). A page
 * lists only the times still open (past the notice) that much later; the browser's picker asks
 * for fresh ones.
 */
export const REPLAYED_PAGE_MARGIN_MS = 15 * 60_000;

/** The availability and the calls in the way, shared by every visitor until either changes. */
export const bookingState = cached('booking-state', ['booking'], async () => {
  const db = await getDb();
  const now = Date.now();
  // a day's margin: what has passed meanwhile is past the notice anyway
  return { availability: await loadAvailability(db, now), busy: await loadBusy(db, now - DAY) };
});

export type PublicBooking = {
  enabled: boolean;
  bookableOfferings: string[];
  timeZone: string;
  callMinutes: number;
};

/** What the consultation page needs to know before it shows any time. */
export async function getPublicBooking(): Promise<PublicBooking> {
  const { availability } = await bookingState();
  return {
    enabled: availability.enabled && availability.bookableOfferings.length > 0,
    bookableOfferings: availability.bookableOfferings,
    timeZone: availability.rules.timeZone,
    callMinutes: availability.rules.callMinutes,
  };
}

/**
 * The open times from now (no later than `notBefore` when given: a page the page cache may
 * replay for a while lists only times that will still be open when it is read).
 */
export async function openSlots(
  now = Date.now(),
  options: { notBefore?: number; except?: number } = {},
): Promise<{ slots: Slot[]; availability: Availability }> {
  const { availability, busy } = await bookingState();
  if (!availability.enabled) return { slots: [], availability };
  const slots = computeSlots(availability.rules, busy, now, { except: options.except });
  const notBefore = options.notBefore;
  return {
    slots: notBefore === undefined ? slots : slots.filter((s) => s.start >= notBefore),
    availability,
  };
}

export type BookingEvent = {
  id: number;
  bookingId: number;
  kind: 'booked' | 'rescheduled' | 'cancelled' | 'reminded';
  actor: 'client' | 'owner' | 'system';
  actorEmail: string | null;
  startsAt: Date;
  previousStartsAt: Date | null;
  note: string | null;
  occurredAt: Date;
};

export async function loadBookingEvents(db: Db, requestId: number): Promise<BookingEvent[]> {
  return db
    .select({
      id: bookingEvents.id,
      bookingId: bookingEvents.bookingId,
      kind: bookingEvents.kind,
      actor: bookingEvents.actor,
      actorEmail: bookingEvents.actorEmail,
      startsAt: bookingEvents.startsAt,
      previousStartsAt: bookingEvents.previousStartsAt,
      note: bookingEvents.note,
      occurredAt: bookingEvents.occurredAt,
    })
    .from(bookingEvents)
    .where(eq(bookingEvents.requestId, requestId))
    .orderBy(asc(bookingEvents.occurredAt), asc(bookingEvents.id));
}

export type BookingRow = {
  id: number;
  requestId: number;
  name: string;
  email: string;
  offering: string;
  offeringTitle: string;
  startsAt: Date;
  endsAt: Date;
  ownerTimeZone: string;
  visitorTimeZone: string;
  status: 'confirmed' | 'cancelled';
  sequence: number;
};

const withTitle = (rows: Omit<BookingRow, 'offeringTitle'>[]): BookingRow[] =>
  rows.map((r) => ({ ...r, offeringTitle: offeringTitle(r.offering) }));

/** Upcoming calls (soonest first) and past ones (latest first), cancelled ones among them. */
export async function loadBookings(db: Db, now = Date.now(), pastLimit = 50) {
  const base = () =>
    db
      .select(callColumns)
      .from(bookings)
      .innerJoin(consultationRequests, eq(consultationRequests.id, bookings.requestId));
  const [upcoming, past] = await Promise.all([
    base()
      .where(gte(bookings.endsAt, new Date(now)))
      .orderBy(asc(bookings.startsAt)),
    base()
      .where(lt(bookings.endsAt, new Date(now)))
      .orderBy(desc(bookings.startsAt))
      .limit(pastLimit),
  ]);
  return { upcoming: withTitle(upcoming), past: withTitle(past) };
}

/** The next confirmed calls, for the dashboard. */
export async function loadNextCalls(db: Db, limit = 3, now = Date.now()): Promise<BookingRow[]> {
  const rows = await db
    .select(callColumns)
    .from(bookings)
    .innerJoin(consultationRequests, eq(consultationRequests.id, bookings.requestId))
    .where(and(eq(bookings.status, 'confirmed'), gte(bookings.endsAt, new Date(now))))
    .orderBy(asc(bookings.startsAt))
    .limit(limit);
  return withTitle(rows);
}

/** The booking of one request, if it has one. */
export async function loadRequestBooking(db: Db, requestId: number): Promise<BookingRow | null> {
  const [row] = await db
    .select(callColumns)
    .from(bookings)
    .innerJoin(consultationRequests, eq(consultationRequests.id, bookings.requestId))
    .where(eq(bookings.requestId, requestId));
  return row ? withTitle([row])[0]! : null;
}

/** The confirmed calls starting from `from` to `to` (both included), earliest first. */
export async function loadCallsBetween(db: Db, from: Date, to: Date): Promise<BookingRow[]> {
  const rows = await db
    .select(callColumns)
    .from(bookings)
    .innerJoin(consultationRequests, eq(consultationRequests.id, bookings.requestId))
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        gte(bookings.startsAt, from),
        lte(bookings.startsAt, to),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  return withTitle(rows);
}
