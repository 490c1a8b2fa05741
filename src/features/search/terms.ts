/** Longest query honoured; longer input is cut, so a pasted essay cannot make an expensive scan. */
export const MAX_QUERY_LENGTH = 100;
const MAX_TERMS = 6;

/** Escapes LIKE wildcards so the visitor's % and _ match themselves (used with ESCAPE '\'). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** The words of a query: trimmed, de-duplicated, at most six, each a `%word%` ILIKE pattern. */
export function searchPatterns(query: string): string[] {
  const words = query.slice(0, MAX_QUERY_LENGTH).toLowerCase().split(/\s+/).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS).map((word) => `%${escapeLike(word)}%`);
}

export function normaliseQuery(raw: string | string[] | undefined): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}
