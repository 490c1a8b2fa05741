import 'server-only';
import { pageDataChanged } from './http-bridge';

// Public pages render per request from this in-process cache, so the database is
// read once per change rather than once per visit (docs/decisions/003-caching.md).
// Writes call invalidate(); other app instances hear of it through PostgreSQL
// NOTIFY (see ./cache-sync.ts), and a TTL bounds staleness if a message is lost.

export const TAGS = [
  'projects',
  'categories',
  'posts',
  'faq',
  'hero',
  'about',
  'services',
  'clients',
  'awards',
  'press',
  'pricing',
  'videos',
  'settings',
  'media',
  'booking',
  'redirects',
  'legal',
] as const;
export type Tag = (typeof TAGS)[number];

type Entry = { value: Promise<unknown>; tags: readonly Tag[]; expires: number };
type Store = { entries: Map<string, Entry>; listeners: Set<(tags: Tag[]) => void> };

const TTL_MS = 5 * 60_000;
const store: Store = ((globalThis as { __pageDataCache?: Store }).__pageDataCache ??= {
  entries: new Map(),
  listeners: new Set(),
});

/** Wraps a loader so its result is shared until one of its tags is invalidated. */
export function cached<A extends unknown[], R>(
  name: string,
  tags: readonly Tag[],
  loader: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return (...args: A) => {
    const key = `${name}:${JSON.stringify(args)}`;
    const hit = store.entries.get(key);
    const now = Date.now();
    if (hit && hit.expires > now) return hit.value as Promise<R>;
    const value = loader(...args);
    store.entries.set(key, { value, tags, expires: now + TTL_MS });
    // a failed read must not be remembered
    value.catch(() => {
      if (store.entries.get(key)?.value === value) store.entries.delete(key);
    });
    return value;
  };
}

/** Drops this process's cached reads for the tags, and its cached whole pages (server.mjs). */
export function dropLocal(tags: readonly Tag[]): void {
  for (const [key, entry] of store.entries) {
    if (entry.tags.some((t) => tags.includes(t))) store.entries.delete(key);
  }
  pageDataChanged();
}

/** Called by writes: drops cached reads here and tells the other instances. */
export function invalidate(...tags: Tag[]): void {
  dropLocal(tags);
  for (const listener of store.listeners) listener(tags);
}

/** Lets the cross-instance sync hear local invalidations. */
export function onInvalidate(listener: (tags: Tag[]) => void): () => void {
  store.listeners.add(listener);
  return () => store.listeners.delete(listener);
}
