import { firstParam, type SearchParam } from '@/lib/search-params';

/** Longest query honoured; longer input is cut, so a pasted essay cannot make an expensive scan. */
export const MAX_QUERY_LENGTH = 100;
const MAX_TERMS = 6;

// C0 and C1 controls: PostgreSQL refuses NUL in a parameter, and none of them can match a title
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;

/** Escapes LIKE wildcards so the visitor's % and _ match themselves (used with ESCAPE '\'). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** The words of a query: trimmed, de-duplicated, at most six, each a `%word%` ILIKE pattern. */
export function searchPatterns(query: string): string[] {
  const words = query
    .replace(CONTROL, ' ')
    .slice(0, MAX_QUERY_LENGTH)
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS).map((word) => `%${escapeLike(word)}%`);
}

/** The q parameter as searched, and whether it had to be cut to MAX_QUERY_LENGTH. */
export function readQuery(raw: SearchParam): { q: string; cut: boolean } {
  const whole = firstParam(raw, '').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  return { q: whole.slice(0, MAX_QUERY_LENGTH).trim(), cut: whole.length > MAX_QUERY_LENGTH };
}

export function normaliseQuery(raw: SearchParam): string {
  return readQuery(raw).q;
}
