'use client';

import { Eye, Paperclip, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { InboxItem } from '../queries';
import { PromiseBadge, StatusBadge, topic, when } from './item-parts';

/** One item of the inbox list: its checkbox, what it is about, and its two buttons. */
export function ItemRow({
  item,
  now,
  checked,
  showKind,
  deleting,
  onToggle,
  onOpen,
  onDelete,
}: {
  item: InboxItem;
  /** what the promise's time left counts from */
  now: Date;
  checked: boolean;
  /** on the Spam tab, where both kinds are listed together */
  showKind: boolean;
  deleting: boolean;
  onToggle: (checked: boolean) => void;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const failed = item.mails.some((m) => m.status === 'failed');
  return (
    <li
      className={cn(
        'rounded-xl border bg-white p-4 transition-colors sm:p-5',
        item.status === 'new' ? 'border-ink/25' : 'border-line',
      )}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onToggle(e.target.checked)}
          aria-label={`Select ${item.kind === 'contact' ? 'message' : 'request'} from ${item.name}`}
          className="mt-1 size-4 shrink-0 rounded border-line accent-ink"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-medium text-ink">{item.name}</h3>
            <StatusBadge status={item.status} />
            <PromiseBadge item={item} now={now} />
            {showKind && (
              <Badge tone="outline">
                {item.kind === 'contact' ? 'Contact form' : 'Consultation'}
              </Badge>
            )}
            {failed && <Badge tone="danger">E-mail failed</Badge>}
            {item.attachments.length > 0 && (
              <Badge tone="outline">
                <Paperclip aria-hidden className="size-3" />
                {item.attachments.length === 1 ? '1 file' : `${item.attachments.length} files`}
              </Badge>
            )}
          </div>
          <p className="mt-0.5 truncate text-sm text-muted">
            {item.email} · {when(item.createdAt)}
          </p>
          <p className="mt-2 text-sm font-medium text-ink-soft">{topic(item)}</p>
          <p className="mt-1 line-clamp-2 text-sm text-muted">{item.message}</p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" size="sm" onClick={onOpen}>
            <Eye aria-hidden />
            View details<span className="sr-only"> of {item.name}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete ${item.kind === 'contact' ? 'message' : 'request'} from ${item.name}`}
            disabled={deleting}
            onClick={onDelete}
            className="text-danger hover:bg-danger/10"
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
    </li>
  );
}
