import { cn } from '@/lib/utils';

/** The page measure: generous side margins that shrink on phones. */
export function Container({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div className={cn('mx-auto w-full max-w-7xl px-5 sm:px-8 lg:px-12', className)} {...props} />
  );
}
