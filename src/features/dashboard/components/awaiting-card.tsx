import Link from 'next/link';
import { Clock, Mail, MessagesSquare } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { AwaitingSummary } from '@/features/submissions/awaiting';
import { promiseLabel, promiseState, spanLabel } from '@/features/submissions/promise';
import { card, CardHeader, number } from './dashboard-parts';

// The 24-hour promise at a glance: how many wait for the owner's answer, how many are past it,
// the longest waiting (each a link that opens it), and her usual time to a first answer.

const inboxOf = (kind: 'contact' | 'consultation') =>
  kind === 'contact' ? '/admin/submissions' : '/admin/consultations';

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'danger' }) {
  return (
    <div>
      <dt className="text-[13px] font-medium text-muted">{label}</dt>
      <dd
        className={cn(
          'mt-1 text-2xl font-semibold tracking-tight tabular-nums',
          tone === 'danger' ? 'text-danger' : 'text-ink',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

export function AwaitingCard({ summary, now }: { summary: AwaitingSummary; now: Date }) {
  const { total, overdue, answeredToday, oldest, medianResponseMs } = summary;
  return (
    <section aria-labelledby="awaiting-reply" className={card}>
      <CardHeader
        id="awaiting-reply"
        title="Awaiting reply"
        href="/admin/consultations?awaiting=1"
        linkLabel="Open the list"
      />
      <div className="grid gap-5 px-4 py-4 sm:px-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4">
          <Figure label="Waiting" value={number.format(total)} />
          <Figure
            label="Past 24 h"
            value={number.format(overdue)}
            tone={overdue > 0 ? 'danger' : undefined}
          />
          <Figure label="Answered today" value={number.format(answeredToday)} />
          <Figure
            label="Usual first reply"
            value={medianResponseMs === null ? '–' : spanLabel(medianResponseMs)}
          />
        </dl>
        {oldest.length === 0 ? (
          <p className="self-center text-sm text-muted">
            Nobody is waiting: every request has its answer.
          </p>
        ) : (
          <ul
            className="divide-y divide-line rounded-lg border border-line"
            aria-label="Longest waiting"
          >
            {oldest.map((w) => {
              const Icon = w.kind === 'contact' ? Mail : MessagesSquare;
              const state = promiseState({ ...w, firstResponseAt: null, status: 'new' }, now);
              return (
                <li key={`${w.kind}:${w.id}`}>
                  <Link
                    href={`${inboxOf(w.kind)}?open=${w.kind}:${w.id}`}
                    className="flex items-center gap-3 px-3 py-2.5 transition-colors hover:bg-sand/60"
                  >
                    <Icon className="size-3.5 shrink-0 text-ink-soft" aria-hidden />
                    <span className="min-w-0 flex-1 truncate text-sm font-medium text-ink">
                      {w.name}
                    </span>
                    <span
                      className={cn(
                        'inline-flex shrink-0 items-center gap-1 text-xs tabular-nums',
                        state.state === 'overdue' ? 'text-danger' : 'text-muted',
                      )}
                    >
                      <Clock className="size-3" aria-hidden />
                      {promiseLabel(state)}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
