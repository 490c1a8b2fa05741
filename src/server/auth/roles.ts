import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { users, type UserRole } from '@/server/db/schema';
import { recordAudit } from '@/server/audit/record';

/** has_role(user, role): whether the account holds that role. */
export async function hasRole(db: Db, userId: string, role: UserRole): Promise<boolean> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role === role;
}

/**
 * Gives an existing account a role; returns false when there is no account with
 * that address. A change of role is in the audit log, written in the same transaction.
 */
export async function setRole(
  db: Db,
  email: string,
  role: UserRole,
  note = 'from the server',
): Promise<boolean> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(sql`lower(${users.email})`, address))
      .for('update');
    if (!before) return false;
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, before.id));
    if (before.role !== role) {
      await recordAudit(tx, {
        action: role === 'admin' ? 'role.grant' : 'role.revoke',
        actor: null,
        entityType: 'users',
        entityId: before.id,
        changes: { before: { role: before.role }, after: { role }, label: address, note },
      });
    }
    return true;
  });
}
