'use server';

import { and, eq, ne } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import { z } from '@/lib/zod';
import { getDb } from '@/server/db';
import { sessions } from '@/server/db/schema';
import { AuthorizationError, requireAdmin, type AdminSession } from '@/server/auth/guard';
import { recordAudit } from '@/server/audit/record';
import { requestIp } from '@/server/audit/request';

// The account page's session controls. Like every admin action they check the
// admin session first and touch only the caller's own sessions.

export type ActionResult = { ok: true; message: string } | { ok: false; message: string };

const sessionId = z.string().trim().min(1).max(200);

async function guarded(
  run: (userId: string, currentId: string, owner: AdminSession) => Promise<ActionResult>,
): Promise<ActionResult> {
  let owner;
  try {
    owner = await requireAdmin();
  } catch (error) {
    if (error instanceof AuthorizationError) return { ok: false, message: error.message };
    throw error;
  }
  return run(owner.user.id, owner.session.id, owner);
}

/** Ends the sessions `where` picks and records it in the audit log, in one transaction. */
async function endSessions(
  owner: AdminSession,
  where: ReturnType<typeof and>,
  action: 'account.session-revoke' | 'account.sessions-revoke-others',
): Promise<number> {
  const db = await getDb();
  const ip = await requestIp();
  return db.transaction(async (tx) => {
    const removed = await tx.delete(sessions).where(where).returning({ id: sessions.id });
    if (removed.length > 0)
      await recordAudit(tx, {
        action,
        actor: { id: owner.user.id, email: owner.user.email },
        entityType: 'users',
        entityId: owner.user.id,
        changes: {
          note: removed.length === 1 ? '1 session ended' : `${removed.length} sessions ended`,
        },
        ip,
      });
    return removed.length;
  });
}

/** Signs out one other device of the signed-in account. */
export async function revokeSessionAction(id: unknown): Promise<ActionResult> {
  return guarded(async (userId, currentId, owner) => {
    const parsed = sessionId.safeParse(id);
    if (!parsed.success) return { ok: false, message: 'Unknown session.' };
    if (parsed.data === currentId)
      return { ok: false, message: 'Use Sign Out to end the session you are using.' };
    const removed = await endSessions(
      owner,
      and(eq(sessions.id, parsed.data), eq(sessions.userId, userId)),
      'account.session-revoke',
    );
    revalidatePath('/admin/account');
    return removed > 0
      ? { ok: true, message: 'Session signed out' }
      : { ok: false, message: 'That session had already ended.' };
  });
}

/** Signs out every device of the signed-in account except this one. */
export async function revokeOtherSessionsAction(): Promise<ActionResult> {
  return guarded(async (userId, currentId, owner) => {
    const n = await endSessions(
      owner,
      and(eq(sessions.userId, userId), ne(sessions.id, currentId)),
      'account.sessions-revoke-others',
    );
    revalidatePath('/admin/account');
    return {
      ok: true,
      message: n === 1 ? '1 other session signed out' : `${n} other sessions signed out`,
    };
  });
}
