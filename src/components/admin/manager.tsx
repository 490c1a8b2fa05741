'use client';

import { AdminPageHeader } from '@/components/layout/admin-page-header';
import type { z } from '@/lib/zod';
import type { ManagerDefinition } from './define-manager';
import { ManagerItems } from './manager-items';
import { AddButton, ManagerForm, ManagerSideForm } from './manager-form';
import { ManagerSplit } from './manager-layout';
import { useManager, type Manager as ManagerState } from './use-manager';

type Id = { id: number };

/** A screen's title row, where the manager draws it (its add button goes there). */
export type ManagerPage = { title: string; description: string; links?: React.ReactNode };

/**
 * A manager's screen from its definition: the list or its empty state, the form beside it or
 * in a dialog, and for a dialog manager the add button, in the title row (`page`) or above the
 * list with the definition's summary.
 */
export function ManagerScreen<Item extends Id, V, S extends z.ZodType>({
  manager,
  items,
  page,
}: {
  manager: ManagerState<Item, V, S>;
  items: readonly Item[];
  page?: ManagerPage;
}) {
  const { placement, show } = manager.definition;
  const add = placement === 'dialog' ? <AddButton manager={manager} /> : null;
  const list = <ManagerItems manager={manager} items={items} addButton={add} />;
  return (
    <>
      {page ? (
        <AdminPageHeader
          title={page.title}
          description={page.description}
          actions={
            page.links || add ? (
              <>
                {page.links}
                {add}
              </>
            ) : undefined
          }
        />
      ) : null}
      {placement === 'dialog' ? (
        <>
          {show.summary ? (
            <div className="mb-5 flex items-center justify-between gap-3">
              <p className="text-sm text-muted">
                {countOf(items.length, show.summary.noun)}, {show.summary.order}
              </p>
              {add}
            </div>
          ) : null}
          {list}
        </>
      ) : (
        <ManagerSplit form={<ManagerSideForm manager={manager} />}>{list}</ManagerSplit>
      )}
      <ManagerForm manager={manager} />
    </>
  );
}

/** A whole manager screen from its definition and its items. */
export function Manager<Item extends Id, V, S extends z.ZodType>({
  definition,
  items,
  page,
}: {
  definition: ManagerDefinition<Item, V, S>;
  items: readonly Item[];
  page?: ManagerPage;
}) {
  return <ManagerScreen manager={useManager(definition)} items={items} page={page} />;
}

/** How many, with the noun in the singular or the plural ('1 award', '6 awards'). */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
