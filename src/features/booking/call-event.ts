import 'server-only';
import { oneLine } from '@/features/public-forms/intake';
import { callWhen, timeLabel } from './format';
import { invitation, type CallEvent, type InvitationMethod } from './invitation';
import { manageUrl } from './links';
import { offeringTitle } from './offerings';
import { zoneCity } from './zones';

// A booked call as its mails and invitations describe it: to the client in their zone with
// the owner's time beside it, to the owner in hers with the client's beside it.

export type Call = {
  requestId: number;
  uid: string;
  sequence: number;
  offering: string;
  startsAt: number;
  endsAt: number;
  ownerTimeZone: string;
  visitorTimeZone: string;
  meetingDetails: string | null;
  cancelled: boolean;
};

export type People = {
  visitor: { name: string; email: string };
  /** the owner's address (OWNER_EMAIL or her contact e-mail); null when none is known */
  owner: string | null;
  ownerName: string;
  siteUrl: string;
};

export const hostOf = (siteUrl: string) => new URL(siteUrl).hostname || 'localhost';

/** 'Tuesday 8 December 2026, 21:00 to 22:00 Sydney time (10:00 in London)' */
export function whenForClient(call: Call): string {
  const own = callWhen(call.startsAt, call.endsAt, call.visitorTimeZone);
  if (call.visitorTimeZone === call.ownerTimeZone) return own;
  return `${own} (${timeLabel(call.startsAt, call.ownerTimeZone)} in ${zoneCity(call.ownerTimeZone)})`;
}

/** The same for the owner: her zone first, the client's beside it. */
export function whenForOwner(call: Call): string {
  const own = callWhen(call.startsAt, call.endsAt, call.ownerTimeZone);
  if (call.visitorTimeZone === call.ownerTimeZone) return own;
  return `${own} (${timeLabel(call.startsAt, call.visitorTimeZone)} for the client, ${zoneCity(call.visitorTimeZone)} time)`;
}

export const howWeMeet = (call: Call) =>
  call.meetingDetails?.trim() || 'I will send the details of how we meet before the call.';

const isLink = (value: string | null) => !!value && /^https?:\/\/\S+$/.test(value.trim());

/** The event in the client's calendar (with their link) or the owner's (with the admin's). */
export function callEvent(
  call: Call,
  people: People,
  reader: 'client' | 'owner',
  token?: string,
): CallEvent {
  const title = offeringTitle(call.offering);
  const visitorName = oneLine(people.visitor.name, 50);
  const organizer = {
    name: people.ownerName,
    email: people.owner ?? `no-reply@${hostOf(people.siteUrl)}`,
  };
  const manage = token ? manageUrl(people.siteUrl, token) : undefined;
  const description =
    reader === 'client'
      ? [
          `${title} with ${people.ownerName}.`,
          `How we meet: ${howWeMeet(call)}`,
          manage ? `To move or cancel this call: ${manage}` : '',
        ]
      : [
          `${title} with ${visitorName} (${people.visitor.email}).`,
          `How you meet: ${howWeMeet(call)}`,
          `In your bookings: ${people.siteUrl}/admin/bookings`,
        ];
  return {
    uid: call.uid,
    sequence: call.sequence,
    start: call.startsAt,
    end: call.endsAt,
    cancelled: call.cancelled,
    summary: reader === 'client' ? `${title} with ${people.ownerName}` : `${title}: ${visitorName}`,
    description: description.filter(Boolean).join('\n\n'),
    location: call.meetingDetails?.trim() || null,
    url: isLink(call.meetingDetails) ? call.meetingDetails!.trim() : manage,
    organizer,
    attendee: { name: visitorName, email: people.visitor.email },
  };
}

/** The invitation of one reader, ready for the outbox. */
export function calendarFor(
  call: Call,
  people: People,
  reader: 'client' | 'owner',
  token?: string,
) {
  const method: InvitationMethod = call.cancelled ? 'CANCEL' : 'REQUEST';
  const content = invitation(
    callEvent(call, people, reader, token),
    method,
    hostOf(people.siteUrl),
  );
  return { method, content };
}
