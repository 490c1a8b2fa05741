'use client';

import { useEffect, useState, useTransition } from 'react';
import { Inbox as InboxIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { deleteSubmissionAction, markNotSpamAction, setSubmissionStatusAction } from '../actions';
import { itemCount } from '../bulk-operations';
import type { ItemDetail } from '../lead/detail';
import type { Inbox, InboxFilter, InboxItem, InboxTab } from '../queries';
import { BulkBar } from './bulk-bar';
import { InboxFilters } from './inbox-filters';
import { InboxRunnerProvider, useInboxRunnerState, type InboxRunner } from './inbox-runner';
import { ItemDetails } from './item-details';
import { useNow } from './item-parts';
import { ItemRow } from './item-row';
import { mailUnsettled } from './mail-state';
import { Pager } from './pager';
import { useBulkActions } from './use-bulk-actions';
import { useInboxSelection } from './use-inbox-selection';
import { useInboxUrl } from './use-inbox-url';

// The Form Submissions screen's interactive part. The list is rendered from the URL (tab,
// status, awaiting, search, page cursor and the open item), so a view can be bookmarked.

const EMPTY: Record<InboxTab, string> = {
  contact: 'No contact submissions yet',
  consultation: 'No consultation requests yet',
  spam: 'No spam. Messages the spam checks hold back appear here.',
};

const keyOf = (item: { kind: string; id: number }) => `${item.kind}:${item.id}`;

/** The single item's actions: status, delete, release from Spam. */
function itemActions(runner: InboxRunner) {
  const { run } = runner;
  return {
    setStatus: (item: InboxItem, status: 'read' | 'archived') =>
      run(
        `status:${keyOf(item)}`,
        () => setSubmissionStatusAction({ kind: item.kind, id: item.id, status }),
        'Status updated',
        'Failed to update status',
      ),
    remove: (item: InboxItem) =>
      run(
        `delete:${keyOf(item)}`,
        () => deleteSubmissionAction({ kind: item.kind, id: item.id }),
        item.kind === 'contact' ? 'Contact submission deleted' : 'Consultation request deleted',
        item.kind === 'contact' ? 'Failed to delete submission' : 'Failed to delete request',
      ),
    notSpam: (item: InboxItem) =>
      run(
        `spam:${keyOf(item)}`,
        () => markNotSpamAction({ kind: item.kind, id: item.id }),
        'Moved to the inbox as new',
        'Failed to update status',
      ),
  };
}

/** While an e-mail of the open item is on its way, the screen looks again every few seconds. */
function useDeliveryWatch(detail: ItemDetail | null, refresh: () => void) {
  const waiting = detail?.item.mails.some(mailUnsettled) ?? false;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(refresh, 3_000);
    return () => clearInterval(timer);
  }, [waiting, refresh]);
}

function EmptyInbox({ filter, onClear }: { filter: InboxFilter; onClear: () => void }) {
  const filtered =
    filter.q !== '' || filter.awaiting || (filter.status !== 'all' && filter.tab !== 'spam');
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-line bg-white px-6 py-16 text-center">
      <InboxIcon aria-hidden className="size-8 text-muted" strokeWidth={1.5} />
      <p className="text-ink">
        {filter.awaiting && !filter.q && filter.status === 'all'
          ? 'Nobody is waiting for a reply.'
          : filtered
            ? 'Nothing matches these filters'
            : EMPTY[filter.tab]}
      </p>
      {filtered && (
        <Button variant="link" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </div>
  );
}

export function SubmissionsInbox({
  inbox,
  basePath,
  defaultTab,
}: {
  inbox: Inbox;
  basePath: string;
  defaultTab: InboxTab;
}) {
  const runner = useInboxRunnerState();
  const [navigating, startTransition] = useTransition();
  const { filter, counts, items } = inbox;
  const url = useInboxUrl({ filter, size: inbox.size, basePath, defaultTab, startTransition });
  const keys = items.map(keyOf);
  const selection = useInboxSelection(filter, keys);
  const bulk = useBulkActions(inbox, selection, runner, url.filterParams);
  const actions = itemActions(runner);
  const now = useNow(inbox.now);
  // the URL names the open item; a click opens the dialog at once with the list's copy of it,
  // until the page for the new URL brings its timeline
  const [wanted, setWanted] = useState<string | null | undefined>(undefined);
  const [urlOpen, setUrlOpen] = useState(inbox.openKey);
  if (inbox.openKey !== urlOpen) {
    setUrlOpen(inbox.openKey);
    setWanted(undefined);
  }
  const openKey = wanted === undefined ? inbox.openKey : wanted;
  const setOpenKey = setWanted;
  const detail = inbox.detail && keyOf(inbox.detail.item) === openKey ? inbox.detail : null;
  const open = detail?.item ?? items.find((i) => keyOf(i) === openKey) ?? null;
  const [confirm, setConfirm] = useState<'delete' | 'empty-spam' | null>(null);
  useDeliveryWatch(detail, runner.refresh);
  const matchTotal = selection.countedTotal ?? inbox.total;
  const selectedCount = selection.allMatching ? matchTotal : selection.selected.size;
  const close = () => {
    setOpenKey(null);
    url.closeItem();
  };

  return (
    <InboxRunnerProvider value={runner}>
      <div
        className={cn(
          'space-y-6 transition-opacity',
          (runner.pending || navigating) && 'opacity-70',
        )}
      >
        <InboxFilters
          filter={filter}
          counts={counts}
          awaiting={inbox.awaiting}
          exportHref={`/api/admin/submissions/export?${url.filterParams}`}
          onNavigate={(next) => url.navigate(next)}
        />
        <BulkBar
          tab={filter.tab}
          total={matchTotal}
          exact={inbox.exact || selection.countedTotal !== null}
          onPage={items.length}
          selected={selection.selected.size}
          allMatching={selection.allMatching}
          busy={runner.busy !== null}
          spamCount={counts.spam}
          onTogglePage={selection.togglePage}
          onSelectAllMatching={bulk.selectAllMatching}
          onClear={selection.clear}
          onRun={(operation) =>
            operation === 'delete' ? setConfirm('delete') : bulk.runBulk(operation)
          }
          onEmptySpam={() => setConfirm('empty-spam')}
        />
        {items.length === 0 ? (
          <EmptyInbox
            filter={filter}
            onClear={() => url.navigate({ q: '', status: 'all', awaiting: false })}
          />
        ) : (
          <ul className="space-y-3" aria-label="Submissions">
            {items.map((item) => (
              <ItemRow
                key={keyOf(item)}
                item={item}
                now={now}
                checked={selection.allMatching || selection.selected.has(keyOf(item))}
                showKind={filter.tab === 'spam'}
                deleting={runner.busy === `delete:${keyOf(item)}`}
                onToggle={(on) => selection.toggle(keyOf(item), on)}
                onOpen={() => {
                  setOpenKey(keyOf(item));
                  url.openItem(keyOf(item));
                }}
                onDelete={async () => {
                  if ((await actions.remove(item))?.ok && openKey === keyOf(item)) close();
                }}
              />
            ))}
          </ul>
        )}
        <Pager
          total={inbox.total}
          exact={inbox.exact}
          shown={items.length}
          size={inbox.size}
          onSize={(size) => url.navigate({}, size)}
          newer={inbox.newer ? url.pageHref('after', inbox.newer) : null}
          older={inbox.older ? url.pageHref('before', inbox.older) : null}
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
            if (what === 'empty-spam') await bulk.emptySpam();
            else await bulk.runBulk('delete');
          }}
        />
        <ItemDetails
          item={open}
          detail={detail}
          now={now}
          onClose={close}
          onNotSpam={actions.notSpam}
          onSetStatus={actions.setStatus}
        />
      </div>
    </InboxRunnerProvider>
  );
}
