'use client';

import { Clock, Download, Search } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { InboxFilter, InboxTab } from '../queries';

/**
 * The inbox's tabs (with their counts), search, status filter and CSV export. Every change
 * goes to the URL through `onNavigate`; the export link carries the same filter.
 */
export function InboxFilters({
  filter,
  counts,
  awaiting,
  exportHref,
  onNavigate: navigate,
}: {
  filter: InboxFilter;
  counts: Record<InboxTab, number>;
  /** items of this tab's kind that wait for an answer */
  awaiting: number;
  exportHref: string;
  onNavigate: (next: Partial<InboxFilter>) => void;
}) {
  return (
    <>
      <Tabs
        value={filter.tab}
        onValueChange={(tab) => navigate({ tab: tab as InboxTab, status: 'all', awaiting: false })}
      >
        {/* the tabs change the address and the page shows that list: there is no tab panel for
            Radix's aria-controls to name */}
        <TabsList aria-label="Submission types">
          <TabsTrigger value="contact" aria-controls={undefined}>
            Contact Forms ({counts.contact})
          </TabsTrigger>
          <TabsTrigger value="consultation" aria-controls={undefined}>
            Consultation Requests ({counts.consultation})
          </TabsTrigger>
          <TabsTrigger value="spam" aria-controls={undefined}>
            Spam ({counts.spam})
          </TabsTrigger>
        </TabsList>
      </Tabs>

      <div className="flex flex-col gap-3 rounded-xl border border-line bg-white p-3 sm:flex-row sm:items-center">
        <form
          role="search"
          className="relative flex-1"
          onSubmit={(e) => {
            e.preventDefault();
            navigate({ q: String(new FormData(e.currentTarget).get('q') ?? '').trim() });
          }}
        >
          <label htmlFor="inbox-search" className="sr-only">
            Search name, e-mail and message
          </label>
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <Input
            id="inbox-search"
            name="q"
            type="search"
            defaultValue={filter.q}
            key={filter.q}
            placeholder="Search name, e-mail or message..."
            className="pl-9"
          />
        </form>
        {filter.tab !== 'spam' && (
          <Button
            variant={filter.awaiting ? 'primary' : 'outline'}
            aria-pressed={filter.awaiting ?? false}
            onClick={() => navigate({ awaiting: !filter.awaiting })}
          >
            <Clock aria-hidden />
            Awaiting reply ({awaiting.toLocaleString('en-GB')})
          </Button>
        )}
        {filter.tab !== 'spam' && (
          <div className="flex items-center gap-2">
            <label htmlFor="inbox-status" className="text-sm text-muted">
              Status
            </label>
            <Select
              id="inbox-status"
              value={filter.status}
              onChange={(e) => navigate({ status: e.target.value as typeof filter.status })}
              className="w-36"
            >
              <option value="all">All</option>
              <option value="new">New</option>
              <option value="read">Read</option>
              <option value="archived">Archived</option>
            </Select>
          </div>
        )}
        <a
          href={exportHref}
          className={buttonVariants({ variant: 'outline', size: 'md' })}
          download
        >
          <Download aria-hidden />
          Export CSV
        </a>
      </div>
    </>
  );
}
