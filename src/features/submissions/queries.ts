import 'server-only';
import { and, count, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import { getDb } from '@/server/db';
import type { Db } from '@/server/db/connect';
import { requireAdmin } from '@/server/auth/guard';
import { consultationRequests, contactSubmissions, mailOutbox } from '@/server/db/schema';

// The owner's inbox: contact messages and consultation requests, read fresh on
// every visit (admin data is never cached), filtered by tab, status and search.

export const INBOX_TABS = ['contact', 'consultation', 'spam'] as const;
export type InboxTab = (typeof INBOX_TABS)[number];
export const STATUS_FILTERS = ['all', 'new', 'read', 'archived'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export type SubmissionStatus = 'new' | 'read' | 'archived' | 'spam';

export type InboxFilter = { tab: InboxTab; status: StatusFilter; q: string };

export type MailState = {
  id: number;
  kind: string;
  to: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
};

type Common = {
  id: number;
  name: string;
  email: string;
  message: string;
  status: SubmissionStatus;
  createdAt: string;
  source: Record<string, string>;
  mails: MailState[];
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
  items: InboxItem[];
  /** more matched than are shown; the CSV export has them all */
  truncated: boolean;
};

/** Reads a filter from search params, falling back to the screen's default tab. */
export function parseFilter(
  params: Record<string, string | string[] | undefined>,
  defaultTab: InboxTab,
): InboxFilter {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';
  const tab = one(params.tab);
  const status = one(params.status);
  return {
    tab: (INBOX_TABS as readonly string[]).includes(tab) ? (tab as InboxTab) : defaultTab,
    status: (STATUS_FILTERS as readonly string[]).includes(status)
      ? (status as StatusFilter)
      : 'all',
    // control characters cannot match anything, and PostgreSQL refuses a NUL in a parameter
    q: one(params.q)
      .replace(/[\u0000-\u001F\u007F]/g, ' ')
      .trim()
      .slice(0, 200),
  };
}

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(
  table: typeof contactSubmissions | typeof consultationRequests,
  filter: InboxFilter,
): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.tab === 'spam') parts.push(eq(table.status, 'spam'));
  else if (filter.status === 'all') parts.push(ne(table.status, 'spam'));
  else parts.push(eq(table.status, filter.status));
  if (filter.q) {
    const pattern = like(filter.q);
    parts.push(
      or(ilike(table.name, pattern), ilike(table.email, pattern), ilike(table.message, pattern)),
    );
  }
  return and(...parts);
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const plainSource = (s: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((s ?? {}) as Record<string, unknown>).filter(([, v]) => typeof v === 'string'),
  ) as Record<string, string>;

async function contactRows(db: Db, filter: InboxFilter, limit?: number): Promise<ContactItem[]> {
  const query = db
    .select({
      id: contactSubmissions.id,
      name: contactSubmissions.name,
      email: contactSubmissions.email,
      subject: contactSubmissions.subject,
      message: contactSubmissions.message,
      status: contactSubmissions.status,
      source: contactSubmissions.source,
      createdAt: contactSubmissions.createdAt,
    })
    .from(contactSubmissions)
    .where(where(contactSubmissions, filter))
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map((r) => ({
    ...r,
    kind: 'contact' as const,
    createdAt: iso(r.createdAt)!,
    source: plainSource(r.source),
    mails: [],
  }));
}

async function consultationRows(
  db: Db,
  filter: InboxFilter,
  limit?: number,
): Promise<ConsultationItem[]> {
  const query = db
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
    })
    .from(consultationRequests)
    .where(where(consultationRequests, filter))
    .orderBy(desc(consultationRequests.createdAt), desc(consultationRequests.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map((r) => ({
    ...r,
    kind: 'consultation' as const,
    createdAt: iso(r.createdAt)!,
    source: plainSource(r.source),
    mails: [],
  }));
}

/** Every item the filter matches, newest first (both kinds on the Spam tab). */
export async function listItems(db: Db, filter: InboxFilter, limit?: number): Promise<InboxItem[]> {
  if (filter.tab === 'contact') return contactRows(db, filter, limit);
  if (filter.tab === 'consultation') return consultationRows(db, filter, limit);
  const [a, b] = await Promise.all([
    contactRows(db, filter, limit),
    consultationRows(db, filter, limit),
  ]);
  const all = [...a, ...b].sort((x, y) => y.createdAt.localeCompare(x.createdAt) || y.id - x.id);
  return limit ? all.slice(0, limit) : all;
}

/** The delivery state of each item's e-mails (outbox rows with ref 'contact:<id>' / 'consultation:<id>'). */
async function attachMail(db: Db, items: InboxItem[]): Promise<void> {
  if (items.length === 0) return;
  const refs = items.map((i) => `${i.kind}:${i.id}`);
  const rows = await db
    .select({
      id: mailOutbox.id,
      ref: mailOutbox.ref,
      kind: mailOutbox.kind,
      to: mailOutbox.to,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
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
      status: r.status,
      attempts: r.attempts,
      lastError: r.lastError,
      sentAt: iso(r.sentAt),
    });
    byRef.set(r.ref!, list);
  }
  for (const item of items) item.mails = byRef.get(`${item.kind}:${item.id}`) ?? [];
}

export const PAGE_LIMIT = 200;

export async function loadInbox(db: Db, filter: InboxFilter): Promise<Inbox> {
  const [items, [c], [r], [s1], [s2]] = await Promise.all([
    listItems(db, filter, PAGE_LIMIT + 1),
    db.select({ n: count() }).from(contactSubmissions).where(ne(contactSubmissions.status, 'spam')),
    db
      .select({ n: count() })
      .from(consultationRequests)
      .where(ne(consultationRequests.status, 'spam')),
    db.select({ n: count() }).from(contactSubmissions).where(eq(contactSubmissions.status, 'spam')),
    db
      .select({ n: count() })
      .from(consultationRequests)
      .where(eq(consultationRequests.status, 'spam')),
  ]);
  const shown = items.slice(0, PAGE_LIMIT);
  await attachMail(db, shown);
  return {
    filter,
    counts: { contact: c?.n ?? 0, consultation: r?.n ?? 0, spam: (s1?.n ?? 0) + (s2?.n ?? 0) },
    items: shown,
    truncated: items.length > PAGE_LIMIT,
  };
}

/** The Form Submissions screen's data, for an admin only. */
export async function getInbox(filter: InboxFilter): Promise<Inbox> {
  await requireAdmin();
  return loadInbox(await getDb(), filter);
}
