'use client';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { describeUsage } from '../format';
import type { MediaItem } from '../types';
import { UsageList } from './usage-list';
import type { Deleting } from './use-media-delete';

/** The two confirmations of a delete: where the file is used, then 'Delete anyway'. */
export function DeleteConfirmations({
  deleting,
  setDeleting,
  run,
}: {
  deleting: Deleting | null;
  setDeleting: React.Dispatch<React.SetStateAction<Deleting | null>>;
  run: (item: MediaItem, confirmInUse: boolean) => Promise<void>;
}) {
  const first = deleting?.step === 'first' ? deleting : null;
  const second = deleting?.step === 'second' ? deleting : null;
  return (
    <>
      <ConfirmDialog
        open={!!first}
        // closing after 'Continue' must not undo the move to the second step
        onOpenChange={(open) => !open && setDeleting((d) => (d?.step === 'first' ? null : d))}
        title={`Delete ${deleting?.item.filename ?? 'this file'}?`}
        confirmLabel={first && first.usage.length > 0 ? 'Continue' : 'Delete'}
        description={
          first && first.usage.length > 0 ? (
            <>
              <p>
                This file is used in{' '}
                {first.usage.length === 1 ? 'one place' : `${first.usage.length} places`}:
              </p>
              <UsageList usage={first.usage} />
              <p className="mt-2">Those places will show ‘Image unavailable’ once it is gone.</p>
            </>
          ) : (
            'It is not used anywhere on the site. This cannot be undone.'
          )
        }
        onConfirm={() => {
          if (!first) return;
          if (first.usage.length > 0) setDeleting({ ...first, step: 'second' });
          else return run(first.item, false);
        }}
      />
      <ConfirmDialog
        open={!!second}
        onOpenChange={(open) => !open && setDeleting((d) => (d?.step === 'second' ? null : d))}
        title="Delete a file that is in use?"
        confirmLabel="Delete anyway"
        description={
          second ? (
            <p>
              {second.item.filename} is still used by {describeUsage(second.usage)}. Deleting it
              leaves {second.usage.length === 1 ? 'that place' : 'those places'} without it. This
              cannot be undone.
            </p>
          ) : null
        }
        onConfirm={() => (second ? run(second.item, true) : undefined)}
      />
    </>
  );
}
