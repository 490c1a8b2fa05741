'use client';

import { cn } from '@/lib/utils';

// A form as data: the values it holds, how they start, how they are read from a stored item and
// how they are drawn. Declared fields (./declared-fields) build one from a list of fields; a form
// too particular for that (the project dialog's sections) writes its own.

/** Where a field sits in the form's grid: the whole row, half of it, a quarter or three. */
export type FieldWidth = 'full' | 'half' | 'quarter' | 'three-quarters';

/** What a form's renderer is handed: its values, their errors, the setter and the item edited. */
export type FormRenderProps<V, Item = unknown> = {
  values: V;
  errors: Record<string, string>;
  set: <K extends keyof V>(key: K, value: V[K]) => void;
  /** the first part of every control's id, such as 'award' for 'award-title' */
  idPrefix: string;
  /** the item being edited, null while adding */
  editing: Item | null;
};

export type FormModel<V, Item = unknown> = {
  /** the values of an empty form, made afresh each time the form opens to add */
  initial: () => V;
  /** the values of a stored item (its fields of the same names) */
  load: (stored: object) => V;
  render: (props: FormRenderProps<V, Item>) => React.ReactNode;
};

// Phones get two columns, so that a quarter (a year, a status) still sits beside its neighbour.
const WIDTH: Record<FieldWidth, string> = {
  full: 'col-span-2 sm:col-span-4',
  half: 'col-span-2',
  quarter: 'col-span-1',
  'three-quarters': 'col-span-2 sm:col-span-3',
};

/** The form's grid: each part takes its width, rows wrap. */
export function FieldRow({
  width = 'full',
  children,
}: {
  width?: FieldWidth;
  children: React.ReactNode;
}) {
  return <div className={cn('min-w-0', WIDTH[width])}>{children}</div>;
}

export function FieldGrid({
  children,
  className,
}: {
  children: React.ReactNode;
  className?: string;
}) {
  return <div className={cn('grid grid-cols-2 gap-4 sm:grid-cols-4', className)}>{children}</div>;
}

/**
 * The values of a hand-written form read from a stored item: each of the template's keys takes
 * the item's field of that name (as text where the template holds text), or keeps the
 * template's value where the item has none.
 */
export function valuesLike<V extends object>(template: V, stored: object): V {
  const item = stored as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(template).map(([key, fallback]) => {
      const value = item[key];
      if (value === null || value === undefined) return [key, fallback];
      return [key, typeof fallback === 'string' ? String(value) : value];
    }),
  ) as V;
}
