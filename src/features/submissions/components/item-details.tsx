'use client';

import { Archive, MailCheck, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { budgetLabel, projectTypeLabel, serviceTitle } from '@/features/consultation/options';
import type { ItemDetail } from '../lead/detail';
import type { InboxItem } from '../queries';
import { ComposerPanel } from './composer-panel';
import { useInboxRunner } from './inbox-runner';
import { PromiseBadge, StatusBadge, when } from './item-parts';
import { TimelineView } from './timeline-view';
import { AttachmentList } from '@/features/attachments/admin';
import { RequestBooking } from '@/features/booking/inbox';

/**
 * One inbox item in full: every field the visitor sent and where the visit came from, its
 * timeline (mails and their delivery, replies, status changes, notes) and the composer, with
 * the item's status actions. The list's copy of the item shows at once; the timeline comes with
 * the page the URL names (?open=...).
 */
export function ItemDetails({
  item: open,
  detail,
  now,
  onClose,
  onNotSpam,
  onSetStatus,
}: {
  item: InboxItem | null;
  /** the opened item's timeline and composer data, once the server has sent them */
  detail: ItemDetail | null;
  now: Date;
  onClose: () => void;
  onNotSpam: (item: InboxItem) => void;
  onSetStatus: (item: InboxItem, status: 'read' | 'archived') => void;
}) {
  const shown = detail ?? null;
  return (
    <Dialog open={open !== null} onOpenChange={(o) => !o && onClose()}>
      {open && (
        <DialogContent size="xl">
          <DialogHeader>
            <DialogTitle>
              {open.kind === 'contact' ? 'Contact message' : 'Consultation request'}
            </DialogTitle>
            <DialogDescription>
              From {open.name}, received {when(open.createdAt)}
            </DialogDescription>
            <div className="flex flex-wrap gap-2 pt-1">
              <StatusBadge status={(shown?.item ?? open).status} />
              <PromiseBadge item={shown?.item ?? open} now={now} />
            </div>
          </DialogHeader>
          <DialogBody className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-8">
            <ItemFields item={open} />
            <div className="space-y-6">
              {open.kind === 'consultation' && <RequestBooking requestId={open.id} />}
              {shown ? (
                <>
                  <TimelineView item={shown.item} entries={shown.timeline} zone={shown.timeZone} />
                  <ComposerPanel key={`${open.kind}:${open.id}`} detail={shown} />
                </>
              ) : (
                <p className="flex items-center gap-2 text-sm text-muted" role="status">
                  <Spinner /> Loading the timeline…
                </p>
              )}
            </div>
          </DialogBody>
          <StatusFooter
            item={shown?.item ?? open}
            onNotSpam={onNotSpam}
            onSetStatus={onSetStatus}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function StatusFooter({
  item,
  onNotSpam,
  onSetStatus,
}: {
  item: InboxItem;
  onNotSpam: (item: InboxItem) => void;
  onSetStatus: (item: InboxItem, status: 'read' | 'archived') => void;
}) {
  const { busy } = useInboxRunner();
  return (
    <DialogFooter>
      {item.status === 'spam' && (
        <Button variant="outline" disabled={busy !== null} onClick={() => onNotSpam(item)}>
          <ShieldCheck aria-hidden />
          Not spam
        </Button>
      )}
      <Button
        variant="outline"
        disabled={busy !== null || item.status === 'archived'}
        onClick={() => onSetStatus(item, 'archived')}
      >
        <Archive aria-hidden />
        Archive
      </Button>
      <Button
        disabled={busy !== null || item.status === 'read'}
        onClick={() => onSetStatus(item, 'read')}
      >
        <MailCheck aria-hidden />
        Mark as Read
      </Button>
    </DialogFooter>
  );
}

/** What the visitor sent: the fields, the message and where the visit came from. */
function ItemFields({ item: open }: { item: InboxItem }) {
  return (
    <div className="space-y-6">
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
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
              <Field label="Budget">{budgetLabel(open.preferredCurrency, open.budget)}</Field>
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
      <AttachmentList files={open.attachments} />
      <SourceList source={open.source} />
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
