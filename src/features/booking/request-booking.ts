import 'server-only';
import type { Db } from '@/server/db/connect';
import { invalidate } from '@/server/cache';
import { mailIdentity, type Attached, type IntakeContext } from '@/features/public-forms/intake';
import { bookCall } from './book';
import { hostOf, type Call } from './call-event';
import type { BookingFields } from './fields';
import { callStart } from './format';
import { bookedParts } from './mails';

// A consultation request that came with a time: the call is booked in the request's
// transaction (consultation/submit.ts), its invitations join the request's two mails, and the
// visitor's success notice names the time in their zone.

export type BookingMailParts = ReturnType<typeof bookedParts>;

export async function bookForRequest(
  tx: Db,
  requestId: number,
  input: BookingFields & { name: string; email: string },
  context: Pick<IntakeContext, 'ownerEmail' | 'siteUrl'>,
  now = Date.now(),
): Promise<Attached<BookingMailParts>> {
  const booked = await bookCall(
    tx,
    { id: requestId, email: input.email },
    input,
    hostOf(context.siteUrl),
    now,
  );
  const { owner, ownerName } = await mailIdentity(tx, context.ownerEmail);
  const call: Call = { ...booked, cancelled: false };
  const people = {
    visitor: { name: input.name, email: input.email },
    owner,
    ownerName,
    siteUrl: context.siteUrl,
  };
  return {
    value: bookedParts(call, people, booked.token),
    // the open times every page shows have changed
    afterCommit: () => invalidate('booking'),
    description: `Your call is booked for ${callStart(booked.startsAt, booked.visitorTimeZone)}. The invitation is on its way to your inbox.`,
  };
}
