'use client';

import { toast } from '@/components/ui/toast-outlet';

// The server says what happened; this turns it into the owner's toast (through the site's one
// toast API, components/ui/toast-outlet).

export type Outcome<T = unknown> =
  | { ok: true; data: T; message?: string }
  | { ok: false; message: string; fieldErrors?: Record<string, string> };

export type ToastTexts = {
  /** the success toast, e.g. 'Award created'; null for quiet changes such as reordering */
  success: string | null;
  /** the failure toast, e.g. 'Failed to save award' */
  failure: string;
  /**
   * 'title' (default): the failure text is the toast, the server's message its description.
   * 'server': the server's message is the toast, falling back to the failure text, so
   * a failed write is never silent.
   */
  failureStyle?: 'title' | 'server';
};

/** Toast texts on one line: `toastTexts('Award deleted', 'Failed to delete award')`. */
export function toastTexts(
  success: string | null,
  failure: string,
  failureStyle?: ToastTexts['failureStyle'],
): ToastTexts {
  return { success, failure, failureStyle };
}

export function toastOutcome(outcome: Outcome, texts: ToastTexts): void {
  if (outcome.ok) {
    if (texts.success) toast.success(texts.success);
    return;
  }
  if (texts.failureStyle === 'server') {
    toast.error(outcome.message || texts.failure);
    return;
  }
  toast.error(texts.failure, outcome.message ? { description: outcome.message } : undefined);
}
