import 'server-only';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { mailOutbox } from '@/server/db/schema';
import type { ItemKind } from '../counts';

// Where a reply stands in the client's conversation: after the confirmation the form sent them
// and every earlier reply, so their mail program shows one thread (In-Reply-To names the latest,
// References the chain, oldest first).

/** The mails of an item that the client received from the site, in the thread's order. */
export const THREAD_KINDS = ['consultation-confirmation', 'contact-confirmation', 'inbox-reply'];
export const REPLY_KIND = 'inbox-reply';
/** A long thread keeps its first message and its latest ones, as mail programs do. */
const MAX_REFERENCES = 10;

export type Thread = { inReplyTo?: string; references: string[] };

export async function threadOf(db: Db, kind: ItemKind, id: number): Promise<Thread> {
  const rows = await db
    .select({ messageId: mailOutbox.messageId })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.ref, `${kind}:${id}`),
        inArray(mailOutbox.kind, THREAD_KINDS),
        isNotNull(mailOutbox.messageId),
      ),
    )
    .orderBy(asc(mailOutbox.id));
  const ids = rows.map((r) => r.messageId!);
  if (ids.length === 0) return { references: [] };
  const references =
    ids.length > MAX_REFERENCES ? [ids[0]!, ...ids.slice(-(MAX_REFERENCES - 1))] : ids;
  return { inReplyTo: ids.at(-1), references };
}
