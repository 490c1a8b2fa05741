'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { ChevronDown, ExternalLink } from 'lucide-react';
import { cn } from '@/lib/utils';
import {
  ACCOUNT_ITEM,
  ADMIN_NAV,
  isCurrent,
  type AdminNavGroup,
  type AdminNavItem,
} from './admin-nav';

const itemClass =
  'group flex h-9 items-center gap-2.5 rounded-md px-2.5 text-[13.5px] text-ink-soft transition-colors duration-150 hover:bg-ink/[0.045] hover:text-ink';
const currentClass =
  'bg-white font-medium text-ink shadow-[0_1px_2px_rgba(10,10,10,0.06),0_0_0_1px_rgba(10,10,10,0.05)] hover:bg-white';

function NavLink({
  item,
  pathname,
  onNavigate,
}: {
  item: AdminNavItem;
  pathname: string;
  onNavigate?: () => void;
}) {
  const current = isCurrent(item, pathname);
  const Icon = item.icon;
  return (
    <li>
      <Link
        href={item.href}
        onClick={onNavigate}
        aria-current={current ? 'page' : undefined}
        className={cn(itemClass, current && currentClass)}
      >
        <Icon
          aria-hidden
          className={cn(
            'size-4 shrink-0 text-muted transition-colors group-hover:text-ink',
            current && 'text-accent-strong group-hover:text-accent-strong',
          )}
        />
        <span className="truncate">{item.label}</span>
      </Link>
    </li>
  );
}

function Group({
  group,
  pathname,
  onNavigate,
}: {
  group: AdminNavGroup;
  pathname: string;
  onNavigate?: () => void;
}) {
  const holdsCurrent = group.items.some((item) => isCurrent(item, pathname));
  const [open, setOpen] = useState((group.collapsible?.defaultOpen ?? true) || holdsCurrent);
  // a closed group opens when one of its pages becomes the current one
  const [lastHeld, setLastHeld] = useState(holdsCurrent);
  if (holdsCurrent !== lastHeld) {
    setLastHeld(holdsCurrent);
    if (holdsCurrent) setOpen(true);
  }
  const listId = `admin-nav-${group.id}`;
  const list = (
    <ul id={listId} className="space-y-0.5">
      {group.items.map((item) => (
        <NavLink key={item.href} item={item} pathname={pathname} onNavigate={onNavigate} />
      ))}
    </ul>
  );

  if (!group.label) return list;
  const labelClass = 'px-2.5 text-[11px] font-semibold tracking-[0.12em] text-muted uppercase';

  if (!group.collapsible) {
    return (
      <div>
        <p className={cn(labelClass, 'mb-1.5')}>{group.label}</p>
        {list}
      </div>
    );
  }
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        className={cn(
          labelClass,
          'mb-1.5 flex w-full items-center justify-between rounded-md py-1 transition-colors hover:text-ink',
        )}
      >
        {group.label}
        <ChevronDown
          aria-hidden
          className={cn('size-3.5 transition-transform duration-200', !open && '-rotate-90')}
        />
      </button>
      <div hidden={!open}>{list}</div>
    </div>
  );
}

/** The admin navigation: in the sidebar on wide screens, in the drawer on phones. */
export function AdminSidebar({ brand, onNavigate }: { brand: string; onNavigate?: () => void }) {
  const pathname = usePathname();
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-14 shrink-0 items-center gap-2.5 border-b border-line px-5">
        <Link
          href="/admin"
          onClick={onNavigate}
          className="truncate font-display text-xl leading-none text-ink"
        >
          {brand}
        </Link>
        <span className="rounded-sm border border-line bg-white px-1.5 py-0.5 text-[10px] font-semibold tracking-[0.14em] text-muted uppercase">
          Admin
        </span>
      </div>
      <nav aria-label="Admin" className="flex-1 space-y-6 overflow-y-auto px-3 py-5">
        {ADMIN_NAV.map((group) => (
          <Group key={group.id} group={group} pathname={pathname} onNavigate={onNavigate} />
        ))}
      </nav>
      <div className="shrink-0 space-y-0.5 border-t border-line px-3 py-3">
        <ul>
          <NavLink item={ACCOUNT_ITEM} pathname={pathname} onNavigate={onNavigate} />
        </ul>
        <Link href="/" onClick={onNavigate} className={itemClass}>
          <ExternalLink aria-hidden className="size-4 shrink-0 text-muted group-hover:text-ink" />
          View Live Site
        </Link>
      </div>
    </div>
  );
}
