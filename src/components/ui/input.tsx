import { cn } from '@/lib/utils';

// Text controls for every form of the site and the admin: one look, one focus ring.

export const inputClass =
  'block h-11 w-full rounded-lg border border-line bg-white px-3.5 text-[15px] text-ink shadow-[0_1px_0_rgba(10,10,10,0.03)] transition-colors duration-200 placeholder:text-muted/70 hover:border-ink/30 focus:border-ink focus:outline-none focus-visible:outline-none focus:ring-4 focus:ring-ink/8 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger aria-invalid:focus:ring-danger/10';

export function Input({ className, ...props }: React.ComponentProps<'input'>) {
  return <input className={cn(inputClass, className)} {...props} />;
}

export function Textarea({ className, rows = 4, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(inputClass, 'h-auto min-h-24 py-2.5 leading-relaxed', className)}
      {...props}
    />
  );
}

/** A native select: keyboard, screen readers and phones handle it best. */
export function Select({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <select className={cn(inputClass, 'appearance-auto pr-8', className)} {...props}>
      {children}
    </select>
  );
}
