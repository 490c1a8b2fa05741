/**
 * What a public form's request records of where the visitor came from, in this order: the page,
 * the referrer and the UTM parameters (stored with each request, shown in the inbox, exported in
 * its CSV).
 */
export const SOURCE_KEYS = [
  'page',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
