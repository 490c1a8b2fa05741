'use client';

import { AlertTriangle, Info, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatKb, typeLabel } from '../format';
import type { MediaItem } from '../types';
import { MediaThumb } from './media-thumb';

/** The library's files as cards: the picture, its name, type, size and date, Details and Delete. */
export function MediaGrid({
  items,
  onDetails,
  onDelete,
  deletingId,
  checkingId,
}: {
  items: MediaItem[];
  onDetails: (item: MediaItem) => void;
  onDelete: (item: MediaItem) => void;
  /** the file whose delete is being confirmed, if any */
  deletingId: number | null;
  /** the file whose usage is being checked before its delete, if any */
  checkingId: number | null;
}) {
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5" aria-label="Media files">
      {items.map((item) => {
        const missingAlt = item.fileType === 'image' && !item.alt && !item.decorative;
        return (
          <li
            key={item.id}
            className="group overflow-hidden rounded-2xl border border-line bg-white"
            data-media-item={item.filename}
          >
            <button
              type="button"
              className="block w-full text-left focus-visible:ring-4 focus-visible:ring-ink/20 focus-visible:outline-none"
              onClick={() => onDetails(item)}
              aria-label={`Details of ${item.filename}`}
            >
              <MediaThumb
                url={item.fileUrl}
                fileType={item.fileType}
                alt={item.alt}
                focus={`${item.focalX}% ${item.focalY}%`}
              />
            </button>
            <div className="space-y-1.5 p-3">
              <p className="truncate text-sm font-medium text-ink" title={item.filename}>
                {item.filename}
              </p>
              <p className="text-xs text-muted">
                {typeLabel(item.mimeType, item.fileType)} · {formatKb(item.fileSize)}
              </p>
              <p className="text-xs text-muted">
                <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
              </p>
              {missingAlt ? (
                <Badge tone="danger">
                  <AlertTriangle aria-hidden className="size-3" /> No alt text
                </Badge>
              ) : null}
              <div className="-ml-2 flex flex-wrap gap-x-1 pt-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="h-8 px-2"
                  onClick={() => onDetails(item)}
                >
                  <Info aria-hidden /> Details
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="h-8 px-2 text-danger hover:bg-danger/10"
                  onClick={() => onDelete(item)}
                  // not disabled: a disabled button drops the focus, and the confirmation
                  // gives it back here when it closes
                  aria-disabled={deletingId === item.id || checkingId !== null || undefined}
                  aria-label={`Delete ${item.filename}`}
                >
                  {checkingId === item.id ? <Spinner /> : <Trash2 aria-hidden />} Delete
                </Button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
