'use client';

import { useEffect, useState } from 'react';
import { Copy } from 'lucide-react';
import { toast } from '@/components/ui/toast-outlet';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatKb } from '../format';
import type { MediaItem, MediaUsage } from '../types';
import { fetchUsage, UsageList } from './usage-list';

/** Where a file is used, read when its details open: null while it is being checked. */
export function useUsage(id: number): MediaUsage[] | null {
  const [usage, setUsage] = useState<MediaUsage[] | null>(null);
  useEffect(() => {
    let live = true;
    fetchUsage(id).then(
      (found) => live && setUsage(found?.usage ?? []),
      () => live && setUsage([]),
    );
    return () => {
      live = false;
    };
  }, [id]);
  return usage;
}

/** A file's address (with a copy button), dimensions, size and the places that use it. */
export function MediaFacts({ item, usage }: { item: MediaItem; usage: MediaUsage[] | null }) {
  const absolute =
    typeof window === 'undefined'
      ? item.fileUrl
      : new URL(item.fileUrl, window.location.origin).href;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      <dt className="text-muted">URL</dt>
      <dd className="flex min-w-0 items-center gap-2">
        <code className="truncate text-xs text-ink" title={absolute}>
          {item.fileUrl}
        </code>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="h-7 shrink-0 px-2"
          onClick={() =>
            void navigator.clipboard?.writeText(absolute).then(
              () => toast.success('URL copied'),
              () => toast.error('Could not copy the URL'),
            )
          }
        >
          <Copy aria-hidden /> Copy
        </Button>
      </dd>
      <dt className="text-muted">Dimensions</dt>
      <dd className="text-ink">
        {item.width && item.height ? `${item.width} × ${item.height} px` : 'Not recorded'}
      </dd>
      <dt className="text-muted">Size</dt>
      <dd className="text-ink">{formatKb(item.fileSize)}</dd>
      <dt className="text-muted">Used in</dt>
      <dd className="text-ink">
        {usage === null ? (
          <span className="inline-flex items-center gap-2 text-muted">
            <Spinner /> Checking...
          </span>
        ) : usage.length === 0 ? (
          <span className="text-muted">Not used anywhere yet</span>
        ) : (
          <UsageList usage={usage} />
        )}
      </dd>
    </dl>
  );
}
