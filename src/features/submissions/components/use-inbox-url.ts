'use client';

import { usePathname, useRouter } from 'next/navigation';
import { PAGE_SIZE } from '../page-size';
import type { InboxFilter, InboxTab } from '../queries';

// The inbox's state lives in its URL (tab, status, awaiting, search, page cursor, the open
// item), so a view can be bookmarked or linked from a mail, and the CSV export and the exact
// count get every item the filter matches.

export function useInboxUrl({
  filter,
  size,
  basePath,
  defaultTab,
  startTransition,
}: {
  filter: InboxFilter;
  size: number;
  basePath: string;
  defaultTab: InboxTab;
  startTransition: (run: () => void) => void;
}) {
  const router = useRouter();
  const pathname = usePathname() || basePath;
  const query = (next: Partial<InboxFilter>, perPage = size) => {
    const f = { ...filter, ...next };
    const params = new URLSearchParams();
    if (f.tab !== defaultTab) params.set('tab', f.tab);
    if (f.status !== 'all' && f.tab !== 'spam') params.set('status', f.status);
    if (f.awaiting && f.tab !== 'spam') params.set('awaiting', '1');
    if (f.q) params.set('q', f.q);
    if (perPage !== PAGE_SIZE) params.set('per', String(perPage));
    return params;
  };
  const href = (params: URLSearchParams) => `${pathname}${params.size ? `?${params}` : ''}`;
  // the whole filter (tab included) with no cursor: what the export and the exact count cover
  const filterParams = query({}, PAGE_SIZE);
  filterParams.set('tab', filter.tab);
  // what the address bar holds now, less the open item: the page stays where it was
  const current = () => {
    const params = new URLSearchParams(window.location.search);
    params.delete('open');
    return params;
  };
  return {
    filterParams,
    /** a new filter or page size starts again from the newest item */
    navigate: (next: Partial<InboxFilter>, perPage = size) =>
      startTransition(() => router.push(href(query(next, perPage)))),
    /** paging keeps the tab, status and search; the cursor is the only new part */
    pageHref: (side: 'before' | 'after', cursor: string) => {
      const params = query({});
      params.set(side, cursor);
      return href(params);
    },
    openItem: (key: string) => {
      const params = current();
      params.set('open', key);
      startTransition(() => router.push(href(params), { scroll: false }));
    },
    closeItem: () => startTransition(() => router.replace(href(current()), { scroll: false })),
  };
}
