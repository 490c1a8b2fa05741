'use client';

import { useState } from 'react';
import Link from 'next/link';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ActiveToggle } from './active-toggle';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { EditDeleteButtons } from './edit-delete-buttons';
import { IconButton } from './icon-button';
import { ReorderButtons } from './reorder-buttons';
import type { Outcome, ToastTexts } from './toast-outcome';
import type { AdminMutation } from './use-admin-mutation';

type Id = { id: number };
type After = { onSuccess?: () => void };

/** Moving and switching an item: the toasts they share (a move's success is quiet) and the actions. */
export type RowUpdates = {
  toasts: ToastTexts;
  move?: (input: Id & { direction: 'up' | 'down' }) => Promise<Outcome>;
  setActive?: (input: Id & { value: boolean }) => Promise<Outcome>;
};

export type RowDeletes = { action: (input: Id) => Promise<Outcome>; toasts: ToastTexts };

type Editing<Item> =
  | {
      /** the manager's form: edits the item, and lets go of it once it is deleted */
      dialog: { openEdit: (item: Item) => void; afterDelete: (item: Item) => After };
      editVerb?: 'Edit' | 'Rename';
      /** false for a name the manager makes up, not the owner's words */
      quoteLabel?: boolean;
      editHref?: undefined;
    }
  | {
      /** an item edited on its own page: the delete button, then an Edit link there */
      editHref: string;
      dialog?: undefined;
      editVerb?: undefined;
      quoteLabel?: undefined;
    };

export type RowActionsProps<Item extends Id> = Editing<Item> & {
  item: Item;
  /** the item's name, for the buttons' accessible names */
  label: string;
  mutation: AdminMutation;
  /** where the item stands in its list: move buttons, when `updates` can move it */
  position?: { index: number; count: number };
  /** whether the item is on the site: the eye button, when `updates` can switch it */
  active?: boolean;
  updates?: RowUpdates;
  deletes: RowDeletes;
  /** asks before deleting, with these texts */
  confirmDelete?: {
    title: string | ((item: Item) => string);
    description?: (item: Item) => string | undefined;
  };
  /** wraps the buttons after the move ones (a card's footer puts them at its end) */
  group?: string;
  children?: React.ReactNode;
};

/**
 * The buttons of one item of a manager's list, in this order: move up and down, show or
 * hide, the manager's own (`children`), edit, delete. Each runs through the manager's one
 * mutation, so all wait while a change is under way, and shows its toast.
 */
export function RowActions<Item extends Id>(props: RowActionsProps<Item>) {
  const { item, label, mutation, position, active, updates, deletes } = props;
  const { confirmDelete, dialog, group, children } = props;
  const { pending, run } = mutation;
  const [asking, setAsking] = useState(false);
  const deleteNow = () =>
    run(() => deletes.action({ id: item.id }), deletes.toasts, dialog?.afterDelete(item));
  const onDelete = () => (confirmDelete ? setAsking(true) : void deleteNow());
  const { toasts, move, setActive } = updates ?? {};

  const confirmation = confirmDelete ? (
    <ConfirmDeleteDialog
      target={asking ? item : null}
      onClose={() => setAsking(false)}
      title={confirmDelete.title}
      description={confirmDelete.description}
      onConfirm={deleteNow}
    />
  ) : null;

  if (props.editHref !== undefined) {
    return (
      <>
        <IconButton
          icon={Trash2}
          tone="danger"
          label={`Delete "${label}"`}
          disabled={pending}
          onClick={onDelete}
        />
        <Button asChild variant="ghost" size="sm">
          <Link href={props.editHref} aria-label={`Edit "${label}"`}>
            <Pencil aria-hidden /> Edit
          </Link>
        </Button>
        {confirmation}
      </>
    );
  }
  const { editVerb, quoteLabel } = props;

  const rest = (
    <>
      {toasts && setActive && active !== undefined ? (
        <ActiveToggle
          label={label}
          active={active}
          disabled={pending}
          onToggle={(value) => void run(() => setActive({ id: item.id, value }), toasts)}
        />
      ) : null}
      {children}
      <EditDeleteButtons
        label={label}
        quote={quoteLabel}
        editVerb={editVerb}
        onEdit={() => props.dialog.openEdit(item)}
        deleteDisabled={confirmDelete ? undefined : pending}
        onDelete={onDelete}
      />
    </>
  );
  return (
    <>
      {toasts && move && position ? (
        <ReorderButtons
          label={label}
          isFirst={position.index === 0}
          isLast={position.index === position.count - 1}
          disabled={pending}
          onMove={(direction) =>
            void run(() => move({ id: item.id, direction }), { ...toasts, success: null })
          }
        />
      ) : null}
      {group ? <span className={group}>{rest}</span> : rest}
      {confirmation}
    </>
  );
}
