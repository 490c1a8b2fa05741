import 'server-only';
import { oneLine, type SubmissionMail } from '@/features/public-forms/intake';
import { renderMail, type MailMessage } from '@/server/mail';
import type { MailContent } from '@/server/mail';
import {
  calendarFor,
  whenForClient,
  whenForOwner,
  howWeMeet,
  type Call,
  type People,
} from './call-event';
import { callStart } from './format';
import { manageUrl } from './links';
import { offeringTitle } from './offerings';

// The mails of a call: the client's confirmation with the invitation and the link to move or
// cancel it (in place of the request's usual confirmation), the owner's copy of the invitation
// with her notification, and the mails of a move, a cancellation and the reminder. Each goes
// through the outbox with the request's ref, so the inbox shows its delivery.

const ref = (call: Call) => `consultation:${call.requestId}`;

const clientParagraphs = (call: Call) => [
  `When: ${whenForClient(call)}`,
  `How we meet: ${howWeMeet(call)}`,
];

/** The booking's part of the request's two mails: the owner's lines and invitation, the client's confirmation. */
export function bookedParts(call: Call, people: People, token: string) {
  const title = offeringTitle(call.offering);
  const manage = manageUrl(people.siteUrl, token);
  return {
    ownerParagraphs: [`Booked call: ${title}, ${whenForOwner(call)}.`],
    ownerCalendar: calendarFor(call, people, 'owner'),
    confirmation: (ownerName: string): SubmissionMail => ({
      kind: 'booking-confirmation',
      subject: oneLine(
        `Your call is booked: ${callStart(call.startsAt, call.visitorTimeZone)}`,
        160,
      ),
      calendar: calendarFor(call, people, 'client', token),
      content: {
        heading: 'Your call is booked',
        paragraphs: [
          `Dear ${oneLine(people.visitor.name, 50)},`,
          `Thank you for your request. Your ${title} is booked, and the invitation attached to this e-mail puts it in your calendar.`,
          ...clientParagraphs(call),
          'I will read your project details before we talk. If anything changes in the meantime, simply reply to this e-mail.',
        ],
        action: { label: 'Move or cancel the call', url: manage },
        footnote:
          'You are receiving this because this address was entered in the consultation form on our website. The button is your private link: please do not share it.',
        signature: ownerName,
      },
    }),
  };
}

type Change = 'rescheduled' | 'cancelled' | 'reminder';

export type ChangeOptions = {
  by: 'client' | 'owner' | 'system';
  note?: string | null;
  /** the client's new link (a moved call, a reminder) */
  token?: string;
  previousStart?: number;
};

function message(
  people: People,
  to: 'client' | 'owner',
  call: Call,
  parts: { kind: string; subject: string; content: MailContent; token?: string },
): MailMessage | null {
  const address = to === 'client' ? people.visitor.email : people.owner;
  if (!address) return null;
  return {
    kind: parts.kind,
    to: address,
    ...(to === 'client' && people.owner ? { replyTo: people.owner } : {}),
    ...(to === 'owner' ? { replyTo: people.visitor.email } : {}),
    subject: oneLine(parts.subject, 160),
    ...renderMail(parts.content),
    ref: ref(call),
    // a reminder changes nothing in a calendar
    ...(parts.kind.endsWith('reminder')
      ? {}
      : { calendar: calendarFor(call, people, to, parts.token) }),
  };
}

const noteLines = (people: People, options: ChangeOptions) => {
  const note = options.note?.trim();
  if (!note) return [];
  const who = options.by === 'owner' ? people.ownerName : oneLine(people.visitor.name, 50);
  return [`${who} wrote: ${note}`];
};

/** What the client reads about a change. */
function clientWords(change: Change, call: Call, people: People, options: ChangeOptions) {
  const title = offeringTitle(call.offering);
  const greeting = `Dear ${oneLine(people.visitor.name, 50)},`;
  const when = callStart(call.startsAt, call.visitorTimeZone);
  const manage = options.token
    ? {
        action: { label: 'Move or cancel the call', url: manageUrl(people.siteUrl, options.token) },
      }
    : {};
  if (change === 'cancelled') {
    return {
      subject: `Your call is cancelled: ${when}`,
      content: {
        heading: 'Your call is cancelled',
        paragraphs: [
          greeting,
          `Your ${title} on ${whenForClient(call)} is cancelled; the attached update takes it out of your calendar.`,
          ...noteLines(people, options),
          'To find another time, send a new request from the consultation page, or reply to this e-mail.',
        ],
        action: { label: 'Request a consultation', url: `${people.siteUrl}/request-consultation` },
        signature: people.ownerName,
      },
    };
  }
  const moved = change === 'rescheduled';
  const was = options.previousStart
    ? [`It was ${callStart(options.previousStart, call.visitorTimeZone)}.`]
    : [];
  return {
    subject: moved ? `Your call has moved: ${when}` : `Reminder: your call, ${when}`,
    content: {
      heading: moved ? 'Your call has a new time' : 'A reminder of your call',
      paragraphs: [
        greeting,
        moved
          ? `Your ${title} has moved. The updated invitation is attached.`
          : `A reminder of your ${title}.`,
        ...(moved ? was : []),
        ...clientParagraphs(call),
        ...noteLines(people, options),
      ],
      ...manage,
      signature: people.ownerName,
    },
  };
}

/** What the owner reads: the client's change with its note, or a quiet update of her own. */
function ownerWords(
  change: 'rescheduled' | 'cancelled',
  call: Call,
  people: People,
  options: ChangeOptions,
) {
  const name = oneLine(people.visitor.name, 50);
  const what =
    change === 'cancelled'
      ? `${name}'s call on ${whenForOwner(call)} is cancelled.`
      : `${name}'s call has moved to ${whenForOwner(call)}.`;
  const bookingsLink = { label: 'Open your bookings', url: `${people.siteUrl}/admin/bookings` };
  const start = callStart(call.startsAt, call.ownerTimeZone);
  if (options.by === 'owner') {
    return {
      subject: `Calendar update: ${name}, ${start}`,
      content: { heading: 'Your calendar, updated', paragraphs: [what], action: bookingsLink },
    };
  }
  return {
    subject: `Call ${change === 'cancelled' ? 'cancelled' : 'moved'}: ${name}, ${start}`,
    content: {
      heading: change === 'cancelled' ? 'A call was cancelled' : 'A call was moved',
      paragraphs: [what, ...noteLines(people, options)],
      action: bookingsLink,
      footnote: 'The attached update keeps your calendar in step.',
    },
  };
}

/**
 * The mails about a change: a moved call (an updated invitation, SEQUENCE one higher, and the
 * client's new link), a cancelled one (METHOD:CANCEL) to the client and the owner, or the
 * client's reminder. `by` and `note` say who did it and why, in the words they gave.
 */
export function changeMails(
  change: Change,
  call: Call,
  people: People,
  options: ChangeOptions,
): MailMessage[] {
  const mails = [
    message(people, 'client', call, {
      kind: `booking-${change}`,
      ...clientWords(change, call, people, options),
      token: options.token,
    }),
  ];
  if (change !== 'reminder') {
    mails.push(
      message(people, 'owner', call, {
        kind: `booking-${change}-owner`,
        ...ownerWords(change, call, people, options),
      }),
    );
  }
  return mails.filter((m): m is MailMessage => m !== null);
}
