'use client';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * Asks before deleting `target` (open while it is set). The dialog closes before
 * the deletion runs, so its toast shows over the updated list.
 */
export function ConfirmDeleteDialog<T>({
  target,
  onClose,
  title,
  description,
  onConfirm,
}: {
  target: T | null;
  onClose: () => void;
  title: string | ((target: T) => string);
  description?: (target: T) => string | undefined;
  onConfirm: (target: T) => Promise<unknown>;
}) {
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={typeof title === 'string' ? title : target === null ? '' : title(target)}
      description={target === null ? undefined : description?.(target)}
      onConfirm={async () => {
        onClose();
        if (target !== null) await onConfirm(target);
      }}
    />
  );
}
