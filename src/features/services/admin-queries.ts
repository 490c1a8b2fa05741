import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { services } from '@/server/db/schema';

export type AdminService = {
  id: number;
  title: string;
  description: string | null;
  iconName: string | null;
  category: string | null;
  bullets: string[];
  isActive: boolean;
  displayOrder: number;
};

/** Every service, active or not, in display order (the admin page checks the session first). */
export async function listServicesForAdmin(): Promise<AdminService[]> {
  const db = await getDb();
  return db
    .select({
      id: services.id,
      title: services.title,
      description: services.description,
      iconName: services.iconName,
      category: services.category,
      bullets: services.bullets,
      isActive: services.isActive,
      displayOrder: services.displayOrder,
    })
    .from(services)
    .orderBy(asc(services.displayOrder), asc(services.id));
}
