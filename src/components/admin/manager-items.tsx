'use client';

import { Badge } from '@/components/ui/badge';
import type { z } from '@/lib/zod';
import { toastsOf, type DetailLine } from './define-manager';
import { FeatureToggle } from './feature-toggle';
import { ManagerEmptyState } from './manager-empty-state';
import { ManagerCard, ManagerGrid, ManagerList, ManagerRow } from './manager-layout';
import { RowActions } from './row-actions';
import type { Manager } from './use-manager';

type Id = { id: number };

/** The lines under an item's name (see DetailLine). */
function Details({ lines }: { lines: DetailLine[] }) {
  return lines.map((line, index) => {
    if (!line) return null;
    if (typeof line === 'string')
      return (
        <p key={index} className="line-clamp-2 text-[13px] leading-relaxed text-muted">
          {line}
        </p>
      );
    if ('note' in line)
      return (
        <p key={index} className="text-xs text-muted">
          {line.note}
        </p>
      );
    return (
      <p key={index} className="text-[13px] leading-relaxed font-medium text-ink-soft">
        {line.strong}
      </p>
    );
  });
}

/** The buttons of one item, from its manager's behaviours (see RowActions for their order). */
export function ItemActions<Item extends Id, V, S extends z.ZodType>({
  manager,
  item,
  position,
  group,
}: {
  manager: Manager<Item, V, S>;
  item: Item;
  position: { index: number; count: number };
  group?: string;
}) {
  const { definition: d, mutation, editor } = manager;
  const name = d.show.name(item);
  const featured = d.featured;
  return (
    <RowActions
      item={item}
      label={name}
      quoteLabel={d.show.quoteName}
      mutation={mutation}
      position={d.actions.move ? position : undefined}
      active={d.active?.of(item)}
      updates={{
        toasts: toastsOf(d.toasts.update),
        move: d.actions.move,
        setActive: d.active?.set,
      }}
      deletes={{ action: d.actions.delete, toasts: toastsOf(d.toasts.delete) }}
      editVerb={d.texts.editVerb}
      dialog={editor}
      confirmDelete={d.confirmDelete}
      group={group}
    >
      {d.show.actions?.(item)}
      {featured ? (
        <FeatureToggle
          name={name}
          featured={featured.of(item)}
          disabled={mutation.pending}
          onToggle={(value) =>
            void mutation.run(() => featured.set({ id: item.id, value }), toastsOf(d.toasts.update))
          }
        />
      ) : null}
    </RowActions>
  );
}

/** The badges every manager with those behaviours shows: hidden from the site, featured. */
function StateBadges<Item extends Id, V, S extends z.ZodType>({
  manager: { definition: d },
  item,
}: {
  manager: Manager<Item, V, S>;
  item: Item;
}) {
  return (
    <>
      {d.featured?.of(item) ? <Badge tone="accent">Featured</Badge> : null}
      {d.active && !d.active.of(item) ? <Badge tone="muted">Hidden</Badge> : null}
    </>
  );
}

type ItemsProps<Item extends Id, V, S extends z.ZodType> = {
  manager: Manager<Item, V, S>;
  items: readonly Item[];
  /** the list's accessible name, where it is not the definition's (one list per FAQ category) */
  label?: string;
  className?: string;
};

function ItemRows<Item extends Id, V, S extends z.ZodType>(props: ItemsProps<Item, V, S>) {
  const { manager, items, label, className } = props;
  const { show, active } = manager.definition;
  return (
    <ManagerList aria-label={label ?? show.label} className={className}>
      {items.map((item, index) => (
        <ManagerRow
          key={item.id}
          label={show.name(item)}
          muted={active ? !active.of(item) : false}
          highlighted={manager.editor.editing?.id === item.id}
          leading={show.leading?.(item)}
          actions={
            <ItemActions manager={manager} item={item} position={{ index, count: items.length }} />
          }
        >
          {show.body ? (
            show.body(item)
          ) : (
            <>
              <div className="flex flex-wrap items-center gap-2">
                <p className="text-sm font-semibold text-ink [overflow-wrap:anywhere]">
                  {show.name(item)}
                </p>
                {show.badges?.(item)}
                <StateBadges manager={manager} item={item} />
              </div>
              {show.details ? (
                <div className="mt-0.5 space-y-1">
                  <Details lines={show.details(item)} />
                </div>
              ) : null}
            </>
          )}
        </ManagerRow>
      ))}
    </ManagerList>
  );
}

function CardText<Item extends Id, V, S extends z.ZodType>({
  manager,
  item,
}: {
  manager: Manager<Item, V, S>;
  item: Item;
}) {
  const { show } = manager.definition;
  if (show.body) return show.body(item);
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        {show.badges?.(item)}
        <StateBadges manager={manager} item={item} />
      </div>
      <p
        className={
          show.cardTitle === 'plain'
            ? 'text-sm font-semibold text-ink'
            : 'font-display text-xl leading-snug text-ink'
        }
      >
        {show.name(item)}
      </p>
      {show.details ? <Details lines={show.details(item)} /> : null}
    </>
  );
}

function ItemCards<Item extends Id, V, S extends z.ZodType>(props: ItemsProps<Item, V, S>) {
  const { manager, items, label, className } = props;
  const { show, active, actions } = manager.definition;
  return (
    <ManagerGrid
      aria-label={label ?? show.label}
      width={show.layout === 'narrow-cards' ? 'narrow' : 'wide'}
      className={className}
    >
      {items.map((item, index) => (
        <ManagerCard
          key={item.id}
          label={show.name(item)}
          muted={active ? !active.of(item) : false}
          className={manager.editor.editing?.id === item.id ? 'ring-2 ring-accent/40' : undefined}
          media={show.media?.(item)}
          footer={
            <>
              {/* the buttons keep to the right of the foot, moves or not */}
              {show.footer?.(item) ?? (actions.move ? null : <span />)}
              <ItemActions
                manager={manager}
                item={item}
                position={{ index, count: items.length }}
                group="flex items-center"
              />
            </>
          }
        >
          <CardText manager={manager} item={item} />
        </ManagerCard>
      ))}
    </ManagerGrid>
  );
}

/**
 * A manager's items as its definition shows them, rows or cards, or its empty state (with
 * `addButton` where the form is a dialog).
 */
export function ManagerItems<Item extends Id, V, S extends z.ZodType>({
  addButton,
  ...props
}: ItemsProps<Item, V, S> & { addButton?: React.ReactNode }) {
  const { empty, show } = props.manager.definition;
  if (props.items.length === 0)
    return (
      <ManagerEmptyState
        icon={empty.icon}
        message={empty.message}
        hint={empty.hint}
        action={addButton}
      />
    );
  return show.layout === 'rows' ? <ItemRows {...props} /> : <ItemCards {...props} />;
}
