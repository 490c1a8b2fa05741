import 'server-only';
import { asc, desc } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { clients } from '@/server/db/schema';
import { cached } from '@/server/cache';

export type PublicClient = {
  id: number;
  name: string;
  industry: string | null;
  logoUrl: string | null;
  isFeatured: boolean;
};

/** Featured clients first, then display order. */
export const getClients = cached(
  'clients-public',
  ['clients'],
  async (): Promise<PublicClient[]> => {
    const db = await getDb();
    return db
      .select({
        id: clients.id,
        name: clients.name,
        industry: clients.industry,
        logoUrl: clients.logoUrl,
        isFeatured: clients.isFeatured,
      })
      .from(clients)
      .orderBy(desc(clients.isFeatured), asc(clients.displayOrder), asc(clients.id));
  },
);
