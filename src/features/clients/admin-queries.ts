import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { clients } from '@/server/db/schema';

export type AdminClient = {
  id: number;
  name: string;
  industry: string | null;
  logoUrl: string | null;
  isFeatured: boolean;
  displayOrder: number;
};

/** Every client in display order (the public list puts featured ones first). */
export async function listClientsForAdmin(): Promise<AdminClient[]> {
  const db = await getDb();
  return db
    .select({
      id: clients.id,
      name: clients.name,
      industry: clients.industry,
      logoUrl: clients.logoUrl,
      isFeatured: clients.isFeatured,
      displayOrder: clients.displayOrder,
    })
    .from(clients)
    .orderBy(asc(clients.displayOrder), asc(clients.id));
}
