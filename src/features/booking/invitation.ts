import 'server-only';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalCalendar,
} from 'ical-generator';

// Calendar invitations (RFC 5545 through ical-generator, which escapes every text value and
// folds long lines): one event per call with a stable UID, a SEQUENCE that grows with each
// change, the owner as organiser and the client as attendee. Times are written in UTC, which
// every calendar shows in its reader's own zone. The same event goes to the client (with their
// link to move or cancel it) and to the owner, so both calendars hold one call.

export type CallEvent = {
  uid: string;
  sequence: number;
  start: number;
  end: number;
  cancelled: boolean;
  summary: string;
  description: string;
  /** the meeting link or the call's details */
  location: string | null;
  url?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
};

export type InvitationMethod = 'REQUEST' | 'CANCEL';

function calendar(host: string, method: ICalCalendarMethod | null, name?: string): ICalCalendar {
  return ical({
    prodId: { company: host, product: 'consultation-calendar', language: 'EN' },
    method,
    ...(name ? { name } : {}),
  });
}

/**
 * A name for a CN parameter. RFC 5545 allows no DQUOTE inside a parameter value at all (the
 * library writes one as \", which readers take as the end of the value and read on from there
 * as more parameters): a visitor's double quotes become single ones.
 */
const paramText = (name: string) => name.replace(/"/g, "'");

function addEvent(cal: ICalCalendar, event: CallEvent, stamp: number): void {
  cal.createEvent({
    id: event.uid,
    sequence: event.sequence,
    start: new Date(event.start),
    end: new Date(event.end),
    stamp: new Date(stamp),
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: event.url ?? null,
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { ...event.organizer, name: paramText(event.organizer.name) },
    attendees: [
      {
        name: paramText(event.attendee.name),
        email: event.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: event.cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
}

/** An invitation to send by mail: METHOD:REQUEST for a new or moved call, CANCEL for a cancelled one. */
export function invitation(
  event: CallEvent,
  method: InvitationMethod,
  host: string,
  stamp = Date.now(),
): string {
  const cal = calendar(
    host,
    method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  );
  addEvent(cal, event, stamp);
  return cal.toString();
}

/** A subscribable calendar of calls (no METHOD: a published calendar, not a message). */
export function feed(events: readonly CallEvent[], host: string, name: string, stamp = Date.now()) {
  const cal = calendar(host, null, name);
  for (const event of events) addEvent(cal, event, stamp);
  return cal.toString();
}
