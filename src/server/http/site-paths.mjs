// What an address names, read as a browser would have sent it: shared by the layers that treat
// the back office apart from the public pages (page views, the opener policy).

/** The back office, sign-in and the API: never a public page. */
const BACK_OFFICE = /^\/(?:admin|auth|account|api)(?:\/|$)/i;

/**
 * The path as a browser would have sent it: dot segments resolved and backslashes made slashes
 * (a hand-made request may send `/admin/../blog` or `/blog/./1`), through a WHATWG URL only
 * when there is one of those to resolve.
 * @param {string} raw a path without its query
 */
export function pathOf(raw) {
  return /\\|\/\.|^[^/]/.test(raw) ? new URL(raw, 'http://site.invalid').pathname : raw;
}

/**
 * Whether a path (without its query) is in the back office, sign-in or the API, read as Next
 * routes it: dot segments resolved and percent-encoding undone.
 * @param {string} raw
 */
export function isBackOfficePath(raw) {
  const path = pathOf(raw);
  if (!path.includes('%')) return BACK_OFFICE.test(path);
  try {
    return BACK_OFFICE.test(decodeURIComponent(path));
  } catch {
    return BACK_OFFICE.test(path);
  }
}
