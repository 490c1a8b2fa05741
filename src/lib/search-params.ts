/** A search parameter as Next.js hands it to a page: absent, once, or repeated. */
export type SearchParam = string | string[] | undefined;

/**
 * The first value of a search parameter (`?tab=spam&tab=all` reads as 'spam'), or `fallback`
 * when it has none.
 */
export function firstParam(value: SearchParam): string | undefined;
export function firstParam(value: SearchParam, fallback: string): string;
export function firstParam(value: SearchParam, fallback?: string): string | undefined {
  return (Array.isArray(value) ? value[0] : value) ?? fallback;
}
