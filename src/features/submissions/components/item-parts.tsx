import { Badge } from '@/components/ui/badge';
import { serviceTitle } from '@/features/consultation/options';
import type { InboxItem, SubmissionStatus } from '../queries';

// Small pieces the inbox's list and its details dialog share.

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});
export const when = (iso: string) => dateTime.format(new Date(iso));

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

export const topic = (item: InboxItem) =>
  item.kind === 'contact' ? item.subject || 'No subject' : serviceTitle(item.selectedService);
