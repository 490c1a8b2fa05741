// A Google tag measurement id, as the tag accepts it. Site Settings validates with this
// and the Analytics component renders only ids that pass it, so an id the owner can save
// is always one the site uses. It is also the only value ever written into a script.
export const ANALYTICS_ID = /^(G|GT|UA|AW)-[A-Z0-9-]{4,20}$/i;

/** True when the id from site settings is one the Google tag accepts. */
export function isAnalyticsId(id: string | null | undefined): id is string {
  return typeof id === 'string' && ANALYTICS_ID.test(id.trim());
}
