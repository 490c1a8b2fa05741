'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

// The one toast outlet, in the root layout so toasts survive client navigation
// (sign-in toasts, then goes to / or /admin). sonner is only downloaded where
// toasts are used: at once on /admin and /auth, elsewhere on the first toast;
// a public page's first load never pays for it.

type Sonner = typeof import('sonner');
type ToastOptions = { description?: string; duration?: number };

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
  prepare: want,
};

const EAGER = /^\/(admin|auth)(\/|$)/;

export function ToastOutlet() {
  const pathname = usePathname();
  const [needed, setNeeded] = useState(isWanted);
  // counts the toasts asked for: one asked for after a failed fetch of sonner tries it again
  const [asked, setAsked] = useState(0);
  const [sonner, setSonner] = useState<Sonner | null>(null);

  useEffect(() => {
    const listener = () => {
      setNeeded(true);
      setAsked((n) => n + 1);
    };
    wanted.add(listener);
    return () => {
      wanted.delete(listener);
    };
  }, []);
  // once mounted it stays, so a toast fired just before a navigation is still seen
  if (!needed && EAGER.test(pathname)) setNeeded(true);
  useEffect(() => {
    if (!needed || sonner) return;
    import('sonner').then(
      (module) => setSonner(module),
      // offline, or a release replaced the files: the toasts asked for so far show with the next
      (error: unknown) => console.error('[toasts] could not be loaded:', error),
    );
  }, [needed, sonner, asked]);
  // the Toaster's own subscription (a child effect) is in place before this runs
  useEffect(() => {
    if (sonner) resolveReady(sonner);
  }, [sonner]);

  return sonner ? <sonner.Toaster position="bottom-right" richColors closeButton /> : null;
}
