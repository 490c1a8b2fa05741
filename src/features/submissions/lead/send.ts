import 'server-only';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { z } from '@/lib/zod';
import type { Db } from '@/server/db/connect';
import { inboxReplies } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail';
import { ActionError } from '@/server/admin-action';
import { bookingFacts } from './booking';
import type { ItemKind } from '../counts';
import { itemLink, leadSettings, lockItem, ofItem, refuseSpam, type LeadItem } from './lead-item';
import { tableOf } from '../bulk';
import { zonedDateTime } from '../zoned';
import { fillPlaceholders } from './placeholders';
import type { replySchema } from './schemas';
import { REPLY_KIND, threadOf } from './thread';
import { placeholderValues } from './values';

// Sending the owner's answer: one transaction stores the reply, its outbox row (threaded under
// the client's earlier mails) and the item's new facts (read, first answered). The mail goes out
// when the worker reaches it, whether the mail server is up now or later; nothing is lost.

type Reply = z.output<typeof replySchema>;

/** The mail's text: her words, then the client's message quoted, as a mail program would. */
export function replyText(body: string, item: LeadItem, timeZone: string): string {
  const quoted = item.message
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
  const when = zonedDateTime(item.createdAt, timeZone);
  return `${body.replace(/\r\n?/g, '\n')}\n\nOn ${when}, ${item.name} wrote:\n${quoted}\n`;
}

/** Refuses a form opened before someone else's reply went out. */
async function refuseStale(db: Db, kind: ItemKind, id: number, seen: number): Promise<void> {
  const [{ n }] = (await db
    .select({ n: count() })
    .from(inboxReplies)
    .where(ofItem(inboxReplies, kind, id))) as [{ n: number }];
  if (Number(n) === seen) return;
  const [latest] = await db
    .select({ author: inboxReplies.authorEmail })
    .from(inboxReplies)
    .where(ofItem(inboxReplies, kind, id))
    .orderBy(desc(inboxReplies.id))
    .limit(1);
  throw new ActionError(
    `${latest?.author ?? 'Someone'} replied to this item after you opened it. Read that reply, then send yours if it is still needed.`,
  );
}

export async function sendReply(
  db: Db,
  input: Reply,
  author: string,
): Promise<{ id: number; mailId: number }> {
  const item = await lockItem(db, input.kind, input.id);
  refuseSpam(item);
  await refuseStale(db, input.kind, input.id, input.repliesSeen);
  const settings = await leadSettings(db);
  if (!settings.ownerEmail) {
    throw new ActionError(
      "Add your contact e-mail in Site Settings first: the client's answer must reach you.",
    );
  }
  const booking = await bookingFacts(db, item.kind, item.id, settings.timeZone);
  const values = placeholderValues(item, settings, booking);
  const subject = fillPlaceholders(input.subject, values);
  const body = fillPlaceholders(input.body, values);
  if (!subject.ok) throw new ActionError(subject.message);
  if (!body.ok) throw new ActionError(body.message);
  const thread = await threadOf(db, item.kind, item.id);
  const mailId = await enqueueMail(db, {
    kind: REPLY_KIND,
    to: item.email,
    replyTo: settings.ownerEmail,
    subject: subject.text,
    text: replyText(body.text, item, settings.timeZone),
    ref: `${item.kind}:${item.id}`,
    ...thread,
  });
  const [reply] = await db
    .insert(inboxReplies)
    .values({
      ...itemLink(item.kind, item.id),
      mailId,
      to: item.email,
      subject: subject.text,
      body: body.text,
      authorEmail: author,
    })
    .returning({ id: inboxReplies.id, at: inboxReplies.createdAt });
  await answered(db, item.kind, item.id, reply!.at);
  return { id: reply!.id, mailId };
}

/** The item is answered: read if it was new, and its first answer's time kept. */
export async function answered(db: Db, kind: ItemKind, id: number, at: Date): Promise<void> {
  const t = tableOf(kind);
  await db
    .update(t)
    .set({
      status: sql`case when ${t.status} = 'new' then 'read'::submission_status else ${t.status} end`,
      firstResponseAt: sql`coalesce(${t.firstResponseAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(t.id, id));
}
