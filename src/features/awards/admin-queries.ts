import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { pickColumns, type SelectedRow } from '@/server/db/columns';
import { awards } from '@/server/db/schema';
import { awardColumns } from './queries';

const adminAwardColumns = { ...awardColumns, ...pickColumns(awards, ['displayOrder']) };

export type AdminAward = SelectedRow<typeof adminAwardColumns>;

/** Every award in display order. */
export async function listAwardsForAdmin(): Promise<AdminAward[]> {
  const db = await getDb();
  return db
    .select(adminAwardColumns)
    .from(awards)
    .orderBy(asc(awards.displayOrder), asc(awards.id));
}
