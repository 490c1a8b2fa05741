'use client';

import { useState, useTransition } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { toast } from '@/components/ui/toast-outlet';
import { Inbox as InboxIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { BULK_DONE, itemCount, type BulkOperation } from '../bulk-operations';
import { BulkBar } from './bulk-bar';
import { InboxFilters } from './inbox-filters';
import { ItemDetails } from './item-details';
import { ItemRow } from './item-row';
import { Pager } from './pager';
import {
  bulkMatchingAction,
  bulkSubmissionsAction,
  deleteSubmissionAction,
  emptySpamAction,
  markNotSpamAction,
  retryMailAction,
  setSubmissionStatusAction,
} from '../actions';
import { PAGE_SIZE } from '../page-size';
import type { Inbox, InboxItem, InboxTab, MailState } from '../queries';

// The Form Submissions screen's interactive part. The list is rendered from
// the URL (tab, status, search and page cursor), so a filter or a page can be
// bookmarked and the CSV export gets every item the filter matches.

const EMPTY: Record<InboxTab, string> = {
  contact: 'No contact submissions yet',
  consultation: 'No consultation requests yet',
  spam: 'No spam. Messages the spam checks hold back appear here.',
};

export function SubmissionsInbox({
  inbox,
  basePath,
  defaultTab,
}: {
  inbox: Inbox;
  basePath: string;
  defaultTab: InboxTab;
}) {
  const router = useRouter();
  const pathname = usePathname() || basePath;
  const [pending, startTransition] = useTransition();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const { filter, counts, items } = inbox;
  const open = items.find((i) => `${i.kind}:${i.id}` === openKey) ?? null;
  const keys = items.map((i) => `${i.kind}:${i.id}`);

  // the selection belongs to what is on screen: a new page, filter or refresh clears it
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  // a search's count on screen stops at a cap; selecting every match asks for the exact one
  const [countedTotal, setCountedTotal] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<'delete' | 'empty-spam' | null>(null);
  const view = `${filter.tab}|${filter.status}|${filter.q}|${keys.join(',')}`;
  const [shownView, setShownView] = useState(view);
  if (view !== shownView) {
    setShownView(view);
    setSelected(new Set());
    setAllMatching(false);
    setCountedTotal(null);
  }
  const clearSelection = () => {
    setSelected(new Set());
    setAllMatching(false);
  };
  const toggle = (key: string, on: boolean) => {
    setAllMatching(false);
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  };

  const query = (next: Partial<typeof filter>, size = inbox.size) => {
    const f = { ...filter, ...next };
    const params = new URLSearchParams();
    if (f.tab !== defaultTab) params.set('tab', f.tab);
    if (f.status !== 'all' && f.tab !== 'spam') params.set('status', f.status);
    if (f.q) params.set('q', f.q);
    if (size !== PAGE_SIZE) params.set('per', String(size));
    return params;
  };
  // a new filter or page size starts again from the newest item
  const navigate = (next: Partial<typeof filter>, size = inbox.size) => {
    const params = query(next, size);
    startTransition(() => router.push(`${pathname}${params.size ? `?${params}` : ''}`));
  };
  // paging keeps the tab, status and search; the cursor is the only new part
  const pageHref = (side: 'before' | 'after', cursor: string) => {
    const params = query({});
    params.set(side, cursor);
    return `${pathname}?${params}`;
  };
  // the whole filter (tab included) with no cursor: what the export and the exact count cover
  const filterParams = query({}, PAGE_SIZE);
  filterParams.set('tab', filter.tab);
  const matchTotal = countedTotal ?? inbox.total;

  const selectAllMatching = async () => {
    if (inbox.exact || countedTotal !== null) return setAllMatching(true);
    setBusy('count');
    try {
      const res = await fetch(`/api/admin/submissions/count?${filterParams}`);
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      setCountedTotal(((await res.json()) as { total: number }).total);
      setAllMatching(true);
    } catch {
      toast.error('Could not count the matching items', { description: 'Please try again.' });
    } finally {
      setBusy(null);
    }
  };

  const run = async <T,>(
    key: string,
    action: () => Promise<{ ok: true; data: T } | { ok: false; message: string }>,
    success: string,
    failure: string,
  ) => {
    setBusy(key);
    try {
      const result = await action();
      if (result.ok) {
        toast.success(success);
        startTransition(() => router.refresh());
        return true;
      }
      toast.error(failure, { description: result.message });
    } catch {
      toast.error(failure);
    } finally {
      setBusy(null);
    }
    return false;
  };

  const setStatus = (item: InboxItem, status: 'read' | 'archived') =>
    run(
      `status:${item.kind}:${item.id}`,
      () => setSubmissionStatusAction({ kind: item.kind, id: item.id, status }),
      'Status updated',
      'Failed to update status',
    );

  const remove = async (item: InboxItem) => {
    const ok = await run(
      `delete:${item.kind}:${item.id}`,
      () => deleteSubmissionAction({ kind: item.kind, id: item.id }),
      item.kind === 'contact' ? 'Contact submission deleted' : 'Consultation request deleted',
      item.kind === 'contact' ? 'Failed to delete submission' : 'Failed to delete request',
    );
    if (ok && openKey === `${item.kind}:${item.id}`) setOpenKey(null);
  };

  const notSpam = (item: InboxItem) =>
    run(
      `spam:${item.kind}:${item.id}`,
      () => markNotSpamAction({ kind: item.kind, id: item.id }),
      'Moved to the inbox as new',
      'Failed to update status',
    );

  const runBulk = async (operation: BulkOperation) => {
    setBusy('bulk');
    try {
      const result = allMatching
        ? await bulkMatchingAction({ operation, ...filter })
        : await bulkSubmissionsAction({ operation, keys: [...selected] });
      if (result.ok) {
        toast.success(`${itemCount(result.data.changed)} ${BULK_DONE[operation]}`);
        clearSelection();
        startTransition(() => router.refresh());
      } else {
        toast.error('Failed to update submissions', { description: result.message });
      }
    } catch {
      toast.error('Failed to update submissions');
    } finally {
      setBusy(null);
    }
  };

  const emptySpam = async () => {
    setBusy('bulk');
    try {
      const result = await emptySpamAction({ confirm: true });
      if (result.ok) {
        toast.success(`Spam emptied: ${itemCount(result.data.changed)} deleted`);
        clearSelection();
        startTransition(() => router.refresh());
      } else {
        toast.error('Failed to empty spam', { description: result.message });
      }
    } catch {
      toast.error('Failed to empty spam');
    } finally {
      setBusy(null);
    }
  };

  const selectedCount = allMatching ? matchTotal : selected.size;

  const retry = (mail: MailState) =>
    run(
      `mail:${mail.id}`,
      () => retryMailAction({ mailId: mail.id }),
      'E-mail queued to send again',
      'Failed to retry the e-mail',
    );

  const filtered = filter.q !== '' || (filter.status !== 'all' && filter.tab !== 'spam');

  return (
    <div className={cn('space-y-6 transition-opacity', pending && 'opacity-70')}>
      <InboxFilters
        filter={filter}
        counts={counts}
        exportHref={`/api/admin/submissions/export?${filterParams}`}
        onNavigate={(next) => navigate(next)}
      />

      <BulkBar
        tab={filter.tab}
        total={matchTotal}
        exact={inbox.exact || countedTotal !== null}
        onPage={items.length}
        selected={selected.size}
        allMatching={allMatching}
        busy={busy !== null}
        spamCount={counts.spam}
        onTogglePage={(on) => {
          setAllMatching(false);
          setSelected(on ? new Set(keys) : new Set());
        }}
        onSelectAllMatching={selectAllMatching}
        onClear={clearSelection}
        onRun={(operation) => (operation === 'delete' ? setConfirm('delete') : runBulk(operation))}
        onEmptySpam={() => setConfirm('empty-spam')}
      />

      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-line bg-white px-6 py-16 text-center">
          <InboxIcon aria-hidden className="size-8 text-muted" strokeWidth={1.5} />
          <p className="text-ink">
            {filtered ? 'Nothing matches these filters' : EMPTY[filter.tab]}
          </p>
          {filtered && (
            <Button variant="link" onClick={() => navigate({ q: '', status: 'all' })}>
              Clear filters
            </Button>
          )}
        </div>
      ) : (
        <ul className="space-y-3" aria-label="Submissions">
          {items.map((item) => {
            const key = `${item.kind}:${item.id}`;
            return (
              <ItemRow
                key={key}
                item={item}
                checked={allMatching || selected.has(key)}
                showKind={filter.tab === 'spam'}
                deleting={busy === `delete:${key}`}
                onToggle={(on) => toggle(key, on)}
                onOpen={() => setOpenKey(key)}
                onDelete={() => remove(item)}
              />
            );
          })}
        </ul>
      )}
      <Pager
        total={inbox.total}
        exact={inbox.exact}
        shown={items.length}
        size={inbox.size}
        onSize={(size) => navigate({}, size)}
        newer={inbox.newer ? pageHref('after', inbox.newer) : null}
        older={inbox.older ? pageHref('before', inbox.older) : null}
      />

      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={confirm === 'empty-spam' ? 'Empty Spam?' : `Delete ${itemCount(selectedCount)}?`}
        description={
          confirm === 'empty-spam'
            ? `All ${itemCount(counts.spam)} in Spam will be deleted. This cannot be undone.`
            : 'They will be deleted with their unsent e-mails. This cannot be undone.'
        }
        confirmLabel={confirm === 'empty-spam' ? 'Empty spam' : 'Delete'}
        onConfirm={async () => {
          const what = confirm;
          setConfirm(null);
          if (what === 'empty-spam') await emptySpam();
          else await runBulk('delete');
        }}
      />

      <ItemDetails
        item={open}
        busy={busy}
        onClose={() => setOpenKey(null)}
        onNotSpam={notSpam}
        onSetStatus={setStatus}
        onRetry={retry}
      />
    </div>
  );
}
