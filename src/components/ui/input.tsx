import { cn } from '@/lib/utils';
import { inputClass, selectClass, textareaClass } from './input-classes';

export function Input({ className, ...props }: React.ComponentProps<'input'>) {
  return <input className={cn(inputClass, className)} {...props} />;
}

export function Textarea({ className, rows = 4, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(textareaClass, className)} {...props} />;
}

/** A native select: keyboard, screen readers and phones handle it best. */
export function Select({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <select className={cn(selectClass, className)} {...props}>
      {children}
    </select>
  );
}
