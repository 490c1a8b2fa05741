'use client';

import { Eye, EyeOff } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * The eye button of each admin list row: shows whether an item is live on the site
 * and switches it. Pressed means shown.
 */
export function ActiveToggle({
  label,
  active,
  disabled,
  onToggle,
  className,
}: {
  label: string;
  active: boolean;
  disabled?: boolean;
  onToggle: (next: boolean) => void;
  className?: string;
}) {
  const Icon = active ? Eye : EyeOff;
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={`Show "${label}" on the site`}
      title={active ? 'Shown on the site — click to hide' : 'Hidden from the site — click to show'}
      disabled={disabled}
      onClick={() => onToggle(!active)}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:opacity-40',
        active ? 'text-ink hover:bg-sand' : 'text-muted/70 hover:bg-sand hover:text-ink',
        className,
      )}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}
