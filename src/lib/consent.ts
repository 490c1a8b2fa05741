// The visitor's answer to the analytics consent banner, kept in the browser's
// localStorage (never a cookie, never sent to the server), and the mark of the footer's
// 'Cookie settings' button, whose click opens the banner again.

export const CONSENT_KEY = 'analytics-consent';
const OPEN_CONSENT_ATTRIBUTE = 'data-open-consent';
/** The attribute the footer's 'Cookie settings' button carries, and how the banner finds it. */
export const OPEN_CONSENT_MARK = { [OPEN_CONSENT_ATTRIBUTE]: '' } as const;
export const OPEN_CONSENT_SELECTOR = `[${OPEN_CONSENT_ATTRIBUTE}]`;

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
