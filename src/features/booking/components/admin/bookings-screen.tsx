'use client';

import { useState } from 'react';
import Link from 'next/link';
import { CalendarCheck, CalendarX2, Clock3, History, MoveRight } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ManagerEmptyState, ManagerList, ManagerPanel, ManagerRow } from '@/components/admin';
import type { BookingsScreen as Screen, CallDay, CallItem } from '../../admin-queries';
import { CallDialogs, type CallChange } from './call-dialogs';
import { FeedPanel } from './feed-panel';

// The owner's Bookings: the calls to come and the ones past, day by day in her zone, each with
// the client's own time beside it and a link to its request; a call to come can be moved or
// cancelled with a note to the client.

const STATE: Record<CallItem['state'], { label: string; tone: 'strong' | 'muted' | 'outline' }> = {
  confirmed: { label: 'Booked', tone: 'strong' },
  cancelled: { label: 'Cancelled', tone: 'outline' },
  past: { label: 'Past', tone: 'muted' },
};

function Call({ call, onChange }: { call: CallItem; onChange: (change: CallChange) => void }) {
  const open = call.state === 'confirmed';
  return (
    <ManagerRow
      label={`${call.time}: ${call.name}`}
      muted={call.state === 'cancelled'}
      leading={
        <span className="flex size-10 items-center justify-center rounded-lg bg-sand text-ink-soft">
          <Clock3 className="size-4" aria-hidden />
        </span>
      }
      actions={
        open ? (
          <>
            <Button variant="ghost" size="sm" onClick={() => onChange({ call, kind: 'move' })}>
              <MoveRight aria-hidden />
              Move
            </Button>
            <Button variant="ghost" size="sm" onClick={() => onChange({ call, kind: 'cancel' })}>
              <CalendarX2 aria-hidden />
              Cancel
            </Button>
          </>
        ) : null
      }
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-ink">
        <span className="tabular-nums">{call.time}</span>
        <Badge tone={STATE[call.state].tone}>{STATE[call.state].label}</Badge>
      </p>
      <p className="mt-0.5 text-sm text-muted">
        {call.title} with{' '}
        <Link
          href={call.inbox}
          className="font-medium text-ink underline decoration-line underline-offset-4 hover:decoration-accent"
        >
          {call.name}
        </Link>
        {call.client ? <> · {call.client} for them</> : null}
      </p>
    </ManagerRow>
  );
}

function Days({ days, onChange }: { days: CallDay[]; onChange: (change: CallChange) => void }) {
  return (
    <div className="space-y-5">
      {days.map((day) => (
        <section key={day.date} aria-label={day.label}>
          <h3 className="mb-2 text-xs font-semibold uppercase tracking-[0.14em] text-muted">
            {day.label}
          </h3>
          <ManagerList>
            {day.calls.map((call) => (
              <Call key={call.id} call={call} onChange={onChange} />
            ))}
          </ManagerList>
        </section>
      ))}
    </div>
  );
}

export function BookingsScreen({ screen }: { screen: Screen }) {
  const [change, setChange] = useState<CallChange>(null);
  return (
    <div className="space-y-6">
      <ManagerPanel
        title="Upcoming calls"
        description={`Times in ${screen.zoneCity}.${screen.enabled ? '' : ' Booking is off: visitors cannot pick a time.'}`}
      >
        {screen.upcoming.length === 0 ? (
          <ManagerEmptyState
            icon={CalendarCheck}
            message="No calls booked yet"
            hint="Calls your clients book on the consultation page appear here, day by day."
          />
        ) : (
          <Days days={screen.upcoming} onChange={setChange} />
        )}
      </ManagerPanel>
      <FeedPanel url={screen.feed} />
      <ManagerPanel title="Past calls" description="The latest fifty.">
        {screen.past.length === 0 ? (
          <ManagerEmptyState icon={History} message="No past calls" />
        ) : (
          <Days days={screen.past} onChange={setChange} />
        )}
      </ManagerPanel>
      <CallDialogs change={change} onClose={() => setChange(null)} zoneCity={screen.zoneCity} />
    </div>
  );
}
