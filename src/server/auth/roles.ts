import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { users, type UserRole } from '@/server/db/schema';

/** The spec's has_role(user, role). */
export async function hasRole(db: Db, userId: string, role: UserRole): Promise<boolean> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role === role;
}

/** Gives an existing account a role; returns false when there is no account with that address. */
export async function setRole(db: Db, email: string, role: UserRole): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return rows.length > 0;
}
