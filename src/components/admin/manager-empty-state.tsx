import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** What a manager shows before its first item: its exact empty-list text (docs/product.md), an icon, and the way to add one. */
export function ManagerEmptyState({
  icon: Icon,
  message,
  hint,
  action,
  className,
}: {
  icon: LucideIcon;
  /** the exact empty-list text, e.g. 'No hero slides yet' */
  message: string;
  hint?: React.ReactNode;
  action?: React.ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-line bg-white/60 px-6 py-14 text-center',
        className,
      )}
    >
      <span className="flex size-11 items-center justify-center rounded-full bg-sand text-ink-soft">
        <Icon className="size-5" aria-hidden />
      </span>
      <p className="text-sm font-medium text-ink">{message}</p>
      {hint ? <p className="max-w-sm text-sm text-muted">{hint}</p> : null}
      {action ? <div className="mt-1">{action}</div> : null}
    </div>
  );
}
