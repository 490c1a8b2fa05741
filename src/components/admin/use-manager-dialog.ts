'use client';

import { useCallback, useState } from 'react';
import type { Outcome } from './toast-outcome';
import { useFormFields } from './use-form-fields';

/**
 * The state of an add/edit form (in a dialog or inline): opening it to add starts
 * from the empty form, opening it to edit pre-fills it from the item, and closing
 * it always resets it (a dialog always opens on a fresh form).
 */
export function useManagerDialog<Item extends { id: number }, Form>(
  empty: () => Form,
  fromItem: (item: Item) => Form,
) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<Item | null>(null);
  const { form, setForm, errors, setErrors, set, bind } = useFormFields<Form>(empty);

  const reset = useCallback(() => {
    setEditing(null);
    setForm(empty());
    setErrors({});
  }, [empty, setForm, setErrors]);

  /** Opens the empty form; `start` fills some of it (the category a question is added to). */
  const openCreate = useCallback(
    (start?: Partial<Form>) => {
      reset();
      if (start) setForm((current) => ({ ...current, ...start }));
      setOpen(true);
    },
    [reset, setForm],
  );

  const openEdit = useCallback(
    (item: Item) => {
      setEditing(item);
      setForm(fromItem(item));
      setErrors({});
      setOpen(true);
    },
    [fromItem, setForm, setErrors],
  );

  const close = useCallback(() => {
    setOpen(false);
    reset();
  }, [reset]);

  const onOpenChange = useCallback(
    (next: boolean) => {
      if (next) setOpen(true);
      else close();
    },
    [close],
  );

  /** For `run` when saving: a success closes the form, a failure shows the server's field errors. */
  const afterSave = {
    onSuccess: close,
    onFailure: (outcome: Extract<Outcome, { ok: false }>) => setErrors(outcome.fieldErrors ?? {}),
  };

  /** For `run` when deleting: the form lets go of the item if it was being edited. */
  const afterDelete = (item: Item) => ({
    onSuccess: () => {
      if (editing?.id === item.id) reset();
    },
  });

  return {
    open,
    editing,
    form,
    errors,
    setErrors,
    set,
    bind,
    setForm,
    openCreate,
    openEdit,
    close,
    onOpenChange,
    reset,
    afterSave,
    afterDelete,
  };
}

export type ManagerDialog<Item extends { id: number }, Form> = ReturnType<
  typeof useManagerDialog<Item, Form>
>;
