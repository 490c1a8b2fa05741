// Pages for those given their link only (unlisted and password-protected projects, and a booked
// call's manage page): the app's probe (src/features/projects/private-pages.ts) says which. Their answers, whatever Next sets,
// go out as `private, no-store` with `X-Robots-Tag: noindex`, and the page cache neither replays
// nor keeps them.
import onHeaders from 'on-headers';

export const PRIVATE_CACHE_CONTROL = 'private, no-store';

const CANDIDATE = /^\/projects\/[^/]+$/;
// a booked call's manage page: its address is the client's private link (features/booking)
const ALWAYS_PRIVATE = /^\/booking\/[^/]+$/;

/**
 * Whether a page at pathname can be one: only a project's (and a call's manage page, which
 * always is) can, so every other address is answered without asking the app (the page cache
 * replays them at once).
 * @param {string} pathname
 */
export const mayBePrivate = (pathname) => CANDIDATE.test(pathname) || ALWAYS_PRIVATE.test(pathname);

/**
 * Whether the page at pathname is such a page, by the app's probe.
 * @param {string} pathname
 * @param {((pathname: string) => Promise<boolean>) | null | undefined} probe
 * @returns {Promise<boolean>}
 */
export async function isPrivatePage(pathname, probe) {
  if (ALWAYS_PRIVATE.test(pathname)) return true;
  if (!mayBePrivate(pathname)) return false;
  // before the app has registered its probe, or when it fails, a project page is taken as
  // private: keeping one from a cache for a moment costs little, sharing a private one much
  if (!probe) return true;
  try {
    return await probe(pathname);
  } catch {
    return true;
  }
}

/** @param {import('node:http').ServerResponse} res */
export function markPrivate(res) {
  res.setHeader('cache-control', PRIVATE_CACHE_CONTROL);
  res.setHeader('x-robots-tag', 'noindex');
  // Next sets its own Cache-Control while rendering: this one wins when the head is written
  onHeaders(res, () => {
    res.setHeader('cache-control', PRIVATE_CACHE_CONTROL);
    res.setHeader('x-robots-tag', 'noindex');
  });
}
