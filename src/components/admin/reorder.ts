// Moving an item up or down a display-ordered list: the item
// swaps places with its neighbour. Rows may share a display_order (the owner can
// type any number), so the two rows are given distinct values: the swapped
// positions are written back as 1..n where they differ from what is stored.

export type Direction = 'up' | 'down';
export type OrderedRow = { id: number; displayOrder: number };

/**
 * The display_order updates that move `id` one place in `direction`, given the
 * rows sorted as the screen shows them (display_order, then id). Empty when the
 * item is already at that end or not in the list.
 */
export function planMove(
  rows: readonly OrderedRow[],
  id: number,
  direction: Direction,
): OrderedRow[] {
  const index = rows.findIndex((row) => row.id === id);
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= rows.length) return [];
  const order = rows.map((row) => row.id);
  [order[index], order[target]] = [order[target]!, order[index]!];
  const distinct = new Set(rows.map((row) => row.displayOrder)).size === rows.length;
  if (distinct) {
    // the plain swap of the two values
    return [
      { id: rows[index]!.id, displayOrder: rows[target]!.displayOrder },
      { id: rows[target]!.id, displayOrder: rows[index]!.displayOrder },
    ];
  }
  const current = new Map(rows.map((row) => [row.id, row.displayOrder]));
  return order
    .map((rowId, position) => ({ id: rowId, displayOrder: position + 1 }))
    .filter((row) => current.get(row.id) !== row.displayOrder);
}

/** The order a new row gets: highest existing display_order + 1 (hero slides, services, clients, categories). */
export function nextDisplayOrder(orders: readonly number[]): number {
  return orders.length === 0 ? 1 : Math.max(...orders) + 1;
}
