import { createHash, randomBytes } from 'node:crypto';
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

export class Tally {
  private day = '';
  private salt = Buffer.alloc(0);
  private seen = new Set<string>();
  private pending = new Map<string, Row>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  add(view: PageView): void {
    const day = this.now().toISOString().slice(0, 10);
    if (day !== this.day) {
      this.day = day;
      this.salt = randomBytes(32); // yesterday's salt is gone with this assignment
      this.seen.clear();
    }
    const visitor = createHash('sha256')
      .update(this.salt)
      .update(view.address)
      .update('\n')
      .update(view.userAgent)
      .digest('base64url')
      .slice(0, 22);
    const source = view.utmSource ?? view.referrerHost ?? '(direct)';
    const dimensions: [string, string][] = [
      ['site', ''],
      ['page', view.path],
      ['source', source],
    ];
    if (view.referrerHost) dimensions.push(['referrer', view.referrerHost]);
    for (const [dimension, key] of dimensions) {
      const id = `${day}\u0000${dimension}\u0000${key}`;
      const row = this.pending.get(id) ?? { day, dimension, key, views: 0, visitors: 0 };
      row.views++;
      const mark = `${dimension}\u0000${key}\u0000${visitor}`;
      if (!this.seen.has(mark) && this.seen.size < MAX_SEEN) {
        this.seen.add(mark);
        row.visitors++;
      }
      this.pending.set(id, row);
    }
  }

  /** The totals gathered since the last call (then forgotten here). */
  take(): Row[] {
    const rows = [...this.pending.values()];
    this.pending = new Map();
    return rows;
  }

  /** Puts totals back when writing them failed, so the next batch carries them. */
  restore(rows: Row[]): void {
    for (const r of rows) {
      const id = `${r.day}\u0000${r.dimension}\u0000${r.key}`;
      const row = this.pending.get(id);
      if (row) {
        row.views += r.views;
        row.visitors += r.visitors;
      } else this.pending.set(id, { ...r });
    }
  }
}
