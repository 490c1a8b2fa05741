'use client';

import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A small square button with an icon and an accessible name (edit, delete, feature...). */
export function IconButton({
  icon: Icon,
  label,
  tone = 'default',
  className,
  ...props
}: Omit<React.ComponentProps<'button'>, 'children'> & {
  icon: LucideIcon;
  label: string;
  tone?: 'default' | 'danger' | 'accent';
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:pointer-events-none disabled:opacity-40',
        tone === 'danger' && 'text-muted hover:bg-danger/10 hover:text-danger',
        tone === 'default' && 'text-muted hover:bg-sand hover:text-ink',
        tone === 'accent' && 'text-accent-strong hover:bg-accent/15',
        className,
      )}
      {...props}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}
