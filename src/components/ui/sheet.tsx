'use client';

import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useReturnFocus } from './use-return-focus';

// A panel that slides in from the left edge over a dimmed page: the back office's navigation
// on a phone. A Radix dialog underneath, so focus is trapped inside and given back to the
// opener, and Escape or a tap on the page closes it. Its motion is in app/globals.css.

export const Sheet = D.Root;

type Props = React.ComponentProps<typeof D.Content> & {
  /** the panel's name for assistive technology (not shown) */
  title: string;
  /** the close button's accessible name */
  closeLabel?: string;
  /** for the dimmed layer behind the panel, e.g. hiding both from a breakpoint on */
  overlayClassName?: string;
};

export function SheetContent({
  title,
  closeLabel = 'Close',
  className,
  overlayClassName,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: Props) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <D.Portal>
      <D.Overlay
        className={cn(
          'sheet-overlay fixed inset-0 z-40 bg-ink/40 backdrop-blur-[2px]',
          overlayClassName,
        )}
      />
      <D.Content
        aria-describedby={undefined}
        className={cn(
          'sheet-panel fixed inset-y-0 left-0 z-50 w-[min(18rem,85vw)] border-r border-line bg-sand lift-2xl focus:outline-none',
          className,
        )}
        {...props}
        {...returnFocus}
      >
        <D.Title className="sr-only">{title}</D.Title>
        {children}
        <D.Close
          aria-label={closeLabel}
          className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-muted transition-colors hover:bg-ink/5 hover:text-ink"
        >
          <X className="size-4" aria-hidden />
        </D.Close>
      </D.Content>
    </D.Portal>
  );
}
