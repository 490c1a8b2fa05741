'use client';

import { useState } from 'react';
import { Upload } from 'lucide-react';
import {
  AddButton,
  ManagerForm,
  ManagerItems,
  ManagerPanel,
  useAdminMutation,
  useManager,
} from '@/components/admin';
import { Button } from '@/components/ui/button';
import type { MissedAddress, RedirectRow } from '../../queries';
import { ImportDialog } from './import-dialog';
import { MissedList } from './missed-list';
import { redirectManager } from './redirects-manager';

/** The Redirects screen: the most-missed addresses, then every redirect, with add, edit and import. */
export function RedirectsScreen({
  redirects,
  missed,
}: {
  redirects: RedirectRow[];
  missed: MissedAddress[];
}) {
  const mutation = useAdminMutation();
  const manager = useManager(redirectManager, { mutation });
  const [importing, setImporting] = useState(false);

  return (
    <div className="space-y-6">
      <MissedList
        missed={missed}
        mutation={mutation}
        // a missed address opens the form with it filled in
        onCreate={(path) => manager.form.openCreate({ source: path })}
      />
      <ManagerPanel
        id="redirects"
        title="Redirects"
        description="Checked before the not-found page: an address here that names no page sends the visitor on."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setImporting(true)}>
              <Upload aria-hidden /> Import CSV
            </Button>
            <AddButton manager={manager} />
          </div>
        }
        bodyClassName="p-0"
      >
        {redirects.length === 0 ? (
          <p className="px-5 py-6 text-sm text-muted">{redirectManager.empty.message}</p>
        ) : (
          <ManagerItems
            manager={manager}
            items={redirects}
            className="rounded-none border-0 shadow-none"
          />
        )}
      </ManagerPanel>
      <ManagerForm manager={manager} />
      <ImportDialog open={importing} onOpenChange={setImporting} mutation={mutation} />
    </div>
  );
}
