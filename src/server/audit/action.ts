import 'server-only';
import { eq, getTableName } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db/connect';
import { changesBetween, type Row } from './changes';
import { recordAudit, type AuditActor } from './record';

// The audit side of adminAction (src/server/admin-action.ts). Each action names
// what it does and which table holds the record; the wrapper reads that row
// before and after the action, inside the action's transaction, and keeps what
// changed. No action writes its own before/after.

export type AuditedTable = PgTable & { id: AnyPgColumn };

export type AuditSpec<I> = {
  /**
   * `<entity>.<verb>`, e.g. 'project.update'. A name ending in `.save` (an
   * insert-or-update form) is recorded as `.create` or `.update`, by whether the
   * record existed before.
   */
  action: string;
  /** the table of the record the action touches; a function when the input chooses it */
  table: AuditedTable | ((input: I) => AuditedTable);
  /** the record's id when the input has none under `id` (a one-row table, another field name) */
  id?: (input: I) => string | number;
  /** what a write over many records did ("3 items archived"), kept as the entry's note */
  note?: (input: I, result: unknown) => string;
};

type Id = string | number;

function idIn(value: unknown): Id | null {
  if (value && typeof value === 'object' && 'id' in value) {
    const id = (value as { id: unknown }).id;
    if (typeof id === 'number' || (typeof id === 'string' && id !== '')) return id;
  }
  return null;
}

async function rowOf(db: Db, table: AuditedTable, id: Id): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  return (row as Row | undefined) ?? null;
}

function resolvedAction(action: string, before: Row | null): string {
  if (!action.endsWith('.save')) return action;
  return `${action.slice(0, -'.save'.length)}.${before ? 'update' : 'create'}`;
}

/**
 * Runs an admin write and records it in the same transaction (`db` must be
 * one): if the entry cannot be written, the write rolls back with it.
 */
export async function runAudited<I, R>(
  db: Db,
  spec: AuditSpec<I>,
  input: I,
  who: { actor: AuditActor; ip: string | null },
  run: () => Promise<R>,
): Promise<R> {
  const table = typeof spec.table === 'function' ? spec.table(input) : spec.table;
  const knownId = spec.id ? spec.id(input) : idIn(input);
  const before = knownId === null ? null : await rowOf(db, table, knownId);
  const result = await run();
  // a created record's id comes back in the action's result
  const id = knownId ?? idIn(result);
  const after = id === null ? null : await rowOf(db, table, id);
  await recordAudit(db, {
    action: resolvedAction(spec.action, before),
    actor: who.actor,
    entityType: getTableName(table),
    entityId: id,
    changes: spec.note
      ? { ...changesBetween(before, after), note: spec.note(input, result) }
      : changesBetween(before, after),
    ip: who.ip,
  });
  return result;
}
