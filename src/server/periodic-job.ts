import 'server-only';
import { beforeShutdown } from '@/server/shutdown';
import type { Log } from '@/server/log.mjs';

// The runner every periodic job of the server shares (maintenance, backups, reminders, the
// digest): each instance ticks on its own and the job's pass claims its work in the database, so
// all a runner holds is the clock. Its timers are unref'd, so they never keep a process alive,
// and a stop waits for the pass under way, so the database is not closed under it.

/** `stop` resolves once a pass under way has finished; `runNow` joins one under way. */
export type PeriodicJob = { stop: () => Promise<void>; runNow: () => Promise<void> };

export type PeriodicJobOptions = {
  /** names the job in this process: a second start under the same key returns the first job */
  key: string;
  everyMs: number;
  /** a first pass sooner than `everyMs` after the start */
  firstRunMs?: number;
  pass: () => Promise<void>;
  /** where a failed pass is logged, and the message it is logged with */
  log: Log;
  failure: string;
};

// on global state, so a module loaded again (a development server's reload) finds its job
const state = globalThis as { __periodicJobs?: Map<string, PeriodicJob> };
const jobs = (state.__periodicJobs ??= new Map());

/**
 * Starts a job that runs `pass` every `everyMs`, one pass at a time: a tick while a pass is
 * under way joins it rather than starting another. A failed pass is logged; the next tick runs.
 */
export function periodicJob(options: PeriodicJobOptions): PeriodicJob {
  const started = jobs.get(options.key);
  if (started) return started;
  let stopped = false;
  let running: Promise<void> | null = null;

  const runNow = () =>
    (running ??= (async () => {
      if (stopped) return;
      try {
        await options.pass();
      } catch (error) {
        options.log.error({ err: error }, options.failure);
      }
    })().finally(() => {
      running = null;
    }));

  const first =
    options.firstRunMs === undefined ? undefined : setTimeout(runNow, options.firstRunMs);
  first?.unref?.();
  const timer = setInterval(runNow, options.everyMs);
  timer.unref?.();

  const job: PeriodicJob = {
    runNow,
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      forget();
      jobs.delete(options.key);
      await running;
    },
  };
  const forget = beforeShutdown(job.stop);
  jobs.set(options.key, job);
  return job;
}
