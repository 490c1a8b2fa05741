'use client';

import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { z } from '@/lib/zod';
import { ManagerDialogForm } from './manager-dialog-form';
import { ManagerFormPanel } from './manager-form-panel';
import type { Manager } from './use-manager';
import type { ManagerDialog } from './use-manager-dialog';

type Id = { id: number };

/** One of the manager's form states, drawn with control ids under `idPrefix`. */
type StateProps<Item extends Id, V, S extends z.ZodType> = {
  manager: Manager<Item, V, S>;
  state: ManagerDialog<Item, V>;
  idPrefix: string;
};

/** The form's fields for one of the manager's form states. */
function Fields<Item extends Id, V, S extends z.ZodType>({
  manager,
  state,
  idPrefix,
}: StateProps<Item, V, S>) {
  return manager.definition.form.render({
    values: state.form,
    errors: state.errors,
    set: state.set,
    idPrefix,
    editing: state.editing,
  });
}

/** The form's texts while adding or while editing `item`. */
function textsFor<Item extends Id, V, S extends z.ZodType>(
  manager: Manager<Item, V, S>,
  item: Item | null,
) {
  const { add, edit } = manager.definition.texts;
  if (!item) return add;
  const description =
    typeof edit.description === 'function' ? edit.description(item) : edit.description;
  return { ...edit, description: description ?? add.description };
}

function FormDialog<Item extends Id, V, S extends z.ZodType>(props: StateProps<Item, V, S>) {
  const { manager, state } = props;
  const texts = textsFor(manager, state.editing);
  return (
    <ManagerDialogForm
      dialog={state}
      size={manager.definition.texts.size}
      title={texts.title}
      description={texts.description}
      submitLabel={texts.submit}
      pending={manager.mutation.pending}
      onSubmit={() => manager.submit(state)}
    >
      <Fields {...props} />
    </ManagerDialogForm>
  );
}

function SidePanel<Item extends Id, V, S extends z.ZodType>({
  manager,
}: {
  manager: Manager<Item, V, S>;
}) {
  const { form: state, definition } = manager;
  const texts = textsFor(manager, state.editing);
  return (
    <ManagerFormPanel
      title={texts.title}
      description={texts.description}
      editing={Boolean(state.editing)}
      pending={manager.mutation.pending}
      submitLabel={texts.submit}
      onSubmit={() => manager.submit(state)}
      onCancel={state.reset}
    >
      <Fields manager={manager} state={state} idPrefix={definition.id} />
    </ManagerFormPanel>
  );
}

/** The add/edit form of a dialog manager, or the edit dialog of one whose side form only adds. */
export function ManagerForm<Item extends Id, V, S extends z.ZodType>({
  manager,
}: {
  manager: Manager<Item, V, S>;
}) {
  const { placement, id } = manager.definition;
  if (placement === 'side') return null;
  if (placement === 'dialog')
    return <FormDialog manager={manager} state={manager.form} idPrefix={id} />;
  return <FormDialog manager={manager} state={manager.editDialog} idPrefix={`${id}-edit`} />;
}

/** The side form of a form-plus-list manager (null for a dialog manager). */
export function ManagerSideForm<Item extends Id, V, S extends z.ZodType>({
  manager,
}: {
  manager: Manager<Item, V, S>;
}) {
  return manager.definition.placement === 'dialog' ? null : <SidePanel manager={manager} />;
}

/** The button that opens a dialog manager's form to add ('Add Award'). */
export function AddButton<Item extends Id, V, S extends z.ZodType>({
  manager,
  variant,
  start,
  label,
}: {
  manager: Manager<Item, V, S>;
  variant?: 'outline';
  /** values the new item starts with */
  start?: Partial<V>;
  /** where it is not the form's add title */
  label?: string;
}) {
  return (
    <Button size="sm" variant={variant} onClick={() => manager.form.openCreate(start)}>
      <Plus aria-hidden /> {label ?? manager.definition.texts.add.title}
    </Button>
  );
}
