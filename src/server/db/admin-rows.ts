import 'server-only';
import { and, asc, eq, max, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ActionError } from '@/server/admin-action';
import type { Db } from './connect';

// The writes the admin managers share: lists the owner orders by hand (a
// display_order column), names that must be unique, and rows that another tab
// may already have deleted.

/** PostgreSQL's unique_violation, wherever the driver wraps it (drizzle nests it in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Runs a write that stores a category name, turning the unique index's refusal
 * into the owner's message; the index decides, so two tabs cannot both win.
 */
async function withUniqueCategoryName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ActionError(`A category called "${name}" already exists.`, {
        name: 'Choose another name',
      });
    throw error;
  }
}

/** The display_order that puts a new row last: highest so far + 1 (1 for an empty list). */
export async function nextDisplayOrder(
  db: Db,
  displayOrder: AnyPgColumn,
  where?: SQL,
): Promise<number> {
  const [{ top }] = (await db
    .select({ top: max(displayOrder) })
    .from(displayOrder.table as PgTable)
    .where(where)) as [{ top: number | null }];
  return (top ?? 0) + 1;
}

/** A hand-ordered list of uniquely named categories (the FAQ's, the projects'). */
type CategoryTable = PgTable & { id: AnyPgColumn; name: AnyPgColumn; displayOrder: AnyPgColumn };

/** Adds a category at the end of its list; returns its id. */
export async function createCategoryLast(
  db: Db,
  table: CategoryTable,
  name: string,
): Promise<number> {
  const displayOrder = await nextDisplayOrder(db, table.displayOrder);
  return withUniqueCategoryName(name, async () => {
    const [row] = await db.insert(table).values({ name, displayOrder }).returning({ id: table.id });
    return row!.id as number;
  });
}

export async function setCategoryName(
  db: Db,
  table: CategoryTable,
  id: number,
  name: string,
): Promise<void> {
  await withUniqueCategoryName(name, async () => {
    const updated = await db
      .update(table)
      .set({ name })
      .where(eq(table.id, id))
      .returning({ id: table.id });
    if (updated.length === 0) throw new ActionError('That category no longer exists.');
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Moves a row one place up or down its list (the rows `scope` selects, all by
 * default). Run it in a transaction: the list is locked until the commit, so
 * two moves at once cannot interleave. False at either end of the list.
 */
export async function moveInOrder(
  tx: Tx,
  table: PgTable & { id: AnyPgColumn; displayOrder: AnyPgColumn },
  id: number,
  direction: 'up' | 'down',
  scope?: SQL,
): Promise<boolean> {
  const rows = (await tx
    .select({ id: table.id, displayOrder: table.displayOrder })
    .from(table)
    .where(scope)
    .orderBy(asc(table.displayOrder), asc(table.id))
    .for('update')) as { id: number; displayOrder: number }[];
  return swapWithNeighbour(rows, id, direction, (rowId, displayOrder) =>
    tx
      .update(table)
      .set({ displayOrder })
      .where(and(eq(table.id, rowId), scope)),
  );
}

/**
 * Swaps an item with its neighbour in display order. The list is renumbered 1..n
 * as it is swapped, so rows that shared an order value (all 0, say) still move;
 * rows already at their number are not written. False at either end of the list.
 */
async function swapWithNeighbour(
  rows: { id: number; displayOrder: number }[],
  id: number,
  direction: 'up' | 'down',
  write: (id: number, displayOrder: number) => Promise<unknown>,
): Promise<boolean> {
  const index = rows.findIndex((r) => r.id === id);
  if (index === -1) throw new ActionError('That item no longer exists.');
  const target = direction === 'up' ? index - 1 : index + 1;
  if (target < 0 || target >= rows.length) return false;
  const ids = rows.map((r) => r.id);
  [ids[index], ids[target]] = [ids[target]!, ids[index]!];
  await Promise.all(
    ids.map((rowId, i) =>
      rows.find((r) => r.id === rowId)!.displayOrder === i + 1 ? null : write(rowId, i + 1),
    ),
  );
  return true;
}

/** Deletes one row by id; `missing` is the owner's message when it was already gone. */
export async function deleteById(
  db: Db,
  idColumn: AnyPgColumn,
  id: number,
  missing: string,
): Promise<void> {
  const removed = await db
    .delete(idColumn.table as PgTable)
    .where(eq(idColumn, id))
    .returning({ id: idColumn });
  if (removed.length === 0) throw new ActionError(missing);
}
