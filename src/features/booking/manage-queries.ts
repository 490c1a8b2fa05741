import 'server-only';
import { eq } from 'drizzle-orm';
import { env } from '@/env';
import { getDb } from '@/server/db';
import { bookings, consultationRequests } from '@/server/db/schema';
import { mailIdentity } from '@/features/public-forms/intake';
import { callColumns } from './call-columns';
import { howWeMeet, whenForClient, type Call } from './call-event';
import { readLink, type LinkState } from './links';
import { offeringTitle } from './offerings';
import { openSlots } from './queries';
import { slotView, type SlotView } from './slot-view';
import { isTimeZone } from './zones';

// What a call's manage page reads: the state of its link (never cached: each visit reads it).

export async function linkState(token: string, now = Date.now()): Promise<LinkState> {
  return readLink(await getDb(), token, now);
}

/** For the HTTP layer's not-found probe: a token that names no call answers 404. */
export async function isUnknownLink(segment: string): Promise<boolean> {
  let token: string;
  try {
    token = decodeURIComponent(segment);
  } catch {
    return true;
  }
  try {
    return (await linkState(token)).state === 'unknown';
  } catch {
    // the page reports a database fault itself
    return false;
  }
}

export type ManagedCall = {
  title: string;
  name: string;
  whenClient: string;
  howWeMeet: string;
  visitorTimeZone: string;
  ownerTimeZone: string;
};

/** What an open link shows: the call in words, and the times it could move to in `zone`. */
export async function manageView(
  token: string,
  options: { tz?: string; day?: string },
  now = Date.now(),
): Promise<
  | { state: Exclude<LinkState['state'], 'open'> }
  | { state: 'open'; call: ManagedCall; view: SlotView; ownerName: string }
> {
  const db = await getDb();
  const link = await readLink(db, token, now);
  if (link.state !== 'open') return { state: link.state };
  const [row] = await db
    .select(callColumns)
    .from(bookings)
    .innerJoin(consultationRequests, eq(consultationRequests.id, bookings.requestId))
    .where(eq(bookings.id, link.bookingId));
  if (!row) return { state: 'unknown' };
  const [{ slots, availability }, identity] = await Promise.all([
    openSlots(now, { except: link.bookingId }),
    mailIdentity(db, env().OWNER_EMAIL),
  ]);
  const call: Call = {
    ...row,
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
    meetingDetails: availability.meetingDetails,
    cancelled: false,
  };
  const zone = options.tz && isTimeZone(options.tz) ? options.tz : row.visitorTimeZone;
  return {
    state: 'open',
    ownerName: identity.ownerName,
    call: {
      title: offeringTitle(row.offering),
      name: row.name,
      whenClient: whenForClient({ ...call, visitorTimeZone: zone }),
      howWeMeet: howWeMeet(call),
      visitorTimeZone: zone,
      ownerTimeZone: row.ownerTimeZone,
    },
    view: slotView(
      slots.filter((s) => s.start !== call.startsAt),
      zone,
      availability.rules.timeZone,
      options.day,
    ),
  };
}
