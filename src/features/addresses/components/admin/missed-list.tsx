'use client';

import { Plus, X } from 'lucide-react';
import {
  ManagerList,
  ManagerPanel,
  ManagerRow,
  toastTexts,
  type AdminMutation,
} from '@/components/admin';
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
      bodyClassName="p-0"
    >
      {missed.length === 0 ? (
        <p className="px-5 py-6 text-sm text-muted">
          No missed addresses in the last 30 days. Visitors found every page they asked for.
        </p>
      ) : (
        <ManagerList
          aria-label="Most-missed addresses"
          className="rounded-none border-0 shadow-none"
        >
          {missed.map((m) => (
            <ManagerRow
              key={m.path}
              label={m.path}
              actions={
                <>
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
                      void mutation.run(
                        () => dismissMissedAddress({ path: m.path }),
                        toastTexts('Address dismissed', 'Failed to dismiss the address'),
                      )
                    }
                  >
                    <X aria-hidden /> Dismiss
                  </Button>
                </>
              }
            >
              <code className="block truncate text-sm text-ink" title={m.path}>
                {m.path}
              </code>
              <p className="text-xs text-muted">
                {m.hits === 1 ? '1 visit' : `${m.hits.toLocaleString('en-GB')} visits`} on{' '}
                {m.days === 1 ? '1 day' : `${m.days} days`} · last {longDate(m.lastDay)}
              </p>
            </ManagerRow>
          ))}
        </ManagerList>
      )}
    </ManagerPanel>
  );
}
