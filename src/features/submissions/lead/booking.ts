import 'server-only';
import type { Db } from '@/server/db/connect';
import { callStart } from '@/features/booking/format';
import {
  loadBookingEvents,
  loadCallsBetween,
  loadRequestBooking,
  type BookingEvent as CallHistoryEntry,
} from '@/features/booking/queries';
import type { ItemKind } from '../counts';

// The one place where a consultation's booking enters the lead desk: its {booked time}, its
// events on the timeline, and the digest's calls of the day. A request without a call (or
// whose call was cancelled) has no booked time, which the placeholder words as "no time booked
// yet"; a contact message never has one.

export type BookingEvent = { at: Date; label: string };
export type BookingFacts = {
  /** the booked time as the client reads it, or null when no time is booked */
  bookedTime: string | null;
  events: BookingEvent[];
};
export type BookedCall = { at: Date; name: string; requestId: number };

const NONE: BookingFacts = { bookedTime: null, events: [] };

const BY = { client: 'the client', owner: 'you', system: 'the site' } as const;

/** One history entry as the owner reads it, its times in her zone. */
function eventLabel(entry: CallHistoryEntry, timeZone: string): string {
  const at = callStart(entry.startsAt.getTime(), timeZone);
  const note = entry.note ? `: “${entry.note}”` : '';
  switch (entry.kind) {
    case 'booked':
      return `Call booked by ${BY[entry.actor]} for ${at}${note}`;
    case 'rescheduled': {
      const from = entry.previousStartsAt
        ? ` from ${callStart(entry.previousStartsAt.getTime(), timeZone)}`
        : '';
      return `Call moved by ${BY[entry.actor]}${from} to ${at}${note}`;
    }
    case 'cancelled':
      return `Call of ${at} cancelled by ${BY[entry.actor]}${note}`;
    case 'reminded':
      return `Reminder sent to the client for the call of ${at}`;
  }
}

/** A request's booking and its history; a contact message has none. */
export async function bookingFacts(
  db: Db,
  kind: ItemKind,
  id: number,
  timeZone: string,
): Promise<BookingFacts> {
  if (kind !== 'consultation') return NONE;
  const [call, history] = await Promise.all([
    loadRequestBooking(db, id),
    loadBookingEvents(db, id),
  ]);
  return {
    // in the client's own zone: the placeholder goes into a reply to the client
    bookedTime:
      call && call.status === 'confirmed'
        ? callStart(call.startsAt.getTime(), call.visitorTimeZone)
        : null,
    events: history.map((entry) => ({
      at: entry.occurredAt,
      label: eventLabel(entry, timeZone),
    })),
  };
}

/** The confirmed calls that start between two instants (both included), earliest first. */
export async function callsBetween(db: Db, from: Date, to: Date): Promise<BookedCall[]> {
  const calls = await loadCallsBetween(db, from, to);
  return calls.map((c) => ({ at: c.startsAt, name: c.name, requestId: c.requestId }));
}
