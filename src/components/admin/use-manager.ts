'use client';

import { useCallback } from 'react';
import { fieldErrorsOf, firstMessage } from '@/lib/field-errors';
import type { z } from '@/lib/zod';
import { toastsOf, type ManagerDefinition } from './define-manager';
import { toastOutcome } from './toast-outcome';
import { useAdminMutation, type AdminMutation } from './use-admin-mutation';
import { useManagerDialog, type ManagerDialog } from './use-manager-dialog';

type Id = { id: number };

/**
 * A declared manager at work: its form's state (and, where editing has a dialog of its own,
 * the dialog's), its one mutation and the submit. `mutation` is shared by managers on one
 * screen (FAQ categories and questions), so their buttons wait for each other.
 */
export function useManager<Item extends Id, V, S extends z.ZodType>(
  definition: ManagerDefinition<Item, V, S>,
  options: { mutation?: AdminMutation } = {},
) {
  const own = useAdminMutation();
  const mutation = options.mutation ?? own;
  const { form: model, load } = definition;
  const initial = useCallback(() => model.initial(), [model]);
  const fromItem = useCallback(
    (item: Item) => ({ ...model.load(item), ...load?.(item) }),
    [model, load],
  );
  const form = useManagerDialog<Item, V>(initial, fromItem);
  const editDialog = useManagerDialog<Item, V>(initial, fromItem);
  // where an item's edit button opens it
  const editor = definition.placement === 'side-add' ? editDialog : form;

  const { run } = mutation;
  const submit = useCallback(
    (state: ManagerDialog<Item, V>) => {
      const { schema, toInput, toasts, actions } = definition;
      const { form: values, editing } = state;
      const input = (toInput ? toInput(values) : values) as z.input<S> & object;
      const texts = toastsOf(editing ? toasts.update : toasts.create);
      // the action's own parse, before the round trip: the same messages, the same toast
      const parsed = schema.safeParse(input);
      if (!parsed.success) {
        const fieldErrors = fieldErrorsOf(parsed.error);
        toastOutcome({ ok: false, message: firstMessage(fieldErrors), fieldErrors }, texts);
        state.setErrors(fieldErrors);
        return;
      }
      const write =
        'save' in actions
          ? () => actions.save({ ...input, id: editing?.id })
          : editing
            ? () => actions.update({ ...input, id: editing.id })
            : () => actions.create(input);
      void run(write, texts, state.afterSave);
    },
    [definition, run],
  );

  return { definition, mutation, form, editDialog, editor, submit };
}

export type Manager<Item extends Id, V, S extends z.ZodType> = ReturnType<
  typeof useManager<Item, V, S>
>;

/** The state `useManager` gives for a definition (`ManagerOf<typeof awards>`). */
export type ManagerOf<D> =
  D extends ManagerDefinition<infer Item, infer V, infer S> ? Manager<Item, V, S> : never;
