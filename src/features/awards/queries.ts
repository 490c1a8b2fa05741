import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { pickColumns, type SelectedRow } from '@/server/db/columns';
import { awards } from '@/server/db/schema';
import { cached } from '@/server/cache';

/** What the site shows of an award; the admin's read adds to these. */
export const awardColumns = pickColumns(awards, [
  'id',
  'title',
  'category',
  'projectName',
  'year',
  'status',
  'description',
  'organization',
  'imageUrl',
]);

export type PublicAward = SelectedRow<typeof awardColumns>;

/** Awards in display order. */
export const getAwards = cached('awards-public', ['awards'], async (): Promise<PublicAward[]> => {
  const db = await getDb();
  return db.select(awardColumns).from(awards).orderBy(asc(awards.displayOrder), asc(awards.id));
});
