import 'server-only';
import type { Db } from '@/server/db/connect';
import { inboxCounts } from '@/server/db/schema';

export type SubmissionStatus = 'new' | 'read' | 'archived' | 'spam';
export type StatusCounts = Record<SubmissionStatus, number>;
export type ItemKind = 'contact' | 'consultation';

/**
 * Every status's count for both kinds, from the eight rows the database's triggers keep
 * (inbox_counts): constant time however many years of requests the tables hold.
 */
export async function statusCounts(db: Db): Promise<Record<ItemKind, StatusCounts>> {
  const rows = await db.select().from(inboxCounts);
  const counts: Record<ItemKind, StatusCounts> = {
    contact: { new: 0, read: 0, archived: 0, spam: 0 },
    consultation: { new: 0, read: 0, archived: 0, spam: 0 },
  };
  for (const r of rows) counts[r.kind as ItemKind][r.status] = r.n;
  return counts;
}
