import 'server-only';
import { count, eq } from 'drizzle-orm';
import type { z } from '@/lib/zod';
import type { Db } from '@/server/db/connect';
import { inboxEvents, inboxReplies } from '@/server/db/schema';
import { ActionError } from '@/server/admin-action';
import { tableOf } from '../bulk';
import { zonedDate } from '../zoned';
import { itemLink, leadSettings, lockItem, ofItem, refuseSpam } from './lead-item';
import type { markRepliedSchema } from './schemas';
import { answered } from './send';

// 'Mark as replied': the owner answered by phone or from her own mail program, so the promise is
// kept and the first-response time starts counting from now. Undoing it is only for a mark made
// by mistake; an item answered from the site stays answered.

export async function markReplied(
  db: Db,
  { kind, id, replied }: z.output<typeof markRepliedSchema>,
  actor: string,
): Promise<{ firstResponseAt: Date | null }> {
  const item = await lockItem(db, kind, id);
  refuseSpam(item);
  if (replied) {
    if (item.firstResponseAt) {
      const { timeZone } = await leadSettings(db);
      throw new ActionError(
        `This item was already answered on ${zonedDate(item.firstResponseAt, timeZone)}.`,
      );
    }
    const [event] = await db
      .insert(inboxEvents)
      .values({ ...itemLink(kind, id), type: 'marked-replied', actorEmail: actor })
      .returning({ at: inboxEvents.at });
    await answered(db, kind, id, event!.at);
    return { firstResponseAt: event!.at };
  }
  if (!item.firstResponseAt) throw new ActionError('This item is not marked as answered.');
  const [{ n }] = (await db
    .select({ n: count() })
    .from(inboxReplies)
    .where(ofItem(inboxReplies, kind, id))) as [{ n: number }];
  if (Number(n) > 0) {
    throw new ActionError('A reply was sent to this item from the site: it stays answered.');
  }
  const t = tableOf(kind);
  await db.update(t).set({ firstResponseAt: null }).where(eq(t.id, id));
  await db
    .insert(inboxEvents)
    .values({ ...itemLink(kind, id), type: 'unmarked-replied', actorEmail: actor });
  return { firstResponseAt: null };
}
