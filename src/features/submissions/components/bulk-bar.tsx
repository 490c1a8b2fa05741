'use client';

import { useEffect, useRef } from 'react';
import { Archive, CheckCheck, MailCheck, ShieldCheck, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { itemCount as plural, type BulkOperation } from '../bulk-operations';
import type { InboxTab } from '../queries';

/**
 * The selection toolbar above the list: tick the page, widen to every item the
 * filter matches, and act on the selection. Deletes ask first (the caller's
 * confirmation); the rest act at once.
 */
export function BulkBar({
  tab,
  total,
  exact,
  onPage,
  selected,
  allMatching,
  busy,
  onTogglePage,
  onSelectAllMatching,
  onClear,
  onRun,
  onEmptySpam,
  spamCount,
}: {
  tab: InboxTab;
  total: number;
  /** false when more than `total` items match (a search's count stops at a cap) */
  exact: boolean;
  onPage: number;
  selected: number;
  allMatching: boolean;
  busy: boolean;
  onTogglePage: (checked: boolean) => void;
  onSelectAllMatching: () => void;
  onClear: () => void;
  onRun: (operation: BulkOperation) => void;
  onEmptySpam: () => void;
  spamCount: number;
}) {
  const box = useRef<HTMLInputElement>(null);
  const pageTicked = allMatching || (onPage > 0 && selected === onPage);
  const some = !pageTicked && selected > 0;
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);
  const count = allMatching ? total : selected;

  return (
    <div
      role="toolbar"
      aria-label="Selection"
      className="flex min-h-12 flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-line bg-white px-4 py-2"
    >
      <label className="flex items-center gap-2.5 text-sm text-ink-soft">
        <input
          ref={box}
          type="checkbox"
          checked={pageTicked}
          disabled={onPage === 0}
          onChange={(e) => onTogglePage(e.target.checked)}
          className="size-4 rounded border-line accent-ink"
        />
        Select this page
      </label>
      <p className="text-sm text-muted" aria-live="polite">
        {count > 0
          ? `${plural(count)} selected`
          : `${exact ? '' : 'More than '}${plural(total)} in all`}
      </p>
      {pageTicked && !allMatching && total > onPage && (
        <Button variant="link" size="sm" disabled={busy} onClick={onSelectAllMatching}>
          {exact
            ? `Select all ${total.toLocaleString('en-GB')} that match`
            : 'Select all that match'}
        </Button>
      )}
      {count > 0 && (
        <Button variant="link" size="sm" onClick={onClear}>
          Clear selection
        </Button>
      )}
      <div className="ml-auto flex flex-wrap gap-2">
        {count > 0 && tab !== 'spam' && (
          <>
            <Button variant="outline" size="sm" disabled={busy} onClick={() => onRun('read')}>
              <MailCheck aria-hidden />
              Mark as Read
            </Button>
            <Button variant="outline" size="sm" disabled={busy} onClick={() => onRun('archive')}>
              <Archive aria-hidden />
              Archive
            </Button>
            <Button variant="outline" size="sm" disabled={busy} onClick={() => onRun('replied')}>
              <CheckCheck aria-hidden />
              Mark as replied
            </Button>
          </>
        )}
        {count > 0 && tab === 'spam' && (
          <Button variant="outline" size="sm" disabled={busy} onClick={() => onRun('not-spam')}>
            <ShieldCheck aria-hidden />
            Not spam
          </Button>
        )}
        {count > 0 && (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => onRun('delete')}
            className="text-danger hover:bg-danger/10"
          >
            <Trash2 aria-hidden />
            Delete
          </Button>
        )}
        {tab === 'spam' && count === 0 && spamCount > 0 && (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={onEmptySpam}
            className="text-danger hover:bg-danger/10"
          >
            <Trash2 aria-hidden />
            Empty spam
          </Button>
        )}
      </div>
    </div>
  );
}
