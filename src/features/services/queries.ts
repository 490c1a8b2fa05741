import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { pickColumns, type SelectedRow } from '@/server/db/columns';
import { services } from '@/server/db/schema';
import { cached } from '@/server/cache';

/** What the site shows of a service; the admin's read adds to these. */
export const serviceColumns = pickColumns(services, [
  'id',
  'title',
  'description',
  'iconName',
  'category',
  'bullets',
]);

export type PublicService = SelectedRow<typeof serviceColumns>;

/** Active services in display order. */
export const getActiveServices = cached(
  'services-public',
  ['services'],
  async (): Promise<PublicService[]> => {
    const db = await getDb();
    const rows = await db
      .select(serviceColumns)
      .from(services)
      .where(eq(services.isActive, true))
      .orderBy(asc(services.displayOrder), asc(services.id));
    return rows.map((row) => ({
      ...row,
      bullets: (row.bullets ?? []).filter((b) => b.trim() !== ''),
    }));
  },
);
