'use client';

import {
  ArrowRightLeft,
  CalendarClock,
  CheckCheck,
  Inbox,
  Mail,
  Reply,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { markRepliedAction } from '../lead/actions';
import type { TimelineEntry } from '../lead/timeline';
import type { InboxItem } from '../queries';
import { zonedDateTime } from '../zoned';
import { useInboxRunner } from './inbox-runner';
import { MAIL_KIND, MailStateLine } from './mail-state';
import { NoteEntry } from './note-entry';

// The item's history as a list, oldest first: what arrived, what was sent and how its delivery
// went, what the owner did, and her private notes.

const STATUS_WORDS: Record<string, string> = {
  read: 'Marked read',
  archived: 'Archived',
  new: 'Moved back to new',
  spam: 'Moved to Spam',
};

function statusText(entry: Extract<TimelineEntry, { type: 'status' }>): string {
  if (entry.from === 'spam') return 'Moved out of Spam';
  return STATUS_WORDS[entry.to ?? ''] ?? 'Status changed';
}

const by = (actor: string | null) => (actor ? ` by ${actor}` : '');

function Line({
  icon: Icon,
  at,
  zone,
  children,
}: {
  icon: LucideIcon;
  at: string;
  zone: string;
  children: React.ReactNode;
}) {
  return (
    <li className="relative flex gap-3 pb-4 last:pb-0">
      <span className="relative z-10 mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full border border-line bg-white text-ink-soft">
        <Icon className="size-3.5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        {children}
        <p className="text-xs text-muted">
          <time dateTime={at}>{zonedDateTime(at, zone)}</time>
        </p>
      </div>
    </li>
  );
}

function ReplyEntry({
  entry,
  zone,
}: {
  entry: Extract<TimelineEntry, { type: 'reply' }>;
  zone: string;
}) {
  return (
    <div className="rounded-lg border border-line bg-white px-3 py-2.5">
      <p className="text-sm text-ink">
        <span className="font-medium">Reply sent{by(entry.author)}</span>
      </p>
      <p className="mt-1 text-sm font-medium text-ink-soft">{entry.subject}</p>
      <p className="mt-1 line-clamp-6 text-sm whitespace-pre-wrap break-words text-ink">
        {entry.body}
      </p>
      <div className="mt-2">
        {entry.mail ? (
          <MailStateLine mail={entry.mail} zone={zone} />
        ) : (
          <p className="text-xs text-muted">Delivery record no longer kept</p>
        )}
      </div>
    </div>
  );
}

function UndoMark({ item }: { item: InboxItem }) {
  const { busy, run } = useInboxRunner();
  return (
    <Button
      variant="link"
      size="sm"
      className="h-auto"
      disabled={busy !== null}
      onClick={() =>
        run(
          `replied:${item.kind}:${item.id}`,
          () => markRepliedAction({ kind: item.kind, id: item.id, replied: false }),
          "'Mark as replied' taken back",
          'Failed to update the item',
        )
      }
    >
      <Undo2 aria-hidden />
      Undo
    </Button>
  );
}

function Entry({
  entry,
  item,
  zone,
  lastMark,
}: {
  entry: TimelineEntry;
  item: InboxItem;
  zone: string;
  lastMark: boolean;
}) {
  const from = item.kind === 'contact' ? 'the contact form' : 'the consultation form';
  switch (entry.type) {
    case 'received':
      return (
        <Line icon={Inbox} at={entry.at} zone={zone}>
          <p className="text-sm text-ink">Received through {from}</p>
        </Line>
      );
    case 'mail':
      return (
        <Line icon={Mail} at={entry.at} zone={zone}>
          <p className="text-sm text-ink">
            {MAIL_KIND[entry.mail.kind] ?? entry.mail.kind}{' '}
            <span className="text-muted">({entry.mail.to})</span>
          </p>
          <MailStateLine mail={entry.mail} zone={zone} />
        </Line>
      );
    case 'reply':
      return (
        <Line icon={Reply} at={entry.at} zone={zone}>
          <ReplyEntry entry={entry} zone={zone} />
        </Line>
      );
    case 'status':
      return (
        <Line icon={ArrowRightLeft} at={entry.at} zone={zone}>
          <p className="text-sm text-ink">
            {statusText(entry)}
            {by(entry.actor)}
          </p>
        </Line>
      );
    case 'marked-replied':
    case 'unmarked-replied':
      return (
        <Line icon={entry.type === 'marked-replied' ? CheckCheck : Undo2} at={entry.at} zone={zone}>
          <p className="text-sm text-ink">
            {entry.type === 'marked-replied'
              ? `Marked as replied outside the site${by(entry.actor)}`
              : `'Mark as replied' taken back${by(entry.actor)}`}{' '}
            {lastMark && <UndoMark item={item} />}
          </p>
        </Line>
      );
    case 'note':
      return (
        <li className="pb-4 pl-10 last:pb-0">
          <NoteEntry note={entry} zone={zone} />
        </li>
      );
    case 'booking':
      return (
        <Line icon={CalendarClock} at={entry.at} zone={zone}>
          <p className="text-sm text-ink">{entry.label}</p>
        </Line>
      );
  }
}

export function TimelineView({
  item,
  entries,
  zone,
}: {
  item: InboxItem;
  entries: TimelineEntry[];
  zone: string;
}) {
  // only the mark that answered the item, while no reply from the site did, can be undone
  const replied = entries.some((e) => e.type === 'reply');
  const marks = entries.filter((e) => e.type === 'marked-replied' || e.type === 'unmarked-replied');
  const last = marks.at(-1);
  return (
    <section aria-labelledby="timeline-heading">
      <h3
        id="timeline-heading"
        className="text-xs font-medium uppercase tracking-[0.14em] text-muted"
      >
        Timeline
      </h3>
      <ol
        aria-label="Timeline"
        className="relative mt-3 before:absolute before:top-2 before:bottom-2 before:left-3.5 before:w-px before:bg-line"
      >
        {entries.map((entry, i) => (
          <Entry
            key={`${entry.type}-${'id' in entry ? entry.id : i}-${entry.at}`}
            entry={entry}
            item={item}
            zone={zone}
            lastMark={
              !replied &&
              entry === last &&
              entry.type === 'marked-replied' &&
              item.firstResponseAt !== null
            }
          />
        ))}
      </ol>
    </section>
  );
}
