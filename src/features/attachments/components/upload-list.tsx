'use client';

import { useSyncExternalStore } from 'react';
import { FileArchive } from '@/components/ui/icons/file-archive';
import { FileText } from '@/components/ui/icons/file-text';
import { Image } from '@/components/ui/icons/image';
import { RotateCw } from '@/components/ui/icons/rotate-cw';
import { X } from '@/components/ui/icons/x';
import { cx } from '@/lib/cx';
import { formatSize } from '../limits';
import { usage, type Item, type Uploads } from './uploads';

// The files being attached, under the drop zone: each with its size, its progress while it
// uploads, what went wrong when it did not, and a button to remove it. Every change is said in
// a polite live region; refusals of the last pick are an alert.

function TypeIcon({ item }: { item: Item }) {
  if (item.preview)
    return (
      // eslint-disable-next-line @next/next/no-img-element -- a local preview of the visitor's own file
      <img src={item.preview} alt="" className="size-full object-cover" />
    );
  const kind = (item.type ?? item.name.split('.').pop() ?? '').toLowerCase();
  const Icon = kind === 'zip' ? FileArchive : kind === 'pdf' ? FileText : Image;
  return <Icon className="size-5 text-muted" />;
}

function statusOf(item: Item): string {
  if (item.state === 'queued') return 'Waiting';
  if (item.state === 'uploading')
    // the bytes are there; the server is looking at them
    return item.progress >= 1
      ? 'Checking the file'
      : `Uploading, ${Math.round(item.progress * 100)}%`;
  if (item.state === 'done') return item.type ? `${item.type}, attached` : 'Attached';
  return item.message ?? 'Not attached';
}

function Row({
  item,
  uploads,
  onRemoved,
}: {
  item: Item;
  uploads: Uploads;
  onRemoved: () => void;
}) {
  const failed = item.state === 'failed';
  const busy = item.state === 'uploading' || item.state === 'queued';
  const percent = Math.round(item.progress * 100);
  return (
    <li className="flex items-center gap-3 px-3 py-3 sm:px-4">
      <span
        aria-hidden
        className="grid size-10 shrink-0 place-items-center overflow-hidden rounded-lg bg-sand"
      >
        <TypeIcon item={item} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex items-baseline gap-2 text-[15px] text-ink">
          <span className="min-w-0 truncate" title={item.name}>
            {item.name}
          </span>
          <span className="shrink-0 text-xs text-muted">{formatSize(item.size)}</span>
        </p>
        <p className={cx('mt-0.5 text-xs', failed ? 'text-danger' : 'text-muted')}>
          {statusOf(item)}
        </p>
        {busy && (
          <div
            role="progressbar"
            aria-label={`Uploading ${item.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-2 h-1 overflow-hidden rounded-full bg-line"
          >
            <div
              className="h-full rounded-full bg-ink transition-[width] duration-300"
              style={{ width: `${percent}%` }}
            />
          </div>
        )}
      </div>
      {failed && uploads.canRetry(item.key) && (
        <button
          type="button"
          onClick={() => uploads.retry(item.key)}
          className="grid size-9 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-sand hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
        >
          <RotateCw className="size-4" />
          <span className="sr-only">Try {item.name} again</span>
        </button>
      )}
      <button
        type="button"
        onClick={() => {
          uploads.remove(item.key);
          onRemoved();
        }}
        className="grid size-9 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-sand hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
      >
        <X className="size-4" />
        <span className="sr-only">Remove {item.name}</span>
      </button>
    </li>
  );
}

export function UploadList({ uploads, onRemoved }: { uploads: Uploads; onRemoved: () => void }) {
  const state = useSyncExternalStore(uploads.subscribe, uploads.snapshot, uploads.snapshot);
  return (
    <>
      {state.refused.length > 0 && (
        <ul role="alert" className="mt-3 space-y-1 text-sm text-danger">
          {state.refused.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {state.items.length > 0 && (
        <>
          <ul
            aria-label="Attached files"
            className="mt-3 divide-y divide-line rounded-xl border border-line bg-white"
          >
            {state.items.map((item) => (
              <Row key={item.key} item={item} uploads={uploads} onRemoved={onRemoved} />
            ))}
          </ul>
          <p className="mt-2 text-xs text-muted">{usage(state.items)}</p>
        </>
      )}
      <p aria-live="polite" className="sr-only">
        {state.status}
      </p>
    </>
  );
}
