'use server';

import { and, eq, ne } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import { z } from '@/lib/zod';
import { getDb } from '@/server/db';
import { sessions } from '@/server/db/schema';
import { AuthorizationError, requireAdmin } from '@/server/auth/guard';

// The account page's session controls. Like every admin action they check the
// admin session first and touch only the caller's own sessions.

export type ActionResult = { ok: true; message: string } | { ok: false; message: string };

const sessionId = z.string().trim().min(1).max(200);

async function guarded(
  run: (userId: string, currentId: string) => Promise<ActionResult>,
): Promise<ActionResult> {
  let owner;
  try {
    owner = await requireAdmin();
  } catch (error) {
    if (error instanceof AuthorizationError) return { ok: false, message: error.message };
    throw error;
  }
  return run(owner.user.id, owner.session.id);
}

/** Signs out one other device of the signed-in account. */
export async function revokeSessionAction(id: unknown): Promise<ActionResult> {
  return guarded(async (userId, currentId) => {
    const parsed = sessionId.safeParse(id);
    if (!parsed.success) return { ok: false, message: 'Unknown session.' };
    if (parsed.data === currentId)
      return { ok: false, message: 'Use Sign Out to end the session you are using.' };
    const db = await getDb();
    const removed = await db
      .delete(sessions)
      .where(and(eq(sessions.id, parsed.data), eq(sessions.userId, userId)))
      .returning({ id: sessions.id });
    revalidatePath('/admin/account');
    return removed.length > 0
      ? { ok: true, message: 'Session signed out' }
      : { ok: false, message: 'That session had already ended.' };
  });
}

/** Signs out every device of the signed-in account except this one. */
export async function revokeOtherSessionsAction(): Promise<ActionResult> {
  return guarded(async (userId, currentId) => {
    const db = await getDb();
    const removed = await db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, currentId)))
      .returning({ id: sessions.id });
    revalidatePath('/admin/account');
    const n = removed.length;
    return {
      ok: true,
      message: n === 1 ? '1 other session signed out' : `${n} other sessions signed out`,
    };
  });
}
