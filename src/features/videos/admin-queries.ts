import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { pickColumns, type SelectedRow } from '@/server/db/columns';
import { videoShowcases } from '@/server/db/schema';
import { videoColumns } from './queries';

const adminVideoColumns = {
  ...videoColumns,
  ...pickColumns(videoShowcases, ['isActive', 'displayOrder']),
};

export type AdminVideo = SelectedRow<typeof adminVideoColumns>;

/** Every showcase, shown or hidden, in display order. */
export async function listVideosForAdmin(): Promise<AdminVideo[]> {
  const db = await getDb();
  return db
    .select(adminVideoColumns)
    .from(videoShowcases)
    .orderBy(asc(videoShowcases.displayOrder), asc(videoShowcases.id));
}
