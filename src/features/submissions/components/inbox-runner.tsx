'use client';

import { createContext, use, useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/ui/toast-outlet';

// How every button of the inbox runs a server action: one action at a time (the others wait,
// named by `busy`), the server's words in the toast, and the screen read again after a change.

export type ActionOutcome<T> =
  { ok: true; data: T } | { ok: false; message: string; fieldErrors?: Record<string, string> };

export type InboxRunner = {
  /** the key of the action under way, or null */
  busy: string | null;
  setBusy: (key: string | null) => void;
  /** a refresh of the screen is under way */
  pending: boolean;
  refresh: () => void;
  /** runs the action and toasts its outcome; resolves with it (null when the call itself failed) */
  run: <T>(
    key: string,
    action: () => Promise<ActionOutcome<T>>,
    success: string,
    failure: string,
  ) => Promise<ActionOutcome<T> | null>;
};

export function useInboxRunnerState(): InboxRunner {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [busy, setBusy] = useState<string | null>(null);
  const refresh = () => startTransition(() => router.refresh());
  const run: InboxRunner['run'] = async (key, action, success, failure) => {
    setBusy(key);
    try {
      const result = await action();
      if (result.ok) {
        toast.success(success);
        refresh();
      } else {
        toast.error(failure, { description: result.message });
      }
      return result;
    } catch {
      toast.error(failure);
      return null;
    } finally {
      setBusy(null);
    }
  };
  return { busy, setBusy, pending, refresh, run };
}

const RunnerContext = createContext<InboxRunner | null>(null);
export const InboxRunnerProvider = RunnerContext.Provider;

export function useInboxRunner(): InboxRunner {
  const runner = use(RunnerContext);
  if (!runner) throw new Error('useInboxRunner outside the inbox');
  return runner;
}
