import { cx } from '@/lib/cx';

/** The id of a field's error message, for the control's aria-describedby. */
export function errorId(id: string): string {
  return `${id}-error`;
}

/**
 * A label, its control and the control's error message. Give the control
 * `id`, `aria-invalid={!!error}` and `aria-describedby={error ? errorId(id) : undefined}`.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  required,
  aside,
  children,
  className,
}: {
  id: string;
  label: string;
  error?: string | null;
  hint?: React.ReactNode;
  required?: boolean;
  /** something at the right of the label, such as a 'Forgot password?' link */
  aside?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cx('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
          {required ? (
            <span aria-hidden className="text-accent-strong">
              {' '}
              *
            </span>
          ) : null}
        </label>
        {aside}
      </div>
      {children}
      {error ? (
        <p id={errorId(id)} className="text-sm text-danger">
          {error}
        </p>
      ) : hint ? (
        <p className="text-xs leading-relaxed text-muted">{hint}</p>
      ) : null}
    </div>
  );
}
