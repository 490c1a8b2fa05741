'use client';

import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { PanelLeft } from 'lucide-react';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { AdminSidebar } from './admin-sidebar';

type Props = {
  /** the studio's name, from Site Settings */
  brand: string;
  /** the signed-in user's e-mail, shown in the header */
  email: string;
  /** the header's account controls (the 'Sign Out' button) */
  actions: React.ReactNode;
  children: React.ReactNode;
};

/**
 * The back office frame: a fixed sidebar on wide screens, a drawer on phones,
 * a header with the signed-in e-mail and 'Sign Out', and the page.
 */
export function AdminShell({ brand, email, actions, children }: Props) {
  const pathname = usePathname();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // a route change closes the drawer
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setDrawerOpen(false);
  }

  return (
    <div className="min-h-dvh bg-[#fcfbf9]">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-ink focus:px-4 focus:py-2 focus:text-sm focus:text-paper"
      >
        Skip to content
      </a>
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-line bg-sand/55 lg:block">
        <AdminSidebar brand={brand} />
      </aside>

      <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
        <SheetContent
          title="Admin navigation"
          closeLabel="Close navigation"
          className="lg:hidden"
          overlayClassName="lg:hidden"
        >
          <AdminSidebar brand={brand} onNavigate={() => setDrawerOpen(false)} />
        </SheetContent>
      </Sheet>

      <div className="lg:pl-64">
        <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-line bg-[#fcfbf9]/90 px-4 backdrop-blur-md sm:px-6 lg:px-8">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-label="Open navigation"
            aria-expanded={drawerOpen}
            className="-ml-1.5 inline-flex size-9 items-center justify-center rounded-md text-ink-soft transition-colors hover:bg-ink/5 hover:text-ink lg:hidden"
          >
            <PanelLeft className="size-[18px]" aria-hidden />
          </button>
          <div className="ml-auto flex min-w-0 items-center gap-3">
            <span className="min-w-0 truncate text-[13px] text-muted sm:text-sm" title={email}>
              {email}
            </span>
            {actions}
          </div>
        </header>
        <main
          id="admin-main"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl px-4 py-6 outline-none sm:px-6 sm:py-8 lg:px-8 lg:py-10"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
