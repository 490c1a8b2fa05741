'use client';

import Link from 'next/link';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { PAGE_SIZES } from '../page-size';

/** The inbox's page links, its page size and the count of what the filter matches. */
export function Pager({
  total,
  exact,
  shown,
  size,
  onSize,
  newer,
  older,
}: {
  total: number;
  /** false when more than `total` items match */
  exact: boolean;
  shown: number;
  size: number;
  onSize: (size: number) => void;
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
      <span aria-disabled="true" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
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
        Showing {shown} of {exact ? '' : 'more than '}
        {total.toLocaleString('en-GB')} {total === 1 && exact ? 'match' : 'matches'}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="inbox-per-page" className="text-sm text-muted">
          Per page
        </label>
        <Select
          id="inbox-per-page"
          value={size}
          onChange={(e) => onSize(Number(e.target.value))}
          className="w-24"
        >
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </Select>
        {link(newer, 'Newer', <ChevronLeft aria-hidden />, 'prev')}
        {link(older, 'Older', <ChevronRight aria-hidden />, 'next')}
      </div>
    </nav>
  );
}
