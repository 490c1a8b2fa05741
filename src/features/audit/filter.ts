import { firstParam, type SearchParam } from '@/lib/search-params';

// The Activity screen's filter, read from and written to the URL, and the
// keyset cursor of its pages. Pure, so the page and the tests share it.

export const ACTIVITY_KINDS = [
  'all',
  'edits',
  'sign-ins',
  'failed',
  'sign-outs',
  'account',
  'roles',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const KIND_LABELS: Record<ActivityKind, string> = {
  all: 'All activity',
  edits: 'Content edits',
  'sign-ins': 'Sign-ins',
  failed: 'Failed sign-ins',
  'sign-outs': 'Sign-outs',
  account: 'Account security',
  roles: 'Role changes',
};

/** A page boundary: the entry's time (epoch ms) and id, newest first. */
export type Cursor = { at: number; id: number };

export type ActivityFilter = {
  kind: ActivityKind;
  /** an actor's e-mail address, lower-case; '' for everyone */
  person: string;
  /** days in Europe/London, YYYY-MM-DD, both included; '' for open */
  from: string;
  to: string;
  /** entries older than this (the 'Older' link) */
  before: Cursor | null;
  /** entries newer than this (the 'Newer' link) */
  after: Cursor | null;
};

type Params = Record<string, SearchParam>;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDay(value: string): string {
  const m = DAY.exec(value);
  if (!m) return '';
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value ? value : '';
}

export function parseCursor(value: string): Cursor | null {
  const m = /^(\d{1,15})-(\d{1,10})$/.exec(value);
  if (!m) return null;
  const at = Number(m[1]);
  const id = Number(m[2]);
  return Number.isSafeInteger(at) && Number.isSafeInteger(id) ? { at, id } : null;
}

export const formatCursor = (c: Cursor) => `${c.at}-${c.id}`;

export function parseActivityFilter(params: Params): ActivityFilter {
  const kind = firstParam(params.kind, '');
  let from = validDay(firstParam(params.from, ''));
  let to = validDay(firstParam(params.to, ''));
  // a range typed backwards means the same days
  if (from && to && from > to) [from, to] = [to, from];
  const before = parseCursor(firstParam(params.before, ''));
  return {
    kind: (ACTIVITY_KINDS as readonly string[]).includes(kind) ? (kind as ActivityKind) : 'all',
    person: firstParam(params.person, '').trim().toLowerCase().slice(0, 254),
    from,
    to,
    before,
    after: before ? null : parseCursor(firstParam(params.after, '')),
  };
}

/** The URL query of a filter (defaults left out), for links and the form. */
export function activityQuery(filter: Partial<ActivityFilter>): string {
  const params = new URLSearchParams();
  if (filter.kind && filter.kind !== 'all') params.set('kind', filter.kind);
  if (filter.person) params.set('person', filter.person);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.before) params.set('before', formatCursor(filter.before));
  else if (filter.after) params.set('after', formatCursor(filter.after));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Minutes Europe/London is ahead of UTC at an instant (0 in winter, 60 in summer). */
function londonOffsetMinutes(at: number): number {
  const name = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    timeZoneName: 'shortOffset',
  })
    .formatToParts(new Date(at))
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name ?? '');
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -minutes : minutes;
}

/**
 * The instant a London day starts. Clocks change at 01:00 UTC, so the offset
 * in force at 00:00 UTC of the day is the one at its London midnight.
 */
export function londonDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d);
  return new Date(utcMidnight - londonOffsetMinutes(utcMidnight) * 60_000);
}

/** The instant the next London day starts (the end of a range, excluded). */
export function londonDayEnd(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return londonDayStart(next);
}
