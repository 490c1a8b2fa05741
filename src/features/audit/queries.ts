import 'server-only';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  like,
  lt,
  notLike,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { getDb } from '@/server/db';
import type { Db } from '@/server/db/connect';
import { requireAdmin } from '@/server/auth/guard';
import { auditLog, type AuditChanges } from '@/server/db/schema';
import {
  londonDayEnd,
  londonDayStart,
  type ActivityFilter,
  type ActivityKind,
  type Cursor,
} from './filter';

// The Activity screen's reads: audit entries newest first, filtered, a page at a
// time by keyset (time, id), so the thousandth page costs what the first does.

export const PAGE_SIZE = 50;

export type ActivityEntry = {
  id: number;
  occurredAt: string;
  actorEmail: string | null;
  action: string;
  entityType: string | null;
  entityId: string | null;
  changes: AuditChanges | null;
  ipAddress: string | null;
};

export type ActivityPage = {
  filter: ActivityFilter;
  entries: ActivityEntry[];
  /** cursors of the neighbouring pages, null at either end */
  older: Cursor | null;
  newer: Cursor | null;
  /** recent actors, for the person filter's suggestions */
  people: string[];
};

const ACTIONS: Record<Exclude<ActivityKind, 'all' | 'edits' | 'account'>, string[]> = {
  'sign-ins': ['auth.sign-in'],
  failed: ['auth.sign-in-failed'],
  'sign-outs': ['auth.sign-out'],
  roles: ['role.grant', 'role.revoke'],
};

function kindWhere(kind: ActivityKind): SQL | undefined {
  if (kind === 'all') return undefined;
  if (kind === 'edits') {
    return and(
      notLike(auditLog.action, 'auth.%'),
      notLike(auditLog.action, 'role.%'),
      notLike(auditLog.action, 'account.%'),
    );
  }
  if (kind === 'account') return like(auditLog.action, 'account.%');
  return inArray(auditLog.action, ACTIONS[kind]);
}

const at = (c: Cursor) => new Date(c.at);

function where(filter: ActivityFilter, cursor?: SQL): SQL | undefined {
  return and(
    kindWhere(filter.kind),
    filter.person ? eq(auditLog.actorEmail, filter.person) : undefined,
    filter.from ? gte(auditLog.occurredAt, londonDayStart(filter.from)) : undefined,
    filter.to ? lt(auditLog.occurredAt, londonDayEnd(filter.to)) : undefined,
    cursor,
  );
}

const olderThan = (c: Cursor) =>
  or(lt(auditLog.occurredAt, at(c)), and(eq(auditLog.occurredAt, at(c)), lt(auditLog.id, c.id)));
const newerThan = (c: Cursor) =>
  or(
    sql`${auditLog.occurredAt} > ${at(c)}`,
    and(eq(auditLog.occurredAt, at(c)), sql`${auditLog.id} > ${c.id}`),
  );

const columns = {
  id: auditLog.id,
  occurredAt: auditLog.occurredAt,
  actorEmail: auditLog.actorEmail,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  changes: auditLog.changes,
  ipAddress: auditLog.ipAddress,
};

type Row = Omit<ActivityEntry, 'occurredAt'> & { occurredAt: Date };
const cursorOf = (row: Row): Cursor => ({ at: row.occurredAt.getTime(), id: row.id });

export async function loadActivity(db: Db, filter: ActivityFilter): Promise<ActivityPage> {
  let rows: Row[];
  let older: Cursor | null = null;
  let newer: Cursor | null = null;
  if (filter.after) {
    // the page just newer than the cursor: read upwards, then show newest first
    const up = await db
      .select(columns)
      .from(auditLog)
      .where(where(filter, newerThan(filter.after)))
      .orderBy(asc(auditLog.occurredAt), asc(auditLog.id))
      .limit(PAGE_SIZE + 1);
    rows = up.slice(0, PAGE_SIZE).reverse();
    if (up.length > PAGE_SIZE) newer = cursorOf(rows[0]!);
    if (rows.length > 0) older = cursorOf(rows.at(-1)!);
  } else {
    const down = await db
      .select(columns)
      .from(auditLog)
      .where(where(filter, filter.before ? olderThan(filter.before) : undefined))
      .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
      .limit(PAGE_SIZE + 1);
    rows = down.slice(0, PAGE_SIZE);
    if (down.length > PAGE_SIZE) older = cursorOf(rows.at(-1)!);
    if (filter.before && rows.length > 0) newer = cursorOf(rows[0]!);
  }
  const people = await db
    .select({ email: auditLog.actorEmail })
    .from(auditLog)
    .where(sql`${auditLog.actorEmail} is not null and ${auditLog.action} <> 'auth.sign-in-failed'`)
    .groupBy(auditLog.actorEmail)
    .orderBy(sql`max(${auditLog.occurredAt}) desc`)
    .limit(30);
  return {
    filter,
    entries: rows.map((r) => ({ ...r, occurredAt: r.occurredAt.toISOString() })),
    older,
    newer,
    people: people.map((p) => p.email!),
  };
}

/** The Activity screen's data, for an admin only. */
export async function getActivity(filter: ActivityFilter): Promise<ActivityPage> {
  await requireAdmin();
  return loadActivity(await getDb(), filter);
}
