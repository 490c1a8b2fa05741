import 'server-only';
import { asc, desc } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { pickColumns, type SelectedRow } from '@/server/db/columns';
import { clients } from '@/server/db/schema';
import { cached } from '@/server/cache';

/** What the site shows of a client; the admin's read adds to these. */
export const clientColumns = pickColumns(clients, [
  'id',
  'name',
  'industry',
  'logoUrl',
  'isFeatured',
]);

export type PublicClient = SelectedRow<typeof clientColumns>;

/** Featured clients first, then display order. */
export const getClients = cached(
  'clients-public',
  ['clients'],
  async (): Promise<PublicClient[]> => {
    const db = await getDb();
    return db
      .select(clientColumns)
      .from(clients)
      .orderBy(desc(clients.isFeatured), asc(clients.displayOrder), asc(clients.id));
  },
);
