import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { pickColumns, type SelectedRow } from '@/server/db/columns';
import { services } from '@/server/db/schema';
import { serviceColumns } from './queries';

const adminServiceColumns = {
  ...serviceColumns,
  ...pickColumns(services, ['isActive', 'displayOrder']),
};

export type AdminService = SelectedRow<typeof adminServiceColumns>;

/** Every service, active or not, in display order (the admin page checks the session first). */
export async function listServicesForAdmin(): Promise<AdminService[]> {
  const db = await getDb();
  return db
    .select(adminServiceColumns)
    .from(services)
    .orderBy(asc(services.displayOrder), asc(services.id));
}
