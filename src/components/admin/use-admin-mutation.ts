'use client';

import { useCallback, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { toastOutcome, type Outcome, type ToastTexts } from './toast-outcome';

/**
 * Runs admin actions one at a time: shows the toast, refreshes the server-rendered
 * list after a success, and reports whether one is under way.
 */
export function useAdminMutation() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const run = useCallback(
    <T>(
      action: () => Promise<Outcome<T>>,
      texts: ToastTexts,
      after?: {
        onSuccess?: (data: T) => void;
        onFailure?: (outcome: Extract<Outcome<T>, { ok: false }>) => void;
      },
    ) =>
      new Promise<boolean>((resolve) => {
        startTransition(async () => {
          let outcome: Outcome<T>;
          try {
            outcome = await action();
          } catch {
            // the request itself failed (network, server down)
            outcome = { ok: false, message: 'The server could not be reached. Please try again.' };
          }
          toastOutcome(outcome, texts);
          if (outcome.ok) {
            after?.onSuccess?.(outcome.data);
            router.refresh();
          } else {
            after?.onFailure?.(outcome);
          }
          resolve(outcome.ok);
        });
      }),
    [router],
  );

  return { pending, run };
}

/** The manager's one mutation: its rows' buttons and its form wait for each other. */
export type AdminMutation = ReturnType<typeof useAdminMutation>;
