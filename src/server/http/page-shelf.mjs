// The pages the page cache holds, bounded twice: so many pages and so many bytes of bodies.
// When either bound is reached the page asked for least recently goes first (each replay moves
// its page to the back of the line): addresses made up by the thousand, each one a page of its
// own and each asked for once, push out each other, not the pages visitors keep asking for.
import { bytesOf } from './cached-page.mjs';

/** @typedef {import('./cached-page.mjs').Entry} Entry */

/**
 * @param {{ maxEntries: number, maxBytes: number }} bounds
 */
export function createPageShelf({ maxEntries, maxBytes }) {
  /** @type {Map<string, Entry>} a Map keeps its keys in the order they were set */
  const entries = new Map();
  let bytes = 0;

  /** @param {string} key */
  function drop(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= bytesOf(entry);
  }

  /** Lets go of the least recently asked-for pages (the Map's first) until both bounds hold. */
  function makeRoom() {
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) return;
      drop(key);
    }
  }

  return {
    /** @param {string} key */
    get: (key) => entries.get(key),
    /** @param {string} key */
    has: (key) => entries.has(key),
    drop,
    /**
     * Holds entry as key's page, the most recently asked-for.
     * @param {string} key @param {Entry} entry
     */
    hold(key, entry) {
      drop(key);
      entries.set(key, entry);
      bytes += bytesOf(entry);
      makeRoom();
    },
    /**
     * key's page was asked for now, and grew by `added` bytes (a plain copy made for it): the
     * last to be let go.
     * @param {string} key @param {Entry} entry @param {number} [added]
     */
    touch(key, entry, added = 0) {
      entries.delete(key);
      entries.set(key, entry);
      if (added === 0) return;
      bytes += added;
      makeRoom();
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    size: () => entries.size,
    bytes: () => bytes,
  };
}
