import 'server-only';
import type { Db } from '@/server/db/connect';
import { getDb } from '@/server/db';
import { requireAdmin } from '@/server/auth/guard';
import type { ItemKind } from '../counts';
import { attachFiles, attachMail, itemsOf, type InboxItem } from '../queries';
import { loadSnippets, type Snippet } from '../snippets/queries';
import { bookingFacts } from './booking';
import { leadSettings } from './lead-item';
import type { PlaceholderValues } from './placeholders';
import { loadTimeline, type TimelineEntry } from './timeline';
import { placeholderValues } from './values';
import { firstParam, type SearchParam } from '@/lib/search-params';

// Everything the details dialog needs for the item the URL opens (?open=consultation:12): the
// item, its timeline, and what the reply composer starts from.

export type ItemDetail = {
  item: InboxItem;
  timeline: TimelineEntry[];
  /** how many replies the composer saw: the stale-form check of a reply */
  repliesSeen: number;
  /** the composer's subject: the thread's, so the client's mail program keeps one conversation */
  subject: string;
  values: PlaceholderValues;
  /** where the client's answers will go; null when no address is set (replying is refused) */
  ownerEmail: string | null;
  timeZone: string;
  snippets: Snippet[];
};

const OPEN = /^(contact|consultation):([1-9]\d{0,9})$/;

/** The item a URL's `open` parameter names, or null. */
export function parseOpen(value: SearchParam): { kind: ItemKind; id: number } | null {
  const match = firstParam(value)?.match(OPEN);
  if (!match || Number(match[2]) > 2_147_483_647) return null;
  return { kind: match[1] as ItemKind, id: Number(match[2]) };
}

const confirmationSubject = (item: InboxItem, timeline: TimelineEntry[]): string => {
  const confirmation = timeline.find(
    (e) => e.type === 'mail' && e.mail.kind.endsWith('-confirmation'),
  );
  if (confirmation?.type === 'mail' && confirmation.mail.subject) return confirmation.mail.subject;
  return item.kind === 'consultation'
    ? 'Your consultation request'
    : item.subject || 'Your message';
};

function threadSubject(item: InboxItem, timeline: TimelineEntry[]): string {
  const replies = timeline.filter((e) => e.type === 'reply');
  const last = replies.at(-1);
  if (last?.type === 'reply') return last.subject;
  const subject = confirmationSubject(item, timeline);
  return /^re:/i.test(subject) ? subject : `Re: ${subject}`;
}

export async function loadItemDetail(
  db: Db,
  key: { kind: ItemKind; id: number },
): Promise<ItemDetail | null> {
  const [item] = await itemsOf(db, [{ ...key, at: '' }]);
  if (!item) return null;
  const [settings, snippets] = await Promise.all([
    leadSettings(db),
    loadSnippets(db),
    attachMail(db, [item]),
    attachFiles(db, [item]),
  ]);
  const booking = await bookingFacts(db, item.kind, item.id, settings.timeZone);
  const { entries, replies } = await loadTimeline(db, item, booking.events);
  const service = item.kind === 'consultation' ? item.selectedService : null;
  return {
    item,
    timeline: entries,
    repliesSeen: replies,
    subject: threadSubject(item, entries),
    values: placeholderValues(
      { kind: item.kind, name: item.name, service, createdAt: new Date(item.createdAt) },
      settings,
      booking,
    ),
    ownerEmail: settings.ownerEmail,
    timeZone: settings.timeZone,
    snippets,
  };
}

/** The details dialog's data for the item the URL opens, for an admin only. */
export async function getItemDetail(key: {
  kind: ItemKind;
  id: number;
}): Promise<ItemDetail | null> {
  await requireAdmin();
  return loadItemDetail(await getDb(), key);
}
