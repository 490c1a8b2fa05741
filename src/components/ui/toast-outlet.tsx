'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { loadOnce } from '@/lib/load-once';
import { browserLog } from '@/lib/browser-log';

const log = browserLog('toasts');

// The one toast outlet, in the root layout so toasts survive client navigation
// (sign-in toasts, then goes to / or /admin). sonner is only downloaded where
// toasts are used: at once on /admin and /auth, elsewhere on the first toast;
// a public page's first load never pays for it.

type Sonner = typeof import('sonner');
type ToastOptions = { description?: string; duration?: number };

const loadSonner = loadOnce(() => import('sonner'));
let resolveReady: (sonner: Sonner) => void = () => {};
const ready = new Promise<Sonner>((resolve) => {
  resolveReady = resolve;
});
const wanted = new Set<() => void>();
let isWanted = false;

function want() {
  isWanted = true;
  for (const listener of wanted) listener();
}

/** Shows a toast, mounting the outlet first when this page has none yet. */
export const toast = {
  success(title: string, options?: ToastOptions) {
    want();
    void ready.then(({ toast }) => toast.success(title, options));
  },
  error(title: string, options?: ToastOptions) {
    want();
    void ready.then(({ toast }) => toast.error(title, options));
  },
  /**
   * Fetches the toasts' code ahead of one that may come: a form's 'Connection Error' notice
   * is most often shown when the connection is gone, and could not be fetched then.
   */
  prepare() {
    loadSonner().catch(() => {});
  },
};

const EAGER = /^\/(admin|auth)(\/|$)/;

export function ToastOutlet() {
  const pathname = usePathname();
  const [sonner, setSonner] = useState<Sonner | null>(null);

  useEffect(() => {
    // a failed fetch (offline, a release replaced the files) is tried again with the next toast,
    // and the toasts asked for meanwhile show then
    const show = () =>
      void loadSonner().then(setSonner, (error: unknown) =>
        log.error('could not be loaded:', error),
      );
    wanted.add(show);
    if (isWanted) show();
    return () => {
      wanted.delete(show);
    };
  }, []);
  // the back office and sign-in show toasts at once; once mounted the outlet stays, so a toast
  // fired just before a navigation is still seen
  useEffect(() => {
    if (EAGER.test(pathname)) want();
  }, [pathname]);
  // the Toaster's own subscription (a child effect) is in place before this runs
  useEffect(() => {
    if (sonner) resolveReady(sonner);
  }, [sonner]);

  return sonner ? <sonner.Toaster position="bottom-right" richColors closeButton /> : null;
}
