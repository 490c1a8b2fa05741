'use client';

import { ArrowRight } from 'lucide-react';
import {
  ManagerPanel,
  RowActions,
  toastTexts,
  type AdminMutation,
  type ManagerDialog,
} from '@/components/admin';
import { Badge } from '@/components/ui/badge';
import { longDate } from '@/lib/long-date';
import { deleteRedirect } from '../../actions';
import { isPermanent } from '../../paths';
import type { RedirectRow } from '../../queries';
import type { RedirectForm } from './redirect-fields';

const DELETED = toastTexts('Redirect deleted', 'Failed to delete redirect');

/** Every redirect: where it leads, its type, how often it was followed and when last. */
export function RedirectList({
  redirects,
  mutation,
  dialog,
  actions,
}: {
  redirects: RedirectRow[];
  mutation: AdminMutation;
  dialog: ManagerDialog<RedirectRow, RedirectForm>;
  actions: React.ReactNode;
}) {
  return (
    <ManagerPanel
      id="redirects"
      title="Redirects"
      description="Checked before the not-found page: an address here that names no page sends the visitor on."
      actions={actions}
    >
      {redirects.length === 0 ? (
        <p className="px-1 py-2 text-sm text-muted">
          No redirects yet. Add one, or import your old site&apos;s addresses from a CSV file.
        </p>
      ) : (
        <ul className="divide-y divide-line" aria-label="Redirects">
          {redirects.map((r) => (
            <li key={r.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1 space-y-1">
                <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                  <code className="max-w-full truncate text-ink" title={r.source}>
                    {r.source}
                  </code>
                  <ArrowRight aria-hidden className="size-3.5 shrink-0 text-muted" />
                  <span className="sr-only">leads to</span>
                  <code className="max-w-full truncate text-ink-soft" title={r.target}>
                    {r.target}
                  </code>
                </p>
                <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
                  <Badge tone={isPermanent(r.status) ? 'strong' : 'outline'}>
                    {isPermanent(r.status) ? 'Permanent' : 'Temporary'} {r.status}
                  </Badge>
                  <span>
                    {r.hits === 1 ? '1 hit' : `${r.hits.toLocaleString('en-GB')} hits`}
                    {r.lastHitAt ? ` · last ${longDate(r.lastHitAt)}` : ' · not followed yet'}
                  </span>
                </p>
              </div>
              <div className="flex shrink-0 items-center justify-end">
                <RowActions
                  item={r}
                  label={r.source}
                  mutation={mutation}
                  deletes={{ action: deleteRedirect, toasts: DELETED }}
                  dialog={dialog}
                  confirmDelete={{ title: (x) => `Delete the redirect from ${x.source}?` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </ManagerPanel>
  );
}
