import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { bookingEvents } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail';
import { mailIdentity } from '@/features/public-forms/intake';
import type { Call } from './call-event';
import { issueLink } from './links';
import { changeMails } from './mails';
import { loadAvailability } from './store';

// The client's reminder, the owner's set time before each call (24 hours unless she changes
// it). A pass claims the due calls and marks them reminded in one statement, inside the
// transaction that writes their mails to the outbox: however many instances run a pass at
// once, a call is claimed by one of them (the others skip the rows it holds and then see them
// marked), and a pass that fails marks nothing. A call booked or moved inside its reminder
// time has just had its confirmation and gets no reminder; a moved call is reminded anew.

export type ReminderContext = { siteUrl: string; ownerEmail?: string };

export async function sendDueReminders(
  db: Db,
  context: ReminderContext,
  now = Date.now(),
): Promise<number> {
  const availability = await loadAvailability(db, now);
  const lead = availability.reminderMinutes * 60_000;
  if (lead <= 0) return 0;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const { rows } = await tx.execute<Record<string, unknown>>(sql`
      update bookings b
         set reminder_sent_at = ${new Date(now)}
        from consultation_requests r
       where r.id = b.request_id
         and b.id in (
           select id from bookings
            where status = 'confirmed' and reminder_sent_at is null
              and starts_at > ${new Date(now)}
              and starts_at <= ${new Date(now + lead)}
              and updated_at <= starts_at - ${lead}::int * interval '1 millisecond'
            order by starts_at
            limit 50
              for update skip locked)
      returning b.id, b.request_id, b.uid, b.sequence, b.offering, b.starts_at, b.ends_at,
                b.owner_time_zone, b.visitor_time_zone, r.name, r.email`);
    if (rows.length === 0) return 0;
    const { owner, ownerName } = await mailIdentity(tx, context.ownerEmail);
    for (const r of rows) {
      const call: Call = {
        requestId: Number(r.request_id),
        uid: String(r.uid),
        sequence: Number(r.sequence),
        offering: String(r.offering),
        startsAt: new Date(r.starts_at as string).getTime(),
        endsAt: new Date(r.ends_at as string).getTime(),
        ownerTimeZone: String(r.owner_time_zone),
        visitorTimeZone: String(r.visitor_time_zone),
        meetingDetails: availability.meetingDetails,
        cancelled: false,
      };
      const people = {
        visitor: { name: String(r.name), email: String(r.email) },
        owner,
        ownerName,
        siteUrl: context.siteUrl,
      };
      const token = await issueLink(tx, Number(r.id));
      for (const mail of changeMails('reminder', call, people, { by: 'system', token })) {
        await enqueueMail(tx, mail);
      }
      await tx.insert(bookingEvents).values({
        bookingId: Number(r.id),
        requestId: call.requestId,
        kind: 'reminded',
        actor: 'system',
        startsAt: new Date(call.startsAt),
      });
    }
    return rows.length;
  });
}
