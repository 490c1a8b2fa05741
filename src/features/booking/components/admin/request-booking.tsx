'use client';

import { useEffect, useState } from 'react';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import type { CallItem } from '../../admin-queries';
import { requestBookingAction } from '../../read-actions';

// The booked call of a consultation request, in its details in the inbox: when, its state, and
// the way to Bookings. Asked for when the details open; nothing shows for a request without one.

const STATE = { confirmed: 'Booked', cancelled: 'Cancelled', past: 'Past' } as const;

export function RequestBooking({ requestId }: { requestId: number }) {
  const [call, setCall] = useState<{ id: number; call: CallItem | null } | null>(null);
  useEffect(() => {
    let live = true;
    requestBookingAction({ requestId }).then(
      (result) => live && result.ok && setCall({ id: requestId, call: result.data }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [requestId]);
  const shown = call?.id === requestId ? call.call : null;
  if (!shown) return null;
  return (
    <div>
      <h3 className="text-xs font-medium uppercase tracking-[0.14em] text-muted">Booked call</h3>
      <div className="mt-2 flex flex-col gap-2 rounded-lg border border-line p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-ink">
            {shown.title}, {shown.date} at {shown.time}
            <Badge tone={shown.state === 'confirmed' ? 'strong' : 'muted'}>
              {STATE[shown.state]}
            </Badge>
          </p>
          {shown.client && <p className="text-xs text-muted">{shown.client} for the client</p>}
        </div>
        <Link
          href="/admin/bookings"
          className="shrink-0 text-sm font-medium underline decoration-line underline-offset-4 hover:decoration-accent"
        >
          Open in Bookings
        </Link>
      </div>
    </div>
  );
}
