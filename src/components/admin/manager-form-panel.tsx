'use client';

import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cardClass } from './manager-layout';
import { cn } from '@/lib/utils';

/**
 * The add/edit form of a form-plus-list manager. Editing swaps the title and the
 * submit label, brings the form into view and offers Cancel, which resets it.
 */
export function ManagerFormPanel({
  title,
  description,
  editing,
  pending,
  submitLabel,
  onSubmit,
  onCancel,
  children,
  className,
}: {
  title: string;
  description?: React.ReactNode;
  editing: boolean;
  pending: boolean;
  submitLabel: string;
  onSubmit: () => void;
  onCancel: () => void;
  children: React.ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!editing || !ref.current) return;
    const form = ref.current;
    const top = form.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight * 0.6)
      form.scrollIntoView({ behavior: 'smooth', block: 'start' });
    form.querySelector<HTMLElement>('input, textarea, select')?.focus({ preventScroll: true });
  }, [editing]);

  return (
    <form
      ref={ref}
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className={cn(cardClass, 'scroll-mt-24', editing && 'ring-2 ring-accent/40', className)}
    >
      <div className="border-b border-line px-5 py-4">
        <h2 className="text-[15px] font-semibold text-ink">{title}</h2>
        {description ? (
          <p className="mt-0.5 text-[13px] leading-relaxed text-muted">{description}</p>
        ) : null}
      </div>
      <div className="space-y-4 p-5">{children}</div>
      <div className="flex flex-col-reverse gap-2 border-t border-line px-5 py-3.5 sm:flex-row sm:justify-end">
        {editing ? (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? <Spinner /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
