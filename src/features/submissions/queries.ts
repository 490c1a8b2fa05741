import 'server-only';
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/server/db';
import type { Db } from '@/server/db/connect';
import { requireAdmin } from '@/server/auth/guard';
import {
  awaitingReply,
  consultationRequests,
  contactSubmissions,
  inboxSearchText,
  mailOutbox,
} from '@/server/db/schema';
import { attachmentsOf, type AttachmentView } from '@/features/attachments/queries';
import {
  inboxFigures,
  type InboxFigures,
  type ItemKind,
  type StatusCounts,
  type SubmissionStatus,
} from './counts';
import { decodeCursor, encodeCursor, type Cursor } from './cursor';
import { PAGE_SIZE, PAGE_SIZES } from './page-size';
import type { ItemDetail } from './lead/detail';
import { firstParam, type SearchParam } from '@/lib/search-params';

// The owner's inbox: contact messages and consultation requests, read fresh on
// every visit (admin data is never cached), filtered by tab, status and search.

export const INBOX_TABS = ['contact', 'consultation', 'spam'] as const;
export type InboxTab = (typeof INBOX_TABS)[number];
export const STATUS_FILTERS = ['all', 'new', 'read', 'archived'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export type { SubmissionStatus } from './counts';

/** `awaiting`: only the items that wait for the owner's answer (the 24-hour promise) */
export type InboxFilter = { tab: InboxTab; status: StatusFilter; q: string; awaiting?: boolean };

export type MailState = {
  id: number;
  kind: string;
  to: string;
  subject: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
};

type Common = {
  id: number;
  name: string;
  email: string;
  message: string;
  status: SubmissionStatus;
  createdAt: string;
  /** when the owner first answered, or null */
  firstResponseAt: string | null;
  source: Record<string, string>;
  mails: MailState[];
  /** the files the visitor attached */
  attachments: AttachmentView[];
};

export type ContactItem = Common & { kind: 'contact'; subject: string | null };
export type ConsultationItem = Common & {
  kind: 'consultation';
  phone: string | null;
  company: string | null;
  selectedService: string;
  projectType: string | null;
  budget: string | null;
  timeline: string | null;
  preferredCurrency: 'GBP' | 'ZAR' | 'AUD';
};
export type InboxItem = ContactItem | ConsultationItem;

export type Inbox = {
  filter: InboxFilter;
  counts: Record<InboxTab, number>;
  /** how many items of the tab's kind wait for an answer (none on the Spam tab) */
  awaiting: number;
  /** items per page */
  size: number;
  /** how many items the filter (tab, status, search) matches in all */
  total: number;
  /** false when a search matched more than COUNT_CAP items: `total` is then the cap */
  exact: boolean;
  items: InboxItem[];
  /** cursor of the first item shown when newer items exist (the 'Newer' link), else null */
  newer: string | null;
  /** cursor of the last item shown when older items exist (the 'Older' link), else null */
  older: string | null;
  /** the item the URL opens ('consultation:12'), and its timeline when it exists */
  openKey: string | null;
  detail: ItemDetail | null;
  /** when the page was read: what 'Reply within 5 h' counts from */
  now: string;
};

/** Reads a filter from search params, falling back to the screen's default tab. */
export function parseFilter(
  params: Record<string, SearchParam>,
  defaultTab: InboxTab,
): InboxFilter {
  const tab = firstParam(params.tab, '');
  const status = firstParam(params.status, '');
  return {
    tab: (INBOX_TABS as readonly string[]).includes(tab) ? (tab as InboxTab) : defaultTab,
    status: (STATUS_FILTERS as readonly string[]).includes(status)
      ? (status as StatusFilter)
      : 'all',
    // control characters cannot match anything, and PostgreSQL refuses a NUL in a parameter
    q: firstParam(params.q, '')
      .replace(/[\u0000-\u001F\u007F]/g, ' ')
      .trim()
      .slice(0, 200),
    awaiting: tab !== 'spam' && firstParam(params.awaiting) === '1',
  };
}

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type { ItemKind } from './counts';
const tableOf = (kind: ItemKind) =>
  kind === 'contact' ? contactSubmissions : consultationRequests;

/** The filter's condition on one kind's table (tab/status, then search). */
export function where(kind: ItemKind, filter: InboxFilter): SQL | undefined {
  const table = tableOf(kind);
  const parts: (SQL | undefined)[] = [];
  if (filter.tab === 'spam') parts.push(eq(table.status, 'spam'));
  else if (filter.status === 'all') parts.push(ne(table.status, 'spam'));
  else parts.push(eq(table.status, filter.status));
  if (filter.awaiting && filter.tab !== 'spam') parts.push(awaitingReply(table));
  if (filter.q) {
    // the very expression the trigram index is built on, so the planner can use it
    parts.push(sql`(${inboxSearchText[kind]}) ilike ${like(filter.q)}`);
  }
  return and(...parts);
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const plainSource = (s: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((s ?? {}) as Record<string, unknown>).filter(([, v]) => typeof v === 'string'),
  ) as Record<string, string>;

async function contactRows(db: Db, ids: number[]): Promise<ContactItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: contactSubmissions.id,
      name: contactSubmissions.name,
      email: contactSubmissions.email,
      subject: contactSubmissions.subject,
      message: contactSubmissions.message,
      status: contactSubmissions.status,
      source: contactSubmissions.source,
      createdAt: contactSubmissions.createdAt,
      firstResponseAt: contactSubmissions.firstResponseAt,
    })
    .from(contactSubmissions)
    .where(inArray(contactSubmissions.id, ids));
  return rows.map((r) => ({
    ...r,
    kind: 'contact' as const,
    createdAt: iso(r.createdAt)!,
    firstResponseAt: iso(r.firstResponseAt),
    source: plainSource(r.source),
    mails: [],
    attachments: [],
  }));
}

async function consultationRows(db: Db, ids: number[]): Promise<ConsultationItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: consultationRequests.id,
      name: consultationRequests.name,
      email: consultationRequests.email,
      phone: consultationRequests.phone,
      company: consultationRequests.company,
      selectedService: consultationRequests.selectedService,
      projectType: consultationRequests.projectType,
      budget: consultationRequests.budget,
      timeline: consultationRequests.timeline,
      preferredCurrency: consultationRequests.preferredCurrency,
      message: consultationRequests.message,
      status: consultationRequests.status,
      source: consultationRequests.source,
      createdAt: consultationRequests.createdAt,
      firstResponseAt: consultationRequests.firstResponseAt,
    })
    .from(consultationRequests)
    .where(inArray(consultationRequests.id, ids));
  return rows.map((r) => ({
    ...r,
    kind: 'consultation' as const,
    createdAt: iso(r.createdAt)!,
    firstResponseAt: iso(r.firstResponseAt),
    source: plainSource(r.source),
    mails: [],
    attachments: [],
  }));
}

const kindsOf = (tab: InboxTab): ItemKind[] =>
  tab === 'spam' ? ['contact', 'consultation'] : [tab];

export type Key = { kind: ItemKind; id: number; at: string };
export type Direction = 'older' | 'newer';

/**
 * Where a row of `kind` stands against the cursor in the inbox order
 * (created_at, kind, id), written per kind so that each branch is a plain
 * range on the (created_at, id) indexes.
 */
function beyond(kind: ItemKind, cursor: Cursor, direction: Direction): SQL {
  const t = tableOf(kind);
  const at = sql`${cursor.at}::timestamptz`;
  const older = direction === 'older';
  if (kind === cursor.kind) {
    return older
      ? sql`(${t.createdAt}, ${t.id}) < (${at}, ${cursor.id}::int)`
      : sql`(${t.createdAt}, ${t.id}) > (${at}, ${cursor.id}::int)`;
  }
  // at the same instant, 'contact' sorts after 'consultation'
  const kindAbove = kind > cursor.kind;
  if (older) return kindAbove ? sql`${t.createdAt} < ${at}` : sql`${t.createdAt} <= ${at}`;
  return kindAbove ? sql`${t.createdAt} >= ${at}` : sql`${t.createdAt} > ${at}`;
}

/**
 * One page of keys in the inbox order, newest first: keyset paging from the
 * cursor (never OFFSET), so a page costs the same wherever it is and items that
 * arrive meanwhile neither repeat nor hide others.
 */
export async function pageKeys(
  db: Db,
  filter: InboxFilter,
  cursor: Cursor | null,
  direction: Direction,
  limit: number,
): Promise<Key[]> {
  const order = direction === 'older' ? sql`desc` : sql`asc`;
  const branches = kindsOf(filter.tab).map((kind) => {
    const t = tableOf(kind);
    const cond = and(where(kind, filter), cursor ? beyond(kind, cursor, direction) : undefined);
    return sql`(select ${kind}::text as kind, ${t.id} as id, ${t.createdAt} as created_at,
      ${t.createdAt}::text as at from ${t} where ${cond}
      order by ${t.createdAt} ${order}, ${t.id} ${order} limit ${limit})`;
  });
  const result =
    await db.execute(sql`select kind, id, at from (${sql.join(branches, sql` union all `)}) u
    order by created_at ${order}, kind collate "C" ${order}, id ${order} limit ${limit}`);
  const keys = (result.rows as { kind: ItemKind; id: number | string; at: string }[]).map((r) => ({
    kind: r.kind,
    id: Number(r.id),
    at: String(r.at),
  }));
  return direction === 'older' ? keys : keys.reverse();
}

/** The items of these keys, in the keys' order. */
export async function itemsOf(db: Db, keys: Key[]): Promise<InboxItem[]> {
  const ids = (kind: ItemKind) => keys.filter((k) => k.kind === kind).map((k) => k.id);
  const [a, b] = await Promise.all([
    contactRows(db, ids('contact')),
    consultationRows(db, ids('consultation')),
  ]);
  const byKey = new Map<string, InboxItem>([...a, ...b].map((i) => [`${i.kind}:${i.id}`, i]));
  return keys.flatMap((k) => byKey.get(`${k.kind}:${k.id}`) ?? []);
}

/**
 * The keys of every item the filter matches, newest first, in keyset batches, so
 * that a caller streaming them (the CSV export) holds one batch at a time.
 */
export async function* eachKeyBatch(
  db: Db,
  filter: InboxFilter,
  batch = 500,
): AsyncGenerator<Key[]> {
  let cursor: Cursor | null = null;
  for (;;) {
    const keys = await pageKeys(db, filter, cursor, 'older', batch);
    if (keys.length === 0) return;
    yield keys;
    if (keys.length < batch) return;
    cursor = keys[keys.length - 1]!;
  }
}

/** The delivery state of each item's e-mails (outbox rows with ref 'contact:<id>' / 'consultation:<id>'). */
export async function attachMail(db: Db, items: InboxItem[]): Promise<void> {
  if (items.length === 0) return;
  const refs = items.map((i) => `${i.kind}:${i.id}`);
  const rows = await db
    .select({
      id: mailOutbox.id,
      ref: mailOutbox.ref,
      kind: mailOutbox.kind,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.ref, refs))
    .orderBy(mailOutbox.id);
  const byRef = new Map<string, MailState[]>();
  for (const r of rows) {
    const list = byRef.get(r.ref!) ?? [];
    list.push({
      id: r.id,
      kind: r.kind,
      to: r.to,
      subject: r.subject,
      status: r.status,
      attempts: r.attempts,
      lastError: r.lastError,
      createdAt: iso(r.createdAt)!,
      sentAt: iso(r.sentAt),
    });
    byRef.set(r.ref!, list);
  }
  for (const item of items) item.mails = byRef.get(`${item.kind}:${item.id}`) ?? [];
}

/** The files each item came with. */
export async function attachFiles(db: Db, items: InboxItem[]): Promise<void> {
  const files = await attachmentsOf(db, items);
  for (const item of items) item.attachments = files.get(`${item.kind}:${item.id}`) ?? [];
}

export { PAGE_SIZE, PAGE_SIZES } from './page-size';

/**
 * Where a search's count stops on the inbox screen: counting 100,000 trigram matches costs
 * more than the whole page (hundreds of ms on the embedded engine), while "more than 1,000"
 * tells the owner just as much. The exact figure is counted when she selects them all.
 */
export const COUNT_CAP = 1000;

export type MatchCount = {
  n: number;
  /** false when the count stopped at the cap: then more than `n` items match */
  exact: boolean;
};

async function matching(db: Db, kind: ItemKind, filter: InboxFilter, cap?: number) {
  const t = tableOf(kind);
  const matches = db
    .select({ one: sql`1` })
    .from(t)
    .where(where(kind, filter));
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from((cap === undefined ? matches : matches.limit(cap + 1)).as('matches'));
  return Number(row?.n ?? 0);
}

/**
 * How many items the filter matches in all (both kinds on the Spam tab); with a cap, the
 * count stops past it.
 */
export async function countMatching(
  db: Db,
  filter: InboxFilter,
  cap?: number,
): Promise<MatchCount> {
  const counts = await Promise.all(kindsOf(filter.tab).map((k) => matching(db, k, filter, cap)));
  const n = counts.reduce((a, b) => a + b, 0);
  if (cap !== undefined && counts.some((c) => c > cap)) return { n: cap, exact: false };
  return { n, exact: true };
}

export type PageRequest = { cursor: Cursor | null; direction: Direction; size: number };

/**
 * Reads the page from search params: the cursor ('before' wins; a bad one means
 * the first page) and the page size (one of PAGE_SIZES, else the default).
 */
export function parsePage(params: Record<string, SearchParam>): PageRequest {
  const per = Number(firstParam(params.per, ''));
  const size = (PAGE_SIZES as readonly number[]).includes(per) ? per : PAGE_SIZE;
  const before = decodeCursor(firstParam(params.before, ''));
  if (before) return { cursor: before, direction: 'older', size };
  const after = decodeCursor(firstParam(params.after, ''));
  if (after) return { cursor: after, direction: 'newer', size };
  return { cursor: null, direction: 'older', size };
}

/**
 * How many items the filter matches: the trigger-kept counts when they say it (a tab, a status,
 * every item awaiting reply), else a count that stops past COUNT_CAP.
 */
async function filterTotal(
  db: Db,
  filter: InboxFilter,
  { status, awaiting }: InboxFigures,
): Promise<MatchCount> {
  const kinds = kindsOf(filter.tab);
  const sum = (n: (kind: ItemKind) => number) => kinds.reduce((a, k) => a + n(k), 0);
  if (filter.q || (filter.awaiting && (filter.status === 'new' || filter.status === 'read'))) {
    return countMatching(db, filter, COUNT_CAP);
  }
  if (filter.awaiting) {
    return { n: filter.status === 'all' ? sum((k) => awaiting[k]) : 0, exact: true };
  }
  const inStatus = (c: StatusCounts) =>
    filter.tab === 'spam'
      ? c.spam
      : filter.status === 'all'
        ? c.new + c.read + c.archived
        : c[filter.status];
  return { n: sum((k) => inStatus(status[k])), exact: true };
}

async function itemsWithMail(db: Db, keys: Key[]): Promise<InboxItem[]> {
  const items = await itemsOf(db, keys);
  await Promise.all([attachMail(db, items), attachFiles(db, items)]);
  return items;
}

export async function loadInbox(
  db: Db,
  filter: InboxFilter,
  page: PageRequest = { cursor: null, direction: 'older', size: PAGE_SIZE },
): Promise<Inbox> {
  const { size } = page;
  const [figures, fetched] = await Promise.all([
    inboxFigures(db),
    pageKeys(db, filter, page.cursor, page.direction, size + 1),
  ]);
  let keys = fetched;
  let { cursor, direction } = page;
  // nothing newer left (or a stale cursor): show the first page instead of an empty one
  if (keys.length === 0 && cursor) {
    cursor = null;
    direction = 'older';
    keys = await pageKeys(db, filter, null, 'older', size + 1);
  }
  const more = keys.length > size;
  if (more) keys = direction === 'older' ? keys.slice(0, size) : keys.slice(1);
  const first = keys[0];
  const last = keys[keys.length - 1];
  const exists = async (key: Key | undefined, d: Direction) =>
    key ? (await pageKeys(db, filter, key, d, 1)).length > 0 : false;
  const [hasNewer, hasOlder, items, total] = await Promise.all([
    direction === 'newer' ? more : cursor ? exists(first, 'newer') : false,
    direction === 'older' ? more : exists(last, 'older'),
    itemsWithMail(db, keys),
    filterTotal(db, filter, figures),
  ]);
  const { contact, consultation } = figures.status;
  return {
    filter,
    counts: {
      contact: contact.new + contact.read + contact.archived,
      consultation: consultation.new + consultation.read + consultation.archived,
      spam: contact.spam + consultation.spam,
    },
    awaiting: filter.tab === 'spam' ? 0 : figures.awaiting[filter.tab],
    total: total.n,
    exact: total.exact,
    size,
    items,
    newer: hasNewer && first ? encodeCursor(first) : null,
    older: hasOlder && last ? encodeCursor(last) : null,
    openKey: null,
    detail: null,
    now: new Date().toISOString(),
  };
}

/** The Form Submissions screen's data, for an admin only. */
export async function getInbox(filter: InboxFilter, page: PageRequest): Promise<Inbox> {
  await requireAdmin();
  return loadInbox(await getDb(), filter, page);
}
