'use client';

import { useCallback } from 'react';
import type { Outcome, ToastTexts } from './toast-outcome';
import type { AdminMutation } from './use-admin-mutation';
import type { ManagerDialog } from './use-manager-dialog';

/** The toasts of a save: one set, or one for adding and one for editing. */
export type SaveToasts = ToastTexts | { add: ToastTexts; edit: ToastTexts };

/**
 * The submit of a manager's add/edit form: `write` stores the form (it gets the item
 * being edited, null when adding), the toast says how it went, and then the form closes
 * and starts afresh, or shows the server's field errors.
 */
export function useManagerSave<Item extends { id: number }, Form>(
  dialog: ManagerDialog<Item, Form>,
  { run }: AdminMutation,
  toasts: SaveToasts,
  write: (form: Form, editing: Item | null) => Promise<Outcome>,
): () => void {
  const { form, editing, afterSave } = dialog;
  return useCallback(() => {
    const texts = 'add' in toasts ? (editing ? toasts.edit : toasts.add) : toasts;
    void run(() => write(form, editing), texts, afterSave);
  }, [afterSave, editing, form, run, toasts, write]);
}
