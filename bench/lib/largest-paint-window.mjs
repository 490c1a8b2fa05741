// What a page had finished loading when Chromium painted its largest element, as Lighthouse
// observed it (unthrottled, on the bench's localhost). Lighthouse's simulated LCP (Lantern) replays
// the requests that finished before that moment on its slow-4G model, so these bytes are the ones
// the LCP row is made of: the bare page's first paint comes before its largest script has arrived,
// a page of the site paints after its fonts, stylesheets and scripts are in (bench/README.md,
// "Targets: where they end").

/** @typedef {'document' | 'stylesheets' | 'fonts' | 'images' | 'scripts' | 'other'} Kind */
/**
 * What is read of a Lighthouse result (`import('lighthouse').Result` is one).
 * @typedef {{ audits?: Record<string, { details?: unknown } | undefined> }} Audited
 */

/** @type {Kind[]} */
export const KINDS = ['document', 'stylesheets', 'fonts', 'images', 'scripts', 'other'];

/** @type {Record<string, Kind>} */
const KIND_OF = {
  Document: 'document',
  Stylesheet: 'stylesheets',
  Font: 'fonts',
  Image: 'images',
  Script: 'scripts',
};

/**
 * The requests of a Lighthouse result that had finished by its observed largest paint, their
 * bytes as sent, by kind; null when the result lacks either.
 * @param {Audited} lhr
 * @returns {{ observedMs: number, requests: number, bytes: Record<Kind, number> } | null}
 */
export function beforeLargestPaint(lhr) {
  const observed = detailItems(lhr, 'metrics')[0]?.observedLargestContentfulPaint;
  const requests = detailItems(lhr, 'network-requests');
  if (typeof observed !== 'number' || requests.length === 0) return null;
  const bytes = /** @type {Record<Kind, number>} */ (
    Object.fromEntries(KINDS.map((kind) => [kind, 0]))
  );
  let count = 0;
  for (const request of requests) {
    if (request.finished === false || !((request.networkEndTime ?? Infinity) <= observed)) continue;
    bytes[KIND_OF[request.resourceType ?? ''] ?? 'other'] += request.transferSize ?? 0;
    count += 1;
  }
  return { observedMs: Math.round(observed), requests: count, bytes };
}

/**
 * The fields read here of the items of the `metrics` and `network-requests` audits (a table
 * each; Lighthouse types their items per audit as a union).
 * @typedef {{ observedLargestContentfulPaint?: number, finished?: boolean, networkEndTime?: number, resourceType?: string, transferSize?: number }} Item
 * @param {Audited} lhr
 * @param {string} id
 * @returns {Item[]}
 */
function detailItems(lhr, id) {
  const details = /** @type {{ items?: unknown } | undefined} */ (lhr?.audits?.[id]?.details);
  return Array.isArray(details?.items) ? /** @type {Item[]} */ (details.items) : [];
}
