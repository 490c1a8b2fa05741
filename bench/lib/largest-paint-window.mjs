// What a page had finished loading when Chromium painted its largest element, as Lighthouse
// observed it (unthrottled, on the bench's localhost). Lighthouse's simulated LCP (Lantern) replays
// the requests that finished before that moment on its slow-4G model, so these bytes are the ones
// the LCP row is made of: the bare page's first paint comes before its largest script has arrived,
// a page of the site paints after its fonts, stylesheets and scripts are in (bench/README.md,
// "Targets: where they end").

/** @typedef {'document' | 'stylesheets' | 'fonts' | 'images' | 'scripts' | 'other'} Kind */

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
 * @param {any} lhr
 * @returns {{ observedMs: number, requests: number, bytes: Record<Kind, number> } | null}
 */
export function beforeLargestPaint(lhr) {
  const observed = lhr?.audits?.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  const requests = lhr?.audits?.['network-requests']?.details?.items;
  if (typeof observed !== 'number' || !Array.isArray(requests)) return null;
  const bytes = /** @type {Record<Kind, number>} */ (
    Object.fromEntries(KINDS.map((kind) => [kind, 0]))
  );
  let count = 0;
  for (const request of requests) {
    if (request.finished === false || !(request.networkEndTime <= observed)) continue;
    bytes[KIND_OF[request.resourceType] ?? 'other'] += request.transferSize ?? 0;
    count += 1;
  }
  return { observedMs: Math.round(observed), requests: count, bytes };
}
