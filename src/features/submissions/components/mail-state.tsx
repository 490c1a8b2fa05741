'use client';

import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { retryMailAction } from '../actions';
import type { MailState } from '../queries';
import { zonedDateTime } from '../zoned';
import { useInboxRunner } from './inbox-runner';

// Where one e-mail stands in the outbox (queued, sending, sent, failed and retrying), with a
// Retry button while it is not delivered.

export const MAIL_KIND: Record<string, string> = {
  'consultation-owner': 'Notification to you',
  'contact-owner': 'Notification to you',
  'consultation-confirmation': 'Confirmation to the visitor',
  'contact-confirmation': 'Confirmation to the visitor',
  'inbox-reply': 'Your reply',
  'booking-confirmation': 'Booked call: confirmation and invitation to the client',
  'booking-rescheduled': 'Moved call: update to the client',
  'booking-rescheduled-owner': 'Moved call: update to you',
  'booking-cancelled': 'Cancelled call: notice to the client',
  'booking-cancelled-owner': 'Cancelled call: notice to you',
  'booking-reminder': 'Reminder to the client',
};

export function mailStateText(mail: MailState, zone: string): string {
  if (mail.status === 'sent')
    return `Delivered ${mail.sentAt ? zonedDateTime(mail.sentAt, zone) : ''}`;
  if (mail.status === 'failed') return `Failed after ${mail.attempts} attempts`;
  if (mail.attempts > 0) return `Waiting to retry (attempt ${mail.attempts} failed)`;
  return mail.status === 'sending' ? 'Sending' : 'Queued, going out shortly';
}

/** Whether the worker will still touch it soon: the screen looks again until it is settled. */
export const mailUnsettled = (mail: MailState) =>
  mail.status === 'sending' || (mail.status === 'pending' && mail.attempts === 0);

export function MailStateLine({ mail, zone }: { mail: MailState; zone: string }) {
  const { busy, run } = useInboxRunner();
  const canRetry = mail.status === 'failed' || (mail.status === 'pending' && mail.attempts > 0);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <p
        className={cn(
          'text-xs',
          mail.status === 'failed'
            ? 'text-danger'
            : mail.status === 'sent'
              ? 'text-success'
              : 'text-muted',
        )}
        data-mail-state={mail.status}
      >
        {mailStateText(mail, zone)}
        {mail.lastError && mail.status !== 'sent' ? ` · ${mail.lastError}` : ''}
      </p>
      {canRetry && (
        <Button
          variant="outline"
          size="sm"
          disabled={busy === `mail:${mail.id}`}
          onClick={() =>
            run(
              `mail:${mail.id}`,
              () => retryMailAction({ mailId: mail.id }),
              'E-mail queued to send again',
              'Failed to retry the e-mail',
            )
          }
        >
          <RotateCw aria-hidden />
          Retry
        </Button>
      )}
    </div>
  );
}
