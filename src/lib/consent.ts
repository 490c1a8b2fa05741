// The visitor's answer to the analytics consent banner, kept in the browser's
// localStorage (never a cookie, never sent to the server), and the event the
// footer's 'Cookie settings' link sends to open the banner again.

export const CONSENT_KEY = 'analytics-consent';
export const OPEN_CONSENT_EVENT = 'studio:open-consent';

export type Consent = 'granted' | 'denied';

export function readConsent(): Consent | null {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    // storage blocked: ask again on every page rather than assume
    return null;
  }
}

export function writeConsent(value: Consent): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, value);
  } catch {
    // storage blocked: the answer holds for this page only
  }
}
