'use client';

import { OPEN_CONSENT_EVENT } from '@/lib/consent';

/** The footer's way back to the analytics choice: opens the consent banner again. */
export function ConsentSettingsButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}
    >
      Cookie settings
    </button>
  );
}
