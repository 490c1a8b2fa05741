'use server';

import { idField } from '@/components/admin/fields';
import { AuthorizationError } from '@/server/auth/guard';
import { z } from '@/lib/zod';
import { getRequestBooking, type CallItem } from './admin-queries';

// Admin: the booking of one consultation request, for its details in the inbox (a dialog that
// asks when it opens). A read: nothing is written, so it is not an audited action.

const input = z.object({ requestId: idField });

export async function requestBookingAction(
  raw: unknown,
): Promise<{ ok: true; data: CallItem | null } | { ok: false; message: string }> {
  const parsed = input.safeParse(raw);
  if (!parsed.success) return { ok: false, message: 'That request could not be found.' };
  try {
    return { ok: true, data: await getRequestBooking(parsed.data.requestId) };
  } catch (error) {
    if (error instanceof AuthorizationError) return { ok: false, message: error.message };
    throw error;
  }
}
