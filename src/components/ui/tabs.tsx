'use client';

import { Tabs as T } from 'radix-ui';
import { cn } from '@/lib/utils';

export const Tabs = T.Root;

export function TabsList({ className, ...props }: React.ComponentProps<typeof T.List>) {
  return (
    <T.List
      className={cn(
        'inline-flex max-w-full flex-wrap gap-1 rounded-full border border-line bg-sand/60 p-1',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof T.Trigger>) {
  return (
    <T.Trigger
      className={cn(
        'rounded-full px-4 py-1.5 text-sm font-medium text-muted transition-colors hover:text-ink data-[state=active]:bg-ink data-[state=active]:text-paper',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: React.ComponentProps<typeof T.Content>) {
  return <T.Content className={cn('mt-6 focus-visible:outline-none', className)} {...props} />;
}
