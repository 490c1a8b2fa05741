import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { pickColumns, type SelectedRow } from '@/server/db/columns';
import { clients } from '@/server/db/schema';
import { clientColumns } from './queries';

const adminClientColumns = { ...clientColumns, ...pickColumns(clients, ['displayOrder']) };

export type AdminClient = SelectedRow<typeof adminClientColumns>;

/** Every client in display order (the public list puts featured ones first). */
export async function listClientsForAdmin(): Promise<AdminClient[]> {
  const db = await getDb();
  return db
    .select(adminClientColumns)
    .from(clients)
    .orderBy(asc(clients.displayOrder), asc(clients.id));
}
