'use client';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** The submit button of a long single-page form, kept in reach at the bottom of the screen. */
export function FormSaveBar({
  pending,
  children,
}: {
  pending: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="sticky bottom-4 z-10 flex justify-end">
      <Button type="submit" disabled={pending} className="shadow-lg">
        {pending ? <Spinner /> : null}
        {children}
      </Button>
    </div>
  );
}
