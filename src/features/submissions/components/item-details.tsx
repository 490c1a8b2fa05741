'use client';

import { Archive, MailCheck, RotateCw, ShieldCheck } from 'lucide-react';
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
import { cn } from '@/lib/utils';
import { budgetLabel, projectTypeLabel, serviceTitle } from '@/features/consultation/options';
import type { InboxItem, MailState } from '../queries';
import { StatusBadge, when } from './item-parts';
import { RequestBooking } from '@/features/booking/inbox';

/**
 * One inbox item in full: every field the visitor sent, where the visit came from, and the
 * delivery of each e-mail it caused, with the item's status actions.
 */
export function ItemDetails({
  item: open,
  busy,
  onClose,
  onNotSpam,
  onSetStatus,
  onRetry,
}: {
  item: InboxItem | null;
  busy: string | null;
  onClose: () => void;
  onNotSpam: (item: InboxItem) => void;
  onSetStatus: (item: InboxItem, status: 'read' | 'archived') => void;
  onRetry: (mail: MailState) => void;
}) {
  return (
    <Dialog open={open !== null} onOpenChange={(o) => !o && onClose()}>
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
            {open.kind === 'consultation' && <RequestBooking requestId={open.id} />}
            <SourceList source={open.source} />
            <MailList
              mails={open.mails}
              spam={open.status === 'spam'}
              busy={busy}
              onRetry={onRetry}
            />
          </DialogBody>
          <DialogFooter>
            {open.status === 'spam' && (
              <Button variant="outline" disabled={busy !== null} onClick={() => onNotSpam(open)}>
                <ShieldCheck aria-hidden />
                Not spam
              </Button>
            )}
            <Button
              variant="outline"
              disabled={busy !== null || open.status === 'archived'}
              onClick={() => onSetStatus(open, 'archived')}
            >
              <Archive aria-hidden />
              Archive
            </Button>
            <Button
              disabled={busy !== null || open.status === 'read'}
              onClick={() => onSetStatus(open, 'read')}
            >
              <MailCheck aria-hidden />
              Mark as Read
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
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
  'booking-confirmation': 'Booked call: confirmation and invitation to the client',
  'booking-rescheduled': 'Moved call: update to the client',
  'booking-rescheduled-owner': 'Moved call: update to you',
  'booking-cancelled': 'Cancelled call: notice to the client',
  'booking-cancelled-owner': 'Cancelled call: notice to you',
  'booking-reminder': 'Reminder to the client',
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
