import Link from 'next/link';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { RecentSubmission } from '../queries';
import { timeAgo } from '../relative-time';

// The dashboard's small parts: its cards' frame, the figure cards, a card's title row, the
// empty state and the relative time of a list's rows.

export const card = 'rounded-xl border border-line bg-white shadow-[0_1px_2px_rgba(10,10,10,0.03)]';
export const number = new Intl.NumberFormat('en-GB');
const fullDate = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

export function StatCard({
  label,
  value,
  icon: Icon,
  href,
  trend,
}: {
  label: string;
  value: number;
  icon: LucideIcon;
  href: string;
  trend?: string | null;
}) {
  return (
    <Link
      href={href}
      className={cn(
        card,
        'group flex flex-col gap-4 p-4 transition-colors duration-200 hover:border-ink/25 sm:p-5',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="text-[13px] font-medium text-muted">{label}</p>
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-sand text-ink-soft transition-colors group-hover:bg-ink group-hover:text-paper">
          <Icon className="size-4" aria-hidden />
        </span>
      </div>
      <div className="flex flex-wrap items-baseline gap-x-2.5 gap-y-1">
        <p className="text-3xl font-semibold tracking-tight text-ink tabular-nums">
          {number.format(value)}
        </p>
        {trend ? (
          <span className="rounded-full bg-accent/15 px-2 py-0.5 text-xs font-medium text-accent-strong ring-1 ring-accent/30 ring-inset">
            {trend}
          </span>
        ) : null}
      </div>
    </Link>
  );
}

export function StatusBadge({ status }: { status: RecentSubmission['status'] }) {
  return (
    <span
      className={cn(
        'inline-flex h-5 items-center rounded-full px-2 text-[11px] font-medium capitalize',
        status === 'new' ? 'bg-ink text-paper' : 'bg-sand text-muted ring-1 ring-line ring-inset',
      )}
    >
      {status}
    </span>
  );
}

export function CardHeader({
  id,
  title,
  href,
  linkLabel,
}: {
  id: string;
  title: string;
  href: string;
  linkLabel: string;
}) {
  return (
    <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3.5 sm:px-5">
      <h2 id={id} className="text-sm font-semibold text-ink">
        {title}
      </h2>
      <Link
        href={href}
        className="inline-flex items-center gap-1 rounded-md text-[13px] font-medium text-muted transition-colors hover:text-ink"
      >
        {linkLabel}
        <ArrowRight className="size-3.5" aria-hidden />
      </Link>
    </div>
  );
}

export function Empty({ children }: { children: React.ReactNode }) {
  return <p className="px-4 py-10 text-center text-sm text-muted sm:px-5">{children}</p>;
}

export function When({ date, now }: { date: Date; now: Date }) {
  return (
    <time
      dateTime={date.toISOString()}
      title={fullDate.format(date)}
      className="shrink-0 text-xs text-muted tabular-nums"
    >
      {timeAgo(date, now)}
    </time>
  );
}
