'use client';

import { Plus, X } from 'lucide-react';
import { ManagerPanel, type AdminMutation } from '@/components/admin';
import { Button } from '@/components/ui/button';
import { longDate } from '@/lib/long-date';
import { dismissMissedAddress } from '../../actions';
import type { MissedAddress } from '../../queries';

/**
 * The addresses visitors asked for most in the last 30 days that named nothing (bots aside),
 * each a step from a redirect.
 */
export function MissedList({
  missed,
  mutation,
  onCreate,
}: {
  missed: MissedAddress[];
  mutation: AdminMutation;
  onCreate: (path: string) => void;
}) {
  return (
    <ManagerPanel
      id="missed"
      title="Most-missed addresses"
      description="Addresses visitors asked for in the last 30 days that found no page, most asked first. Send one to the page it meant in a step."
    >
      {missed.length === 0 ? (
        <p className="px-1 py-2 text-sm text-muted">
          No missed addresses in the last 30 days. Visitors found every page they asked for.
        </p>
      ) : (
        <ul className="divide-y divide-line" aria-label="Most-missed addresses">
          {missed.map((m) => (
            <li
              key={m.path}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4"
            >
              <div className="min-w-0 sm:flex-1">
                <code className="block truncate text-sm text-ink" title={m.path}>
                  {m.path}
                </code>
                <p className="text-xs text-muted">
                  {m.hits === 1 ? '1 visit' : `${m.hits.toLocaleString('en-GB')} visits`} on{' '}
                  {m.days === 1 ? '1 day' : `${m.days} days`} · last {longDate(m.lastDay)}
                </p>
              </div>
              <div className="-ml-2 flex items-center gap-1 sm:ml-0">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onCreate(m.path)}
                  aria-label={`Create a redirect from ${m.path}`}
                >
                  <Plus aria-hidden /> Create redirect
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={mutation.pending}
                  aria-label={`Dismiss ${m.path}`}
                  onClick={() =>
                    void mutation.run(() => dismissMissedAddress({ path: m.path }), {
                      success: 'Address dismissed',
                      failure: 'Failed to dismiss the address',
                    })
                  }
                >
                  <X aria-hidden /> Dismiss
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </ManagerPanel>
  );
}
