import Link from 'next/link';
import { ArrowRight, CalendarClock } from 'lucide-react';
import { cardClass } from '@/components/admin';
import type { CallDay } from '../../admin-queries';

// The dashboard's card of the next calls booked, soonest first, each with its day and the
// client, linked to Bookings.

export function NextCalls({ days, enabled }: { days: CallDay[]; enabled: boolean }) {
  return (
    <section aria-labelledby="next-calls" className={cardClass}>
      <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3.5 sm:px-5">
        <h2 id="next-calls" className="text-sm font-semibold text-ink">
          Next calls
        </h2>
        <Link
          href="/admin/bookings"
          className="inline-flex items-center gap-1 rounded-md text-[13px] font-medium text-muted transition-colors hover:text-ink"
        >
          All bookings
          <ArrowRight className="size-3.5" aria-hidden />
        </Link>
      </div>
      {days.length === 0 ? (
        <p className="px-4 py-10 text-center text-sm text-muted sm:px-5">
          {enabled ? 'No calls booked yet' : 'Booking is off: turn it on in Availability.'}
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {days.flatMap((day) =>
            day.calls.map((call) => (
              <li key={call.id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-sand text-ink-soft">
                  <CalendarClock className="size-4" aria-hidden />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-ink">{call.name}</p>
                  <p className="truncate text-xs text-muted">
                    {day.label}, {call.time}
                    {call.client ? ` · ${call.client} for them` : ''}
                  </p>
                </div>
              </li>
            )),
          )}
        </ul>
      )}
    </section>
  );
}
