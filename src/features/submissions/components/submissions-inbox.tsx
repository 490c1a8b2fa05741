'use client';

import { useState, useTransition } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { toast } from '@/components/ui/toast-outlet';
import {
  Archive,
  Download,
  Eye,
  Inbox as InboxIcon,
  MailCheck,
  RotateCw,
  Search,
  ShieldCheck,
  Trash2,
} from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input, Select } from '@/components/ui/input';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { BULK_DONE, itemCount, type BulkOperation } from '../bulk-operations';
import { BulkBar } from './bulk-bar';
import { Pager } from './pager';
import { budgetLabel, projectTypeLabel, serviceTitle } from '@/features/consultation/options';
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
import type { Inbox, InboxItem, InboxTab, MailState, SubmissionStatus } from '../queries';

// The Form Submissions screen's interactive part. The list is rendered from
// the URL (tab, status, search and page cursor), so a filter or a page can be
// bookmarked and the CSV export gets every item the filter matches.

const EMPTY: Record<InboxTab, string> = {
  contact: 'No contact submissions yet',
  consultation: 'No consultation requests yet',
  spam: 'No spam. Messages the spam checks hold back appear here.',
};

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});
const when = (iso: string) => dateTime.format(new Date(iso));

export function StatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <Badge
      tone={status === 'new' ? 'strong' : status === 'spam' ? 'danger' : 'muted'}
      className="capitalize"
    >
      {status}
    </Badge>
  );
}

const topic = (item: InboxItem) =>
  item.kind === 'contact' ? item.subject || 'No subject' : serviceTitle(item.selectedService);

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
  const exportParams = query({}, PAGE_SIZE);
  exportParams.set('tab', filter.tab);
  const matchTotal = countedTotal ?? inbox.total;

  const selectAllMatching = async () => {
    if (inbox.exact || countedTotal !== null) return setAllMatching(true);
    setBusy('count');
    try {
      const res = await fetch(`/api/admin/submissions/count?${exportParams}`);
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
      <Tabs
        value={filter.tab}
        onValueChange={(tab) => navigate({ tab: tab as InboxTab, status: 'all' })}
      >
        <TabsList aria-label="Submission types">
          <TabsTrigger value="contact">Contact Forms ({counts.contact})</TabsTrigger>
          <TabsTrigger value="consultation">
            Consultation Requests ({counts.consultation})
          </TabsTrigger>
          <TabsTrigger value="spam">Spam ({counts.spam})</TabsTrigger>
        </TabsList>
      </Tabs>

      <div className="flex flex-col gap-3 rounded-xl border border-line bg-white p-3 sm:flex-row sm:items-center">
        <form
          role="search"
          className="relative flex-1"
          onSubmit={(e) => {
            e.preventDefault();
            navigate({ q: String(new FormData(e.currentTarget).get('q') ?? '').trim() });
          }}
        >
          <label htmlFor="inbox-search" className="sr-only">
            Search name, e-mail and message
          </label>
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <Input
            id="inbox-search"
            name="q"
            type="search"
            defaultValue={filter.q}
            key={filter.q}
            placeholder="Search name, e-mail or message..."
            className="pl-9"
          />
        </form>
        {filter.tab !== 'spam' && (
          <div className="flex items-center gap-2">
            <label htmlFor="inbox-status" className="text-sm text-muted">
              Status
            </label>
            <Select
              id="inbox-status"
              value={filter.status}
              onChange={(e) => navigate({ status: e.target.value as typeof filter.status })}
              className="w-36"
            >
              <option value="all">All</option>
              <option value="new">New</option>
              <option value="read">Read</option>
              <option value="archived">Archived</option>
            </Select>
          </div>
        )}
        <a
          href={`/api/admin/submissions/export?${exportParams}`}
          className={buttonVariants({ variant: 'outline', size: 'md' })}
          download
        >
          <Download aria-hidden />
          Export CSV
        </a>
      </div>

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
            const failed = item.mails.some((m) => m.status === 'failed');
            return (
              <li
                key={key}
                className={cn(
                  'rounded-xl border bg-white p-4 transition-colors sm:p-5',
                  item.status === 'new' ? 'border-ink/25' : 'border-line',
                )}
              >
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <input
                    type="checkbox"
                    checked={allMatching || selected.has(key)}
                    onChange={(e) => toggle(key, e.target.checked)}
                    aria-label={`Select ${item.kind === 'contact' ? 'message' : 'request'} from ${item.name}`}
                    className="mt-1 size-4 shrink-0 rounded border-line accent-ink"
                  />
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="font-medium text-ink">{item.name}</h3>
                      <StatusBadge status={item.status} />
                      {filter.tab === 'spam' && (
                        <Badge tone="outline">
                          {item.kind === 'contact' ? 'Contact form' : 'Consultation'}
                        </Badge>
                      )}
                      {failed && <Badge tone="danger">E-mail failed</Badge>}
                    </div>
                    <p className="mt-0.5 truncate text-sm text-muted">
                      {item.email} · {when(item.createdAt)}
                    </p>
                    <p className="mt-2 text-sm font-medium text-ink-soft">{topic(item)}</p>
                    <p className="mt-1 line-clamp-2 text-sm text-muted">{item.message}</p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <Button variant="outline" size="sm" onClick={() => setOpenKey(key)}>
                      <Eye aria-hidden />
                      View details<span className="sr-only"> of {item.name}</span>
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete ${item.kind === 'contact' ? 'message' : 'request'} from ${item.name}`}
                      disabled={busy === `delete:${key}`}
                      onClick={() => remove(item)}
                      className="text-danger hover:bg-danger/10"
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </div>
              </li>
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

      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpenKey(null)}>
        {open && (
          <DialogContent size="lg">
            <DialogHeader>
              <DialogTitle>
                {open.kind === 'contact' ? 'Contact message' : 'Consultation request'}
              </DialogTitle>
              <DialogDescription>
                From {open.name}, received {when(open.createdAt)}
              </DialogDescription>
            </DialogHeader>
            <DialogBody className="space-y-6">
              <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
                <Field label="Status">
                  <StatusBadge status={open.status} />
                </Field>
                <Field label="Name">{open.name}</Field>
                <Field label="Email">
                  <a
                    href={`mailto:${open.email}`}
                    className="break-all underline decoration-line underline-offset-4"
                  >
                    {open.email}
                  </a>
                </Field>
                {open.kind === 'contact' ? (
                  <Field label="Subject">{open.subject || 'No subject'}</Field>
                ) : (
                  <>
                    {open.phone && <Field label="Phone">{open.phone}</Field>}
                    {open.company && <Field label="Company">{open.company}</Field>}
                    <Field label="Service">{serviceTitle(open.selectedService)}</Field>
                    {open.projectType && (
                      <Field label="Project type">
                        {projectTypeLabel(open.selectedService, open.projectType)}
                      </Field>
                    )}
                    {open.budget && (
                      <Field label="Budget">
                        {budgetLabel(open.preferredCurrency, open.budget)}
                      </Field>
                    )}
                    {open.timeline && <Field label="Timeline">{open.timeline}</Field>}
                    <Field label="Preferred currency">{open.preferredCurrency}</Field>
                  </>
                )}
              </dl>
              <div>
                <h3 className="text-xs font-medium uppercase tracking-[0.14em] text-muted">
                  {open.kind === 'contact' ? 'Message' : 'Project details'}
                </h3>
                <p className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-sand/60 p-4 text-[15px] leading-relaxed text-ink">
                  {open.message}
                </p>
              </div>
              <SourceList source={open.source} />
              <MailList
                mails={open.mails}
                spam={open.status === 'spam'}
                busy={busy}
                onRetry={retry}
              />
            </DialogBody>
            <DialogFooter>
              {open.status === 'spam' && (
                <Button variant="outline" disabled={busy !== null} onClick={() => notSpam(open)}>
                  <ShieldCheck aria-hidden />
                  Not spam
                </Button>
              )}
              <Button
                variant="outline"
                disabled={busy !== null || open.status === 'archived'}
                onClick={() => setStatus(open, 'archived')}
              >
                <Archive aria-hidden />
                Archive
              </Button>
              <Button
                disabled={busy !== null || open.status === 'read'}
                onClick={() => setStatus(open, 'read')}
              >
                <MailCheck aria-hidden />
                Mark as Read
              </Button>
            </DialogFooter>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-[0.14em] text-muted">{label}</dt>
      <dd className="mt-1 break-words text-[15px] text-ink">{children}</dd>
    </div>
  );
}

const SOURCE_LABELS: Record<string, string> = {
  page: 'Page',
  referrer: 'Referrer',
  utm_source: 'UTM source',
  utm_medium: 'UTM medium',
  utm_campaign: 'UTM campaign',
  utm_term: 'UTM term',
  utm_content: 'UTM content',
  spam_reason: 'Held back because',
};
const SPAM_REASONS: Record<string, string> = {
  honeypot: 'the hidden field was filled in',
  'too-fast': 'the form was sent within seconds of opening',
  'ip-limit': 'too many submissions from one address',
  'site-limit': 'too many submissions across the site',
};

function SourceList({ source }: { source: Record<string, string> }) {
  const entries = Object.entries(source).filter(([k]) => k in SOURCE_LABELS);
  if (entries.length === 0) return null;
  return (
    <div>
      <h3 className="text-xs font-medium uppercase tracking-[0.14em] text-muted">Source</h3>
      <dl className="mt-2 divide-y divide-line rounded-lg border border-line text-sm">
        {entries.map(([k, v]) => (
          <div key={k} className="grid grid-cols-[9rem_1fr] gap-3 px-3 py-2">
            <dt className="text-muted">{SOURCE_LABELS[k]}</dt>
            <dd className="min-w-0 break-all text-ink">
              {k === 'spam_reason' ? (SPAM_REASONS[v] ?? v) : v}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

const MAIL_KIND: Record<string, string> = {
  'consultation-owner': 'Notification to you',
  'contact-owner': 'Notification to you',
  'consultation-confirmation': 'Confirmation to the visitor',
  'contact-confirmation': 'Confirmation to the visitor',
};

function MailList({
  mails,
  spam,
  busy,
  onRetry,
}: {
  mails: MailState[];
  spam: boolean;
  busy: string | null;
  onRetry: (mail: MailState) => void;
}) {
  return (
    <div>
      <h3 className="text-xs font-medium uppercase tracking-[0.14em] text-muted">
        E-mail delivery
      </h3>
      {mails.length === 0 ? (
        <p className="mt-2 text-sm text-muted">
          {spam ? 'Held back as spam: no e-mail was sent.' : 'No e-mails were sent for this item.'}
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-line rounded-lg border border-line text-sm">
          {mails.map((mail) => {
            const state =
              mail.status === 'sent'
                ? `Delivered ${mail.sentAt ? when(mail.sentAt) : ''}`
                : mail.status === 'failed'
                  ? `Failed after ${mail.attempts} attempts`
                  : mail.attempts > 0
                    ? `Waiting to retry (attempt ${mail.attempts} failed)`
                    : mail.status === 'sending'
                      ? 'Sending'
                      : 'Queued';
            const canRetry =
              mail.status === 'failed' || (mail.status === 'pending' && mail.attempts > 0);
            return (
              <li
                key={mail.id}
                className="flex flex-col gap-2 px-3 py-2.5 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="text-ink">
                    {MAIL_KIND[mail.kind] ?? mail.kind}{' '}
                    <span className="text-muted">({mail.to})</span>
                  </p>
                  <p
                    className={cn(
                      'text-xs',
                      mail.status === 'failed' ? 'text-danger' : 'text-muted',
                    )}
                  >
                    {state}
                    {mail.lastError && mail.status !== 'sent' ? ` · ${mail.lastError}` : ''}
                  </p>
                </div>
                {canRetry && (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={busy === `mail:${mail.id}`}
                    onClick={() => onRetry(mail)}
                  >
                    <RotateCw aria-hidden />
                    Retry
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
