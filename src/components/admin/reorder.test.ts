import { describe, expect, it } from 'vitest';
import { nextDisplayOrder, planMove } from './reorder';

const rows = (...orders: number[]) =>
  orders.map((displayOrder, i) => ({ id: i + 1, displayOrder }));

describe('planMove', () => {
  it('swaps display_order with the neighbour', () => {
    expect(planMove(rows(1, 2, 3), 2, 'up')).toEqual([
      { id: 2, displayOrder: 1 },
      { id: 1, displayOrder: 2 },
    ]);
    expect(planMove(rows(1, 5, 9), 2, 'down')).toEqual([
      { id: 2, displayOrder: 9 },
      { id: 3, displayOrder: 5 },
    ]);
  });

  it('does nothing at the ends or for an unknown id', () => {
    expect(planMove(rows(1, 2), 1, 'up')).toEqual([]);
    expect(planMove(rows(1, 2), 2, 'down')).toEqual([]);
    expect(planMove(rows(1, 2), 7, 'up')).toEqual([]);
  });

  it('still moves rows that share a display_order', () => {
    const updates = planMove(rows(0, 0, 0), 3, 'up');
    const after = new Map(rows(0, 0, 0).map((r) => [r.id, r.displayOrder]));
    for (const u of updates) after.set(u.id, u.displayOrder);
    const sorted = [...after].sort((a, b) => a[1] - b[1] || a[0] - b[0]).map(([id]) => id);
    expect(sorted).toEqual([1, 3, 2]);
  });
});

describe('nextDisplayOrder', () => {
  it('is the highest + 1, or 1 for an empty list', () => {
    expect(nextDisplayOrder([])).toBe(1);
    expect(nextDisplayOrder([3, 9, 2])).toBe(10);
  });
});
