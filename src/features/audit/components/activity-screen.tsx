import 'server-only';
import Form from 'next/form';
import Link from 'next/link';
import { ChevronLeft, ChevronRight, History } from 'lucide-react';
import { cardClass, ManagerEmptyState } from '@/components/admin';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import {
  ACTIVITY_KINDS,
  KIND_LABELS,
  activityQuery,
  parseActivityFilter,
  type ActivityFilter,
} from '../filter';
import { actionLabel, actionTone, changeLines, recordLabel } from '../labels';
import { getActivity, type ActivityEntry } from '../queries';

// /admin/activity: the audit log, newest first. The filter is a GET form, so it
// lives in the URL (bookmarkable, works before hydration); pages are keyset links.

const BASE = '/admin/activity';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Europe/London',
});

export async function ActivityScreen({
  searchParams,
}: {
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const page = await getActivity(parseActivityFilter(searchParams));
  const { filter, entries } = page;
  const filtered = filter.kind !== 'all' || filter.person !== '' || filter.from || filter.to;
  return (
    <>
      <AdminPageHeader
        title="Activity"
        description="Who changed what in the back office, and every sign-in to the site, newest first. Times are UK time; entries are kept for a year."
      />
      <div className="space-y-6">
        <Filters filter={filter} people={page.people} />
        {entries.length === 0 ? (
          <ManagerEmptyState
            icon={History}
            message={filtered ? 'No activity matches these filters' : 'No activity recorded yet'}
            hint={
              filtered
                ? undefined
                : 'Edits made in the back office, sign-ins and role changes appear here as they happen.'
            }
            action={
              filtered ? (
                <Link href={BASE} className={buttonVariants({ variant: 'link' })}>
                  Clear filters
                </Link>
              ) : undefined
            }
          />
        ) : (
          <ActivityTable entries={entries} />
        )}
        <Pager filter={filter} older={page.older} newer={page.newer} />
      </div>
    </>
  );
}

function Filters({ filter, people }: { filter: ActivityFilter; people: string[] }) {
  return (
    <Form
      action={BASE}
      aria-label="Filter activity"
      className={`${cardClass} grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1.3fr_auto_auto_auto] lg:items-end`}
    >
      <FormField id="activity-kind" label="Activity">
        <Select id="activity-kind" name="kind" defaultValue={filter.kind}>
          {ACTIVITY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="activity-person" label="Person">
        <Input
          id="activity-person"
          name="person"
          type="email"
          list="activity-people"
          defaultValue={filter.person}
          placeholder="Anyone (enter an e-mail address)"
          autoComplete="off"
        />
      </FormField>
      {/* outside the field, so the field's spacing does not count it */}
      <datalist id="activity-people">
        {people.map((email) => (
          <option key={email} value={email} />
        ))}
      </datalist>
      <FormField id="activity-from" label="From">
        <Input id="activity-from" name="from" type="date" defaultValue={filter.from} />
      </FormField>
      <FormField id="activity-to" label="To">
        <Input id="activity-to" name="to" type="date" defaultValue={filter.to} />
      </FormField>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
        <Button type="submit" size="md">
          Apply
        </Button>
        <Link href={BASE} className={buttonVariants({ variant: 'ghost', size: 'md' })}>
          Clear
        </Link>
      </div>
    </Form>
  );
}

function Who({ entry }: { entry: ActivityEntry }) {
  if (entry.actorEmail) return <span className="break-words text-ink">{entry.actorEmail}</span>;
  return <span className="text-muted italic">System</span>;
}

function Changes({ entry }: { entry: ActivityEntry }) {
  const lines = changeLines(entry.changes);
  const note = entry.changes?.note;
  if (lines.length === 0 && !note) return <span className="text-muted">—</span>;
  return (
    <div className="space-y-1">
      {lines.length > 0 ? (
        <ul className="space-y-1">
          {lines.map((line) => (
            <li key={line.field} className="break-words">
              <span className="font-medium text-ink-soft">{line.field}: </span>
              {line.before !== null && line.after !== null ? (
                <>
                  <span className="text-muted line-through decoration-muted/40">{line.before}</span>
                  <span aria-hidden className="px-1 text-muted">
                    →
                  </span>
                  <span className="sr-only"> changed to </span>
                  <span className="text-ink">{line.after}</span>
                </>
              ) : (
                <span className="text-ink">{line.after ?? line.before}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {note ? <p className="text-muted">{note}</p> : null}
    </div>
  );
}

const COLUMNS = ['When', 'Who', 'What', 'Record', 'Change', 'From'] as const;

function ActivityTable({ entries }: { entries: ActivityEntry[] }) {
  return (
    // wider than a phone: the keyboard scrolls it too, once it has the focus
    <div
      className={`${cardClass} overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink`}
      role="region"
      aria-label="Activity table"
      tabIndex={0}
    >
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">Activity, newest first</caption>
        <thead className="border-b border-line bg-sand/40 text-xs tracking-[0.14em] text-muted uppercase">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {entries.map((entry) => {
            const record = recordLabel(entry.entityType, entry.entityId);
            return (
              <tr key={entry.id} className="align-top">
                <td className="px-4 py-3 whitespace-nowrap text-muted tabular-nums">
                  <time dateTime={entry.occurredAt}>
                    {dateTime.format(new Date(entry.occurredAt))}
                  </time>
                </td>
                <td className="px-4 py-3">
                  <Who entry={entry} />
                </td>
                <td className="px-4 py-3">
                  <Badge tone={actionTone(entry.action)}>{actionLabel(entry.action)}</Badge>
                </td>
                <td className="max-w-56 px-4 py-3">
                  {record ? <span className="text-ink">{record}</span> : null}
                  {entry.changes?.label ? (
                    <span className="block break-words text-muted">{entry.changes.label}</span>
                  ) : null}
                  {!record && !entry.changes?.label ? <span className="text-muted">—</span> : null}
                </td>
                <td className="max-w-md px-4 py-3">
                  <Changes entry={entry} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-muted tabular-nums">
                  {entry.ipAddress ?? (
                    <>
                      <span aria-hidden>—</span>
                      <span className="sr-only">unknown</span>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Pager({
  filter,
  older,
  newer,
}: {
  filter: ActivityFilter;
  older: ActivityFilter['before'];
  newer: ActivityFilter['after'];
}) {
  if (!older && !newer) return null;
  const base = { ...filter, before: null, after: null };
  const link = buttonVariants({ variant: 'outline', size: 'sm' });
  return (
    <nav aria-label="Activity pages" className="flex justify-between gap-3">
      {newer ? (
        <Link href={`${BASE}${activityQuery({ ...base, after: newer })}`} className={link}>
          <ChevronLeft aria-hidden />
          Newer
        </Link>
      ) : (
        <span />
      )}
      {older ? (
        <Link href={`${BASE}${activityQuery({ ...base, before: older })}`} className={link}>
          Older
          <ChevronRight aria-hidden />
        </Link>
      ) : null}
    </nav>
  );
}
