import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { services } from '@/server/db/schema';
import { cached } from '@/server/cache';

export type PublicService = {
  id: number;
  title: string;
  description: string | null;
  iconName: string | null;
  category: string | null;
  bullets: string[];
};

/** Active services in display order. */
export const getActiveServices = cached(
  'services-public',
  ['services'],
  async (): Promise<PublicService[]> => {
    const db = await getDb();
    const rows = await db
      .select({
        id: services.id,
        title: services.title,
        description: services.description,
        iconName: services.iconName,
        category: services.category,
        bullets: services.bullets,
      })
      .from(services)
      .where(eq(services.isActive, true))
      .orderBy(asc(services.displayOrder), asc(services.id));
    return rows.map((row) => ({
      ...row,
      bullets: (row.bullets ?? []).filter((b) => b.trim() !== ''),
    }));
  },
);
