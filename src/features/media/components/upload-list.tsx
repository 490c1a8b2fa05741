'use client';

import { CheckCircle2, CircleAlert } from 'lucide-react';
import { cn } from '@/lib/utils';
import { formatKb } from '../format';
import type { UploadEntry } from './use-uploads';

/** One row per file of the current batch: name, size, a progress bar, and the reason when refused. */
export function UploadList({ entries, className }: { entries: UploadEntry[]; className?: string }) {
  if (entries.length === 0) return null;
  return (
    <ul aria-label="Uploads" className={cn('space-y-2', className)}>
      {entries.map((entry) => {
        const percent = Math.round(entry.progress * 100);
        return (
          <li
            key={entry.id}
            data-upload-status={entry.status}
            className={cn(
              'rounded-xl border bg-white px-4 py-3 text-sm',
              entry.status === 'failed' ? 'border-danger/40' : 'border-line',
            )}
          >
            <div className="flex items-center justify-between gap-3">
              <span className="min-w-0 truncate font-medium text-ink">{entry.name}</span>
              <span className="flex shrink-0 items-center gap-1.5 text-xs text-muted">
                {entry.status === 'done' ? (
                  <>
                    <CheckCircle2 aria-hidden className="size-4 text-success" /> Uploaded
                  </>
                ) : entry.status === 'failed' ? (
                  <>
                    <CircleAlert aria-hidden className="size-4 text-danger" /> Not uploaded
                  </>
                ) : entry.status === 'queued' ? (
                  'Waiting…'
                ) : (
                  `${percent}% of ${formatKb(entry.size)}`
                )}
              </span>
            </div>
            {entry.status === 'failed' ? (
              <p role="alert" className="mt-1.5 text-sm text-danger">
                {entry.error}
              </p>
            ) : (
              <div
                role="progressbar"
                aria-label={`Uploading ${entry.name}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="mt-2 h-1.5 overflow-hidden rounded-full bg-sand"
              >
                <div
                  className={cn(
                    'h-full rounded-full transition-[width] duration-200',
                    entry.status === 'done' ? 'bg-success' : 'bg-ink',
                  )}
                  style={{ width: `${percent}%` }}
                />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
