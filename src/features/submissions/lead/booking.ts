import 'server-only';
import type { Db } from '@/server/db/connect';
import type { ItemKind } from '../counts';

// The one place where a consultation's booking enters the lead desk: its {booked time}, its
// events on the timeline, and the digest's calls of the day. A consultation request is booked
// through the booking feature; until a site has that feature, no request carries a booking and
// these say so, which the placeholder and the digest word as "no time booked yet".

export type BookingEvent = { at: Date; label: string };
export type BookingFacts = {
  /** the booked time as the client reads it, or null when no time is booked */
  bookedTime: string | null;
  events: BookingEvent[];
};
export type BookedCall = { at: Date; name: string; requestId: number };

const NONE: BookingFacts = { bookedTime: null, events: [] };

/** A request's booking and its history; a contact message has none. */
export async function bookingFacts(
  _db: Db,
  _kind: ItemKind,
  _id: number,
  _timeZone: string,
): Promise<BookingFacts> {
  return NONE;
}

/** The calls booked between two instants, earliest first. */
export async function callsBetween(_db: Db, _from: Date, _to: Date): Promise<BookedCall[]> {
  return [];
}
