'use client';

import { useEffect } from 'react';
import { AlertTriangle, RotateCcw } from 'lucide-react';
import { browserLog } from '@/lib/browser-log';

const log = browserLog('admin');

/** A failure inside an admin screen: said plainly, with a way to try again; the shell stays. */
export default function AdminError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    log.error('a page failed:', error);
  }, [error]);
  return (
    <div
      role="alert"
      className="flex min-h-[60vh] flex-col items-center justify-center text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-xl border border-danger/20 bg-danger/5 text-danger">
        <AlertTriangle className="size-5" aria-hidden />
      </span>
      <h1 className="mt-6 font-display text-4xl text-ink">Something went wrong</h1>
      <p className="mt-3 max-w-md text-sm leading-relaxed text-muted">
        This screen could not be loaded. Your content is safe; please try again in a moment.
        {error.digest ? (
          <span className="mt-2 block font-mono text-xs">Reference: {error.digest}</span>
        ) : null}
      </p>
      <button
        type="button"
        onClick={reset}
        className="mt-6 inline-flex h-9 items-center gap-1.5 rounded-md bg-ink px-4 text-sm font-medium text-paper transition-colors hover:bg-ink-soft"
      >
        <RotateCcw className="size-4" aria-hidden />
        Try again
      </button>
    </div>
  );
}
