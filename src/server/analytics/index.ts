import 'server-only';
import { sql } from 'drizzle-orm';
import bridge from '@studio/http-bridge';
import { getDb } from '@/server/db';
import type { Db } from '@/server/db/connect';
import { beforeShutdown } from '@/server/shutdown';
import { Tally, type Row } from './tally';
import { logger } from '@/server/log.mjs';

const log = logger('visitors');

// The app's side of the visitor numbers: the HTTP layer hands each public page
// view to `tally.add` (memory only, so a page served from the page cache costs
// no database write), and a timer writes the day's totals in one statement.

const FLUSH_MS = 15_000;

/** Adds a batch of per-day totals to what the database holds. */
export async function writeTotals(db: Db, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (r) => sql`(${r.day}::date, ${r.dimension}, ${r.key}, ${r.views}::int, ${r.visitors}::int)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    insert into visitor_daily as v (day, dimension, key, views, visitors) values ${values}
    on conflict (day, dimension, key) do update
      set views = v.views + excluded.views, visitors = v.visitors + excluded.visitors`);
}

type Counter = { flush: () => Promise<void>; stop: () => void };
const state = globalThis as { __visitorCounter?: Counter };

/** Registers the counter with the HTTP layer and starts its batch writer (once per process). */
export function startVisitorCounter(): Counter {
  if (state.__visitorCounter) return state.__visitorCounter;
  // the clock as Node made it: Next wraps Date for renders, which every counted view paid for
  const tally = new Tally(bridge.wallClock);
  let writing: Promise<void> | null = null;
  const flush = () =>
    (writing ??= (async () => {
      const rows = tally.take();
      try {
        await writeTotals(await getDb(), rows);
      } catch (error) {
        tally.restore(rows);
        log.error({ err: error }, 'the totals were not written');
      }
    })().finally(() => {
      writing = null;
    }));
  bridge.setViewCounter((view) => tally.add(view));
  const timer = setInterval(flush, FLUSH_MS);
  timer.unref?.();
  // a restart loses none of the views counted since the last write; a write under way took only
  // the views counted before it, so the rest go in one more
  const forget = beforeShutdown(async () => {
    await flush();
    await flush();
  });
  const counter: Counter = {
    flush,
    stop: () => {
      clearInterval(timer);
      forget();
      state.__visitorCounter = undefined;
    },
  };
  state.__visitorCounter = counter;
  return counter;
}
