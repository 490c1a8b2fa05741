import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '@/server/db';
import { registerMissCounter } from '@/server/http-bridge';
import { logger } from '@/server/log.mjs';
import { beforeShutdown } from '@/server/shutdown';
import { addressKey } from './paths';

// Redirect hits and missed addresses are counted in memory as they happen and written in one
// statement each every 15 seconds (and at a stop), as the visitor numbers are: a flood of old
// links or made-up addresses costs no write per request. Missed addresses are kept per day,
// one row per address, for 90 days; a day takes at most so many new addresses per process, so
// a scanner trying thousands of paths cannot fill the table.

const FLUSH_MS = 15_000;
const MAX_NEW_PATHS_PER_DAY = 1_000;
const KEEP_DAYS = 90;

type Hit = { n: number; last: Date };

export class AddressTally {
  private hits = new Map<number, Hit>();
  private misses = new Map<string, number>();
  private day = '';
  private seenToday = new Set<string>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  hit(id: number): void {
    const at = this.now();
    const hit = this.hits.get(id) ?? { n: 0, last: at };
    hit.n++;
    hit.last = at;
    this.hits.set(id, hit);
  }

  miss(path: string): void {
    const day = this.now().toISOString().slice(0, 10);
    if (day !== this.day) {
      this.day = day;
      this.seenToday.clear();
    }
    const key = addressKey(path);
    if (!this.seenToday.has(key)) {
      if (this.seenToday.size >= MAX_NEW_PATHS_PER_DAY) return;
      this.seenToday.add(key);
    }
    const id = `${day}\u0000${key}`;
    this.misses.set(id, (this.misses.get(id) ?? 0) + 1);
  }

  /** What was counted since the last call (then forgotten here). */
  take() {
    const taken = { hits: this.hits, misses: this.misses };
    this.hits = new Map();
    this.misses = new Map();
    return taken;
  }

  /** Puts back what could not be written, to be tried with the next batch. */
  restore({ hits, misses }: ReturnType<AddressTally['take']>): void {
    for (const [id, hit] of hits) {
      const now = this.hits.get(id);
      this.hits.set(id, now ? { n: now.n + hit.n, last: now.last } : hit);
    }
    for (const [id, n] of misses) this.misses.set(id, (this.misses.get(id) ?? 0) + n);
  }
}

/** Adds a batch to what the database holds. */
export async function writeTallies(db: Db, batch: ReturnType<AddressTally['take']>) {
  if (batch.hits.size > 0) {
    const values = sql.join(
      [...batch.hits].map(
        ([id, h]) => sql`(${id}::int, ${h.n}::int, ${h.last.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      update redirects as r
         set hits = r.hits + v.n, last_hit_at = greatest(coalesce(r.last_hit_at, v.at), v.at)
        from (values ${values}) as v(id, n, at)
       where r.id = v.id`);
  }
  if (batch.misses.size > 0) {
    const values = sql.join(
      [...batch.misses].map(([id, n]) => {
        const [day, path] = id.split('\u0000') as [string, string];
        return sql`(${day}::date, ${path}, ${n}::int)`;
      }),
      sql`, `,
    );
    await db.execute(sql`
      insert into missed_addresses as m (day, path, hits) values ${values}
      on conflict (day, path) do update set hits = m.hits + excluded.hits`);
  }
}

/** Drops missed addresses older than what the Redirects screen could ever show again. */
export async function pruneMissed(db: Db, today = new Date()): Promise<void> {
  const cutoff = new Date(today.getTime() - KEEP_DAYS * 86_400_000).toISOString().slice(0, 10);
  await db.execute(sql`delete from missed_addresses where day < ${cutoff}::date`);
}

type Counter = {
  tally: AddressTally;
  flush: () => Promise<void>;
  /** Writes everything counted so far, also what came in while a write was under way. */
  settle: () => Promise<void>;
  stop: () => void;
};
const state = globalThis as { __addressCounter?: Counter };

const log = logger('addresses');

/** The process's counter: registered with the HTTP layer, written every 15 seconds and at a stop. */
export function addressCounter(): Counter {
  if (state.__addressCounter) return state.__addressCounter;
  const tally = new AddressTally();
  let writing: Promise<void> | null = null;
  let pruned = '';
  const flush = () =>
    (writing ??= (async () => {
      const batch = tally.take();
      try {
        const db = await getDb();
        await writeTallies(db, batch);
        const today = new Date().toISOString().slice(0, 10);
        if (pruned !== today) {
          pruned = today;
          await pruneMissed(db);
        }
      } catch (error) {
        tally.restore(batch);
        log.error({ err: error }, 'counts not written');
      }
    })().finally(() => {
      writing = null;
    }));
  registerMissCounter((path) => tally.miss(path));
  const timer = setInterval(flush, FLUSH_MS);
  timer.unref?.();
  // a write under way took only what was counted before it, so the rest go in one more
  const settle = async () => {
    await flush();
    await flush();
  };
  const forget = beforeShutdown(settle);
  const counter: Counter = {
    tally,
    flush,
    settle,
    stop: () => {
      clearInterval(timer);
      forget();
      state.__addressCounter = undefined;
    },
  };
  state.__addressCounter = counter;
  return counter;
}
