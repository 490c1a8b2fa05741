import 'server-only';
import { asc } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { inboxEvents, inboxNotes, inboxReplies } from '@/server/db/schema';
import type { ItemKind, SubmissionStatus } from '../counts';
import type { InboxItem, MailState } from '../queries';
import type { BookingEvent } from './booking';
import { ofItem } from './lead-item';

// An item's history, oldest first: its arrival, every mail it caused (with its delivery state),
// each reply, status change, 'Mark as replied', booking event and private note. Each kind of fact
// is read from its own table; this puts them in one order.

export type TimelineEntry = { at: string } & (
  | { type: 'received' }
  | { type: 'mail'; mail: MailState }
  | {
      type: 'reply';
      id: number;
      subject: string;
      body: string;
      author: string | null;
      mail: MailState | null;
    }
  | {
      type: 'status';
      from: SubmissionStatus | null;
      to: SubmissionStatus | null;
      actor: string | null;
    }
  | { type: 'marked-replied' | 'unmarked-replied'; actor: string | null }
  | {
      type: 'note';
      id: number;
      body: string;
      author: string | null;
      version: string;
      edited: boolean;
    }
  | { type: 'booking'; label: string }
);

const iso = (d: Date) => d.toISOString();
/** what happened first comes first; the order each table gave breaks a tie */
const ORDER: TimelineEntry['type'][] = ['received', 'mail', 'reply', 'marked-replied', 'status'];

export async function loadTimeline(
  db: Db,
  item: InboxItem,
  booking: BookingEvent[],
): Promise<{ entries: TimelineEntry[]; replies: number }> {
  const kind: ItemKind = item.kind;
  const [replies, notes, events] = await Promise.all([
    db
      .select()
      .from(inboxReplies)
      .where(ofItem(inboxReplies, kind, item.id))
      .orderBy(asc(inboxReplies.id)),
    db
      .select()
      .from(inboxNotes)
      .where(ofItem(inboxNotes, kind, item.id))
      .orderBy(asc(inboxNotes.id)),
    db
      .select()
      .from(inboxEvents)
      .where(ofItem(inboxEvents, kind, item.id))
      .orderBy(asc(inboxEvents.id)),
  ]);
  const mailOf = new Map(item.mails.map((m) => [m.id, m]));
  const replyMail = new Set(replies.map((r) => r.mailId));
  const entries: TimelineEntry[] = [
    { type: 'received', at: item.createdAt },
    ...item.mails
      .filter((m) => !replyMail.has(m.id))
      .map((mail) => ({ type: 'mail' as const, at: mail.createdAt, mail })),
    ...replies.map((r) => ({
      type: 'reply' as const,
      at: iso(r.createdAt),
      id: r.id,
      subject: r.subject,
      body: r.body,
      author: r.authorEmail,
      mail: (r.mailId !== null && mailOf.get(r.mailId)) || null,
    })),
    ...events.map((e) =>
      e.type === 'status'
        ? {
            type: 'status' as const,
            at: iso(e.at),
            from: e.fromStatus,
            to: e.toStatus,
            actor: e.actorEmail,
          }
        : {
            type: e.type as 'marked-replied' | 'unmarked-replied',
            at: iso(e.at),
            actor: e.actorEmail,
          },
    ),
    ...notes.map((n) => ({
      type: 'note' as const,
      at: iso(n.createdAt),
      id: n.id,
      body: n.body,
      author: n.authorEmail,
      version: iso(n.updatedAt),
      edited: n.updatedAt.getTime() !== n.createdAt.getTime(),
    })),
    ...booking.map((b) => ({ type: 'booking' as const, at: iso(b.at), label: b.label })),
  ];
  const rank = (e: TimelineEntry) => {
    const i = ORDER.indexOf(e.type);
    return i === -1 ? ORDER.length : i;
  };
  entries.sort((a, b) => a.at.localeCompare(b.at) || rank(a) - rank(b));
  return { entries, replies: replies.length };
}
