'use server';

import { idField } from '@/components/admin/fields';
import { adminRead } from '@/server/admin-action';
import { z } from '@/lib/zod';
import { getRequestBooking } from './admin-queries';

// Admin: the booking of one consultation request, for its details in the inbox (a dialog that
// asks when it opens). A read: nothing is written, so it is not an audited action.

export const requestBookingAction = adminRead(z.object({ requestId: idField }), ({ requestId }) =>
  getRequestBooking(requestId),
);
