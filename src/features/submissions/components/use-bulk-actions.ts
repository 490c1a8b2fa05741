'use client';

import { toast } from '@/components/ui/toast-outlet';
import { bulkMatchingAction, bulkSubmissionsAction, emptySpamAction } from '../actions';
import { BULK_DONE, itemCount, type BulkOperation } from '../bulk-operations';
import type { Inbox } from '../queries';
import type { InboxRunner } from './inbox-runner';
import type { useInboxSelection } from './use-inbox-selection';

type Selection = ReturnType<typeof useInboxSelection>;

/** The selection toolbar's work: widen to every match, act on the selection, empty Spam. */
export function useBulkActions(
  inbox: Inbox,
  selection: Selection,
  runner: InboxRunner,
  filterParams: URLSearchParams,
) {
  const { filter } = inbox;
  const { setBusy, refresh } = runner;
  const selectAllMatching = async () => {
    if (inbox.exact || selection.countedTotal !== null) return selection.setAllMatching(true);
    setBusy('count');
    try {
      const res = await fetch(`/api/admin/submissions/count?${filterParams}`);
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      selection.setCountedTotal(((await res.json()) as { total: number }).total);
      selection.setAllMatching(true);
    } catch {
      toast.error('Could not count the matching items', { description: 'Please try again.' });
    } finally {
      setBusy(null);
    }
  };
  const settle = async (
    call: () => Promise<{ ok: true; data: { changed: number } } | { ok: false; message: string }>,
    success: (changed: number) => string,
    failure: string,
  ) => {
    setBusy('bulk');
    try {
      const result = await call();
      if (result.ok) {
        toast.success(success(result.data.changed));
        selection.clear();
        refresh();
      } else {
        toast.error(failure, { description: result.message });
      }
    } catch {
      toast.error(failure);
    } finally {
      setBusy(null);
    }
  };
  return {
    selectAllMatching,
    runBulk: (operation: BulkOperation) =>
      settle(
        () =>
          selection.allMatching
            ? bulkMatchingAction({ operation, ...filter, awaiting: filter.awaiting ?? false })
            : bulkSubmissionsAction({ operation, keys: [...selection.selected] }),
        (n) => `${itemCount(n)} ${BULK_DONE[operation]}`,
        'Failed to update submissions',
      ),
    emptySpam: () =>
      settle(
        () => emptySpamAction({ confirm: true }),
        (n) => `Spam emptied: ${itemCount(n)} deleted`,
        'Failed to empty spam',
      ),
  };
}
