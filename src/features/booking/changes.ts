import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { bookingEvents } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail';
import { recordAudit } from '@/server/audit/record';
import { mailIdentity, SubmissionRefused } from '@/features/public-forms/intake';
import { chosenSlot, isOverlap, TAKEN } from './book';
import type { Call, People } from './call-event';
import { issueLink, retireLinks } from './links';
import { changeMails } from './mails';
import { offeringTitle } from './offerings';
import { ownerDate } from './slots';
import { loadAvailability } from './store';

// Moving and cancelling a call, by the client through their link or by the owner from the
// admin. Each runs in the caller's transaction with the booking's row locked, so two changes
// of one call never interleave; a move to a time that meets another call is refused by the
// database's constraint, as a booking is. Each change is in the call's history and the activity
// log, and mails the client (and the owner) an updated invitation.

/** Who makes a change: the client (through their link) or the owner, by her address. */
export type Actor = { by: 'client' } | { by: 'owner'; email: string };

/** A change that cannot be made, with the words to show. */
export class ChangeRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChangeRefused';
  }
}

type Locked = Call & {
  id: number;
  status: 'confirmed' | 'cancelled';
  name: string;
  email: string;
};

async function lockCall(tx: Db, bookingId: number): Promise<Locked> {
  const { rows } = await tx.execute<Record<string, unknown>>(sql`
    select b.id, b.request_id, b.uid, b.sequence, b.offering, b.starts_at, b.ends_at, b.status,
           b.owner_time_zone, b.visitor_time_zone, r.name, r.email
      from bookings b join consultation_requests r on r.id = b.request_id
     where b.id = ${bookingId}
       for update of b`);
  const r = rows[0];
  if (!r) throw new ChangeRefused('This call no longer exists.');
  return {
    id: Number(r.id),
    requestId: Number(r.request_id),
    uid: String(r.uid),
    sequence: Number(r.sequence),
    offering: String(r.offering),
    startsAt: new Date(r.starts_at as string).getTime(),
    endsAt: new Date(r.ends_at as string).getTime(),
    status: r.status as Locked['status'],
    ownerTimeZone: String(r.owner_time_zone),
    visitorTimeZone: String(r.visitor_time_zone),
    name: String(r.name),
    email: String(r.email),
    meetingDetails: null,
    cancelled: false,
  };
}

async function peopleOf(tx: Db, call: Locked, context: ChangeContext): Promise<People> {
  const { owner, ownerName } = await mailIdentity(tx, context.ownerEmail);
  return {
    visitor: { name: call.name, email: call.email },
    owner,
    ownerName,
    siteUrl: context.siteUrl,
  };
}

export type ChangeContext = { siteUrl: string; ownerEmail?: string; now?: number };

async function record(
  tx: Db,
  call: Locked,
  kind: 'rescheduled' | 'cancelled',
  actor: Actor,
  note: string | null,
  startsAt: number,
) {
  await tx.insert(bookingEvents).values({
    bookingId: call.id,
    requestId: call.requestId,
    kind,
    actor: actor.by,
    actorEmail: actor.by === 'client' ? call.email : actor.email,
    startsAt: new Date(startsAt),
    previousStartsAt: kind === 'rescheduled' ? new Date(call.startsAt) : null,
    note,
  });
  // the owner's changes are recorded by adminAction; a client's are recorded here
  if (actor.by === 'client') {
    await recordAudit(tx, {
      action: kind === 'cancelled' ? 'booking.cancel' : 'booking.reschedule',
      actor: { email: call.email },
      entityType: 'bookings',
      entityId: call.id,
      changes: {
        label: `${offeringTitle(call.offering)}: ${call.name}`,
        before: { startsAt: new Date(call.startsAt).toISOString() },
        after:
          kind === 'cancelled'
            ? { status: 'cancelled' }
            : { startsAt: new Date(startsAt).toISOString() },
        ...(note ? { note } : {}),
      },
    });
  }
}

function assertOpen(call: Locked, now: number) {
  if (call.status === 'cancelled') throw new ChangeRefused('This call has been cancelled.');
  if (call.endsAt <= now) throw new ChangeRefused('This call has already taken place.');
}

/**
 * Moves a call. The client may move it to an open time only; the owner to any future time
 * that meets no other call. Returns the client's new link.
 */
export async function moveCall(
  tx: Db,
  bookingId: number,
  start: number,
  actor: Actor,
  note: string | null,
  context: ChangeContext,
): Promise<string> {
  const now = context.now ?? Date.now();
  const call = await lockCall(tx, bookingId);
  assertOpen(call, now);
  const availability = await loadAvailability(tx, now);
  const length = call.endsAt - call.startsAt;
  if (actor.by === 'client') await chosenSlot(tx, availability, start, now, call.id);
  else if (start <= now) throw new ChangeRefused('Choose a time that has not passed.');
  if (start === call.startsAt) throw new ChangeRefused('The call is already at this time.');
  const moved = { ...call, startsAt: start, endsAt: start + length, sequence: call.sequence + 1 };
  try {
    await tx.execute(sql`
      update bookings
         set starts_at = ${new Date(start)}, ends_at = ${new Date(moved.endsAt)},
             blocked_until = ${new Date(moved.endsAt + availability.rules.bufferMinutes * 60_000)},
             owner_day = ${ownerDate(start, call.ownerTimeZone)}, sequence = ${moved.sequence},
             reminder_sent_at = null, updated_at = now()
       where id = ${call.id}`);
  } catch (error) {
    if (!isOverlap(error)) throw error;
    if (actor.by === 'client')
      throw new SubmissionRefused({ bookingStart: TAKEN.bookingStart }, TAKEN.notice);
    throw new ChangeRefused('That time meets another call (or its buffer): choose another.');
  }
  await record(tx, call, 'rescheduled', actor, note, start);
  const token = await issueLink(tx, call.id);
  const people = await peopleOf(tx, call, context);
  const mails = changeMails(
    'rescheduled',
    { ...moved, meetingDetails: availability.meetingDetails },
    people,
    { by: actor.by, note, token, previousStart: call.startsAt },
  );
  for (const mail of mails) await enqueueMail(tx, mail);
  return token;
}

/** Cancels a call: its time is free again and both calendars are told. */
export async function cancelCall(
  tx: Db,
  bookingId: number,
  actor: Actor,
  note: string | null,
  context: ChangeContext,
): Promise<void> {
  const now = context.now ?? Date.now();
  const call = await lockCall(tx, bookingId);
  assertOpen(call, now);
  const cancelled = { ...call, sequence: call.sequence + 1, cancelled: true };
  await tx.execute(sql`
    update bookings
       set status = 'cancelled', cancelled_at = now(), sequence = ${cancelled.sequence},
           updated_at = now()
     where id = ${call.id}`);
  await retireLinks(tx, call.id);
  await record(tx, call, 'cancelled', actor, note, call.startsAt);
  const availability = await loadAvailability(tx, now);
  const people = await peopleOf(tx, call, context);
  const mails = changeMails(
    'cancelled',
    { ...cancelled, meetingDetails: availability.meetingDetails },
    people,
    { by: actor.by, note },
  );
  for (const mail of mails) await enqueueMail(tx, mail);
}
