import Link from 'next/link';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The inbox's page links and the count of what the filter matches. */
export function Pager({
  total,
  shown,
  newer,
  older,
}: {
  total: number;
  shown: number;
  newer: string | null;
  older: string | null;
}) {
  if (total === 0) return null;
  const link = (href: string | null, label: string, icon: React.ReactNode, rel: string) =>
    href ? (
      <Link href={href} rel={rel} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        {icon}
        {label}
      </Link>
    ) : (
      <span
        aria-disabled="true"
        className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'opacity-50')}
      >
        {icon}
        {label}
      </span>
    );
  return (
    <nav
      aria-label="Pages"
      className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-muted" role="status">
        Showing {shown} of {total} {total === 1 ? 'match' : 'matches'}
      </p>
      <div className="flex gap-2">
        {link(newer, 'Newer', <ChevronLeft aria-hidden />, 'prev')}
        {link(older, 'Older', <ChevronRight aria-hidden />, 'next')}
      </div>
    </nav>
  );
}
