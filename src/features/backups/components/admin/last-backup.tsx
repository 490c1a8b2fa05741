import Link from 'next/link';
import { ArrowRight, ShieldCheck, ShieldAlert } from 'lucide-react';
import { cardClass } from '@/components/admin';
import { timeAgo } from '@/features/dashboard/relative-time';
import type { BackupsOverview } from '../../queries';
import { londonTime } from '../../format';

// The dashboard's reminder that the site is backed up, or that it is not.
export function LastBackup({
  overview,
  now = new Date(),
}: {
  overview: BackupsOverview;
  now?: Date;
}) {
  const last = overview.backups[0];
  const Icon = last ? ShieldCheck : ShieldAlert;
  return (
    <section
      aria-labelledby="last-backup"
      className={`${cardClass} flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3.5 sm:px-5`}
    >
      <Icon className="size-4 text-ink-soft" aria-hidden />
      <h2 id="last-backup" className="text-sm font-semibold text-ink">
        Last backup
      </h2>
      <p className="text-sm text-muted">
        {last ? (
          <time dateTime={last.takenAt.toISOString()} title={londonTime(last.takenAt)}>
            {timeAgo(last.takenAt, now)}
          </time>
        ) : overview.schedule ? (
          'None yet'
        ) : (
          'Automatic backups are off'
        )}
      </p>
      <Link
        href="/admin/settings#backups"
        className="ml-auto inline-flex items-center gap-1 rounded-md text-[13px] font-medium text-muted transition-colors hover:text-ink"
      >
        Backups
        <ArrowRight className="size-3.5" aria-hidden />
      </Link>
    </section>
  );
}
