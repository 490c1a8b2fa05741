'use client';

import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { serviceTitle } from '@/features/consultation/options';
import { promiseLabel, promiseState } from '../promise';
import type { InboxItem, SubmissionStatus } from '../queries';

// Small pieces the inbox's list and its details dialog share.

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});
export const when = (iso: string) => dateTime.format(new Date(iso));

export function StatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <Badge
      tone={status === 'new' ? 'strong' : status === 'spam' ? 'danger' : 'muted'}
      className="capitalize"
    >
      {status}
    </Badge>
  );
}

export const topic = (item: InboxItem) =>
  item.kind === 'contact' ? item.subject || 'No subject' : serviceTitle(item.selectedService);

/**
 * The time the screen counts from: the server's at first (so the page hydrates as rendered),
 * then the browser's, once a minute, so 'Reply within 5 h' stays true on an open tab.
 */
export function useNow(serverNow: string): Date {
  const [now, setNow] = useState(() => new Date(serverNow));
  useEffect(() => {
    const tick = () => setNow(new Date());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 60_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  return now;
}

/** 'Reply within 5 h', 'Overdue by 3 h' or 'Answered in 2 h'; nothing for archived or spam. */
export function PromiseBadge({ item, now }: { item: InboxItem; now: Date }) {
  const state = promiseState(item, now);
  const label = promiseLabel(state);
  if (!label) return null;
  const tone = state.state === 'overdue' ? 'danger' : state.state === 'due' ? 'accent' : 'success';
  return (
    <Badge tone={tone} data-promise={state.state}>
      {label}
    </Badge>
  );
}
