import { cn } from '@/lib/utils';
import { CONTAINER_CLASS } from './container-class';

/** The page measure: generous side margins, narrower on phones. */
export function Container({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn(CONTAINER_CLASS, className)} {...props} />;
}
