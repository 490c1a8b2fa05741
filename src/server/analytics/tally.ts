import * as crypto from 'node:crypto';
import type { PageView } from '@studio/http-bridge';

// Visitor numbers without cookies and without storing addresses, the way
// Plausible and Fathom count: a visitor is a hash of a salt, the address and
// the browser's user agent; the salt is random, made for one (UTC) day and
// kept only in this process's memory, so after midnight nobody (the owner
// included) can tell whether two days' hashes were the same person. The hashes
// themselves never leave memory either: what is written is per-day totals.
// (A restart, or a second instance, starts with its own salt: a returning
// visitor may then be counted once more that day.)

export type Row = { day: string; dimension: string; key: string; views: number; visitors: number };

/** Unique hashes kept per day, at most: past it, views still count but visitors no longer grow. */
const MAX_SEEN = 500_000;
/**
 * Pages, sources and referrers kept a day, at most: a visitor names the latter two, so past it
 * a new one's views still count, batch by batch, but not its visitors.
 */
const MAX_KEYS = 50_000;
const DAY_MS = 86_400_000;

/** A text's SHA-256 in base64url: one call where Node has one (20.12 and later). */
const sha256: (text: string) => string =
  typeof crypto.hash === 'function'
    ? (text) => crypto.hash('sha256', text, 'base64url')
    : (text) => crypto.createHash('sha256').update(text).digest('base64url');

/** One page, source or referrer of today: its totals not yet taken, the visitors it has had. */
type Entry = { dimension: string; key: string; row: Row | null; visitors: Set<string> | null };

/**
 * Counts every public page view, the page cache's replays included, so nothing that can be kept
 * is made anew for a view: the day's bounds and salt, and each page's and source's totals, found
 * by their dimension and key rather than through a key made for each view.
 */
export class Tally {
  private day = '';
  private dayStarts = 0;
  private dayEnds = 0;
  private salt = '';
  private seen = 0;
  private entries = new Map<string, Map<string, Entry>>();
  private keys = 0;
  // the keys past MAX_KEYS, for the batch under way only
  private overflow = new Map<string, Entry>();
  private pending: Row[] = [];

  /** @param now the time in milliseconds since the epoch */
  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = MAX_KEYS,
  ) {}

  add(view: PageView): void {
    const at = this.now();
    if (at >= this.dayEnds || at < this.dayStarts) this.startDay(at);
    const visitor = sha256(`${this.salt}${view.address}\n${view.userAgent}`).slice(0, 22);
    this.count(this.entry('site', ''), visitor);
    this.count(this.entry('page', view.path), visitor);
    this.count(this.entry('source', view.utmSource ?? view.referrerHost ?? '(direct)'), visitor);
    if (view.referrerHost) this.count(this.entry('referrer', view.referrerHost), visitor);
  }

  /** The totals gathered since the last call (then forgotten here). */
  take(): Row[] {
    const rows = this.pending;
    this.pending = [];
    for (const keys of this.entries.values()) for (const entry of keys.values()) entry.row = null;
    this.overflow.clear();
    return rows;
  }

  /** Puts totals back when writing them failed, so the next batch carries them. */
  restore(rows: Row[]): void {
    const id = (r: Row) => `${r.day}\u0000${r.dimension}\u0000${r.key}`;
    const byId = new Map(this.pending.map((r) => [id(r), r]));
    for (const r of rows) {
      let row =
        byId.get(id(r)) ?? (r.day === this.day ? this.rowOf(this.entry(r.dimension, r.key)) : null);
      if (row) {
        row.views += r.views;
        row.visitors += r.visitors;
      } else {
        row = { ...r };
        this.pending.push(row);
      }
      byId.set(id(r), row);
    }
  }

  // a new (UTC) day: a new salt, yesterday's is gone with this assignment, and nobody seen yet
  private startDay(at: number): void {
    this.dayStarts = at - (at % DAY_MS);
    this.dayEnds = this.dayStarts + DAY_MS;
    this.day = new Date(this.dayStarts).toISOString().slice(0, 10);
    this.salt = crypto.randomBytes(32).toString('base64');
    this.entries.clear();
    this.overflow.clear();
    this.keys = 0;
    this.seen = 0;
  }

  private entry(dimension: string, key: string): Entry {
    let keys = this.entries.get(dimension);
    if (!keys) this.entries.set(dimension, (keys = new Map()));
    let entry = keys.get(key);
    if (entry) return entry;
    if (this.keys >= this.maxKeys) {
      const id = `${dimension}\u0000${key}`;
      entry = this.overflow.get(id);
      if (!entry) this.overflow.set(id, (entry = { dimension, key, row: null, visitors: null }));
      return entry;
    }
    this.keys++;
    keys.set(key, (entry = { dimension, key, row: null, visitors: new Set() }));
    return entry;
  }

  /** The entry's totals not yet taken, begun when there are none. */
  private rowOf(entry: Entry): Row {
    if (entry.row) return entry.row;
    const row: Row = {
      day: this.day,
      dimension: entry.dimension,
      key: entry.key,
      views: 0,
      visitors: 0,
    };
    this.pending.push(row);
    return (entry.row = row);
  }

  private count(entry: Entry, visitor: string): void {
    const row = this.rowOf(entry);
    row.views++;
    if (entry.visitors && this.seen < MAX_SEEN && !entry.visitors.has(visitor)) {
      entry.visitors.add(visitor);
      this.seen++;
      row.visitors++;
    }
  }
}
