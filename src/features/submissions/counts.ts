import 'server-only';
import { sql } from 'drizzle-orm';
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

export type InboxFigures = {
  status: Record<ItemKind, StatusCounts>;
  /** items that wait for the owner's answer (new or read, never answered), per kind */
  awaiting: Record<ItemKind, number>;
};

/** The status counts and the awaiting-reply counts, both kept by triggers, in one round trip. */
export async function inboxFigures(db: Db): Promise<InboxFigures> {
  const result = await db.execute(sql`
    select kind, status::text as status, n from inbox_counts
    union all select kind, 'awaiting', n from inbox_awaiting`);
  const figures: InboxFigures = {
    status: {
      contact: { new: 0, read: 0, archived: 0, spam: 0 },
      consultation: { new: 0, read: 0, archived: 0, spam: 0 },
    },
    awaiting: { contact: 0, consultation: 0 },
  };
  for (const r of result.rows as { kind: ItemKind; status: string; n: number }[]) {
    if (r.status === 'awaiting') figures.awaiting[r.kind] = Number(r.n);
    else figures.status[r.kind][r.status as SubmissionStatus] = Number(r.n);
  }
  return figures;
}
