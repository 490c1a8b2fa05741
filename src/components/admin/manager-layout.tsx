import { cn } from '@/lib/utils';

// The frames every manager screen is built from: a white card in the dashboard's
// style, a card grid, and the "form beside its list" split of the back office's
// form-plus-list managers.

export const cardClass =
  'rounded-xl border border-line bg-white shadow-[0_1px_2px_rgba(10,10,10,0.03)]';

/** A titled card: a form, a list, one section of a long form. */
export function ManagerPanel({
  title,
  description,
  actions,
  children,
  className,
  bodyClassName,
  headingLevel = 2,
  id,
}: {
  title: string;
  description?: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
  bodyClassName?: string;
  headingLevel?: 2 | 3;
  id?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      aria-label={headingId ? undefined : title}
      className={cn(cardClass, className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-line px-5 py-4">
        <div className="space-y-0.5">
          <Heading id={headingId} className="text-[15px] font-semibold text-ink">
            {title}
          </Heading>
          {description ? (
            <p className="text-[13px] leading-relaxed text-muted">{description}</p>
          ) : null}
        </div>
        {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
      </div>
      <div className={cn('p-5', bodyClassName)}>{children}</div>
    </section>
  );
}

/** The form-plus-list layout: the form first (beside the list on wide screens, above it on phones). */
export function ManagerSplit({
  form,
  children,
}: {
  form: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="grid items-start gap-6 xl:grid-cols-[minmax(340px,400px)_minmax(0,1fr)]">
      <div className="xl:sticky xl:top-20">{form}</div>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/**
 * Cards in a responsive grid: one column on a phone, two on a tablet, three on a
 * laptop; 'narrow' for a grid that shares the row with a form (ManagerSplit).
 */
export function ManagerGrid({
  className,
  width = 'wide',
  ...props
}: React.ComponentProps<'ul'> & { width?: 'wide' | 'narrow' }) {
  return (
    <ul
      className={cn(
        'grid gap-4 sm:grid-cols-2',
        width === 'wide' ? 'xl:grid-cols-3' : 'xl:grid-cols-1 2xl:grid-cols-2',
        className,
      )}
      {...props}
    />
  );
}

/** One card of a grid: optional media on top, the body, and an action row at the foot. */
export function ManagerCard({
  media,
  children,
  footer,
  muted,
  className,
  label,
}: {
  media?: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
  /** an inactive item: its picture in grey (its text keeps its contrast) */
  muted?: boolean;
  className?: string;
  /** the item's name, for the list item's accessible name */
  label: string;
}) {
  return (
    <li aria-label={label} className={cn(cardClass, 'flex flex-col overflow-hidden', className)}>
      {media ? <div className={cn('relative', muted && 'grayscale')}>{media}</div> : null}
      <div className="flex-1 space-y-2 p-4">{children}</div>
      {footer ? (
        <div className="flex items-center justify-between gap-2 border-t border-line px-2 py-1.5">
          {footer}
        </div>
      ) : null}
    </li>
  );
}

/** Rows of a list card, divided by hairlines. */
export function ManagerList({ className, ...props }: React.ComponentProps<'ul'>) {
  return (
    <ul className={cn(cardClass, 'divide-y divide-line overflow-hidden', className)} {...props} />
  );
}

/** One row of a ManagerList: a leading visual, the text, and the row's buttons. */
export function ManagerRow({
  label,
  leading,
  children,
  actions,
  muted,
  highlighted,
}: {
  label: string;
  leading?: React.ReactNode;
  children: React.ReactNode;
  actions?: React.ReactNode;
  /** an inactive item: its picture dimmed and grey (its text keeps its contrast) */
  muted?: boolean;
  /** the row being edited in the form */
  highlighted?: boolean;
}) {
  return (
    <li
      aria-label={label}
      className={cn(
        'flex flex-col gap-3 px-4 py-3.5 sm:flex-row sm:items-center',
        highlighted && 'bg-sand/50 shadow-[inset_3px_0_0_var(--color-accent)]',
      )}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3.5">
        {leading ? (
          <div className={cn('shrink-0', muted && 'opacity-60 grayscale')}>{leading}</div>
        ) : null}
        <div className="min-w-0 flex-1">{children}</div>
      </div>
      {actions ? (
        <div className="flex shrink-0 items-center justify-end gap-0.5">{actions}</div>
      ) : null}
    </li>
  );
}
