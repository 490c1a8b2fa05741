'use client';

import { useCallback, useState } from 'react';
import { Plus, Upload } from 'lucide-react';
import {
  ManagerDialogForm,
  toastTexts,
  useAdminMutation,
  useManagerDialog,
} from '@/components/admin';
import { Button } from '@/components/ui/button';
import { saveRedirect } from '../../actions';
import type { MissedAddress, RedirectRow } from '../../queries';
import { ImportDialog } from './import-dialog';
import { MissedList } from './missed-list';
import { emptyRedirect, redirectForm, RedirectFields, type RedirectForm } from './redirect-fields';
import { RedirectList } from './redirect-list';

const SAVED = {
  add: toastTexts('Redirect created', 'Failed to create redirect'),
  edit: toastTexts('Redirect updated', 'Failed to update redirect'),
};

/** The Redirects screen: the most-missed addresses, then every redirect, with add, edit and import. */
export function RedirectsScreen({
  redirects,
  missed,
}: {
  redirects: RedirectRow[];
  missed: MissedAddress[];
}) {
  const mutation = useAdminMutation();
  const dialog = useManagerDialog<RedirectRow, RedirectForm>(emptyRedirect, redirectForm);
  const [importing, setImporting] = useState(false);
  const { openCreate, form, editing, afterSave } = dialog;
  const { run } = mutation;
  const save = useCallback(() => {
    const write = () => saveRedirect(editing ? { ...form, id: editing.id } : form);
    void run(write, editing ? SAVED.edit : SAVED.add, afterSave);
  }, [afterSave, editing, form, run]);
  // a missed address opens the form with it filled in
  const createFrom = useCallback((path: string) => openCreate({ source: path }), [openCreate]);

  return (
    <div className="space-y-6">
      <MissedList missed={missed} mutation={mutation} onCreate={createFrom} />
      <RedirectList
        redirects={redirects}
        mutation={mutation}
        dialog={dialog}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setImporting(true)}>
              <Upload aria-hidden /> Import CSV
            </Button>
            <Button size="sm" onClick={() => openCreate()}>
              <Plus aria-hidden /> Add redirect
            </Button>
          </div>
        }
      />
      <ManagerDialogForm
        dialog={dialog}
        title={dialog.editing ? 'Edit redirect' : 'Add redirect'}
        description="Visitors and search engines asking for the old address are sent to the new one."
        submitLabel={dialog.editing ? 'Update redirect' : 'Create redirect'}
        pending={mutation.pending}
        onSubmit={save}
        formLabel="Redirect"
      >
        <RedirectFields dialog={dialog} />
      </ManagerDialogForm>
      <ImportDialog open={importing} onOpenChange={setImporting} mutation={mutation} />
    </div>
  );
}
