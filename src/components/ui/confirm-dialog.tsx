'use client';

import { AlertDialog as A } from 'radix-ui';
import { buttonVariants } from './button';
import { cn } from '@/lib/utils';
import { useReturnFocus } from './use-return-focus';

/**
 * Asks before something that cannot be undone. Controlled: the caller opens it
 * and runs `onConfirm` (which may be async; the dialog closes when it settles).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  destructive = true,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: React.ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  onConfirm: () => void | Promise<void>;
}) {
  const returnFocus = useReturnFocus();
  return (
    <A.Root open={open} onOpenChange={onOpenChange}>
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <A.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-paper p-6 shadow-2xl focus:outline-none"
        >
          <A.Title className="font-display text-2xl leading-tight text-ink">{title}</A.Title>
          {description ? (
            <A.Description asChild>
              <div className="mt-2 text-sm leading-relaxed text-muted">{description}</div>
            </A.Description>
          ) : (
            <A.Description className="sr-only">{title}</A.Description>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <A.Cancel className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              {cancelLabel}
            </A.Cancel>
            <A.Action
              className={cn(
                buttonVariants({ variant: destructive ? 'destructive' : 'primary', size: 'sm' }),
              )}
              onClick={() => void onConfirm()}
            >
              {confirmLabel}
            </A.Action>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}
