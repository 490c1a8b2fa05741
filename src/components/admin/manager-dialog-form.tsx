'use client';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

/**
 * The add/edit form of a manager that edits in a dialog: title, description,
 * the fields, and Cancel beside the submit button. The dialog is controlled by
 * `useManagerDialog`, so closing it by any means resets the form.
 */
export function ManagerDialogForm({
  dialog,
  onSubmit,
  title,
  description,
  submitLabel,
  pending,
  size = 'md',
  formLabel,
  children,
}: {
  dialog: { open: boolean; onOpenChange: (open: boolean) => void; close: () => void };
  onSubmit: () => void;
  title: string;
  description: React.ReactNode;
  submitLabel: string;
  pending: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** the form's accessible name, where a test or a screen reader needs one apart from the dialog's */
  formLabel?: string;
  children: React.ReactNode;
}) {
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogContent size={size}>
        <form
          aria-label={formLabel}
          className="flex min-h-0 flex-1 flex-col"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">{children}</DialogBody>
          <DialogFooter>
            <Button type="button" variant="outline" size="sm" onClick={dialog.close}>
              Cancel
            </Button>
            <Button type="submit" size="sm" disabled={pending}>
              {pending ? <Spinner /> : null}
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
