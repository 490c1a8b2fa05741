'use client';

import { ArrowDown, ArrowUp } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Move up / move down for one item of an ordered list; up is disabled on the first, down on the last. */
export function ReorderButtons({
  label,
  isFirst,
  isLast,
  disabled,
  onMove,
  className,
}: {
  /** the item's name, for the buttons' accessible names ('Move "{label}" up') */
  label: string;
  isFirst: boolean;
  isLast: boolean;
  disabled?: boolean;
  onMove: (direction: 'up' | 'down') => void;
  className?: string;
}) {
  const button =
    'inline-flex size-8 items-center justify-center rounded-md text-muted transition-colors hover:bg-sand hover:text-ink disabled:pointer-events-none disabled:opacity-30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink';
  const moves = [
    { direction: 'up', icon: ArrowUp, blocked: isFirst },
    { direction: 'down', icon: ArrowDown, blocked: isLast },
  ] as const;
  return (
    <div
      className={cn('inline-flex items-center', className)}
      role="group"
      aria-label={`Order of ${label}`}
    >
      {moves.map(({ direction, icon: Icon, blocked }) => (
        <button
          key={direction}
          type="button"
          className={button}
          aria-label={`Move "${label}" ${direction}`}
          title={`Move ${direction}`}
          disabled={disabled || blocked}
          onClick={() => onMove(direction)}
        >
          <Icon className="size-4" aria-hidden />
        </button>
      ))}
    </div>
  );
}
