import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db/connect';
import { ActionError } from '@/server/admin-action';

// Optimistic concurrency for what two admins may edit at once (notes, saved replies): a form
// carries the updated_at it was opened on, a write happens only while the row still has it, and
// every write moves it on, even twice in one millisecond.

type Versioned = PgTable & { id: AnyPgColumn; updatedAt: AnyPgColumn };

export const versionIs = (table: Versioned, version: string): SQL =>
  sql`${table.updatedAt} = ${version}::timestamptz`;

export const nextVersion = (table: Versioned): SQL =>
  sql`greatest(now(), ${table.updatedAt} + interval '1 millisecond')`;

/** After a write that matched no row: says whether the row is gone or was changed meanwhile. */
export async function refuseStale(
  db: Db,
  table: Versioned,
  id: number,
  what: string,
): Promise<never> {
  const [row] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.id, id));
  throw new ActionError(
    row
      ? `Someone changed this ${what} after you opened it. Reload to see their version.`
      : `That ${what} no longer exists.`,
  );
}
