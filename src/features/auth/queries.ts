import 'server-only';
import { and, desc, eq, gt } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { sessions } from '@/server/db/schema';
import type { AdminSession } from '@/server/auth/guard';

export type AccountSession = {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: Date;
  lastActiveAt: Date;
  current: boolean;
};

/** The signed-in account's live sessions, newest activity first (no tokens leave the server). */
export async function listAccountSessions(owner: AdminSession): Promise<AccountSession[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, owner.user.id), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt));
  return rows
    .map((row) => ({ ...row, current: row.id === owner.session.id }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}
