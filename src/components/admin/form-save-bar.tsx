'use client';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/**
 * The submit button of a long single-page form, kept in reach at the bottom of the screen on a
 * band across the screen's width. A button floating on its own lay over the fields scrolling
 * under it and left them too small a target; the band hides what passes beneath it whole.
 */
export function FormSaveBar({
  pending,
  children,
}: {
  pending: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex justify-end border-t border-line bg-paper/95 px-4 py-3 backdrop-blur-sm sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
      <Button type="submit" disabled={pending}>
        {pending ? <Spinner /> : null}
        {children}
      </Button>
    </div>
  );
}
