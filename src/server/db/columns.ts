import 'server-only';
import { getTableColumns, type Table } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

// Reads name the columns they send rather than taking whole rows, which could carry a
// secret (a project's password hash, say) to the browser. A feature declares each read's
// columns once with pickColumns; an admin read spreads the public columns and adds its own,
// and the row types follow from the declarations.

/** The named columns of `table`, as a selection for `db.select(...)`. */
export function pickColumns<T extends Table, const K extends keyof T['_']['columns'] & string>(
  table: T,
  keys: readonly K[],
): Pick<T['_']['columns'], K> {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, columns[key]])) as Pick<T['_']['columns'], K>;
}

/** The row a selection reads (columns of one table, or SQL expressions): `SelectedRow<typeof awardColumns>`. */
export type SelectedRow<Selection> = SelectResultFields<Selection>;

/** A row as it goes to the browser: its timestamps as ISO text. */
export type WithIsoDates<Row> = {
  [K in keyof Row]: Row[K] extends Date
    ? string
    : Date extends Row[K]
      ? Exclude<Row[K], Date> | string
      : Row[K];
};
