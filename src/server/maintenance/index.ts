import 'server-only';
import { getDb } from '@/server/db';
import { env } from '@/env';
import { beforeShutdown } from '@/server/shutdown';
import { getStorage } from '@/server/storage';
import { sweepAttachments } from '@/server/attachments/sweep';
import { prunePass } from './prune';
import { logger } from '@/server/log.mjs';

const log = logger('maintenance');

// The maintenance job: started at boot, it runs a pruning pass shortly after
// the start and then every hour. Every instance ticks; the pass's claim row
// lets one of them do the work per interval (ADR 008).

const FIRST_RUN_MS = 60_000;
const EVERY_MS = 60 * 60_000;

/** `stop` resolves once a pass under way has finished. */
type Job = { stop: () => Promise<void>; runNow: () => Promise<void> };
const state = globalThis as { __maintenance?: Job };

/** Starts this process's maintenance job (once; later calls return the same one). */
export function startMaintenance(options: { firstRunMs?: number; everyMs?: number } = {}): Job {
  if (state.__maintenance) return state.__maintenance;
  let stopped = false;
  let running: Promise<void> | null = null;

  const runNow = () =>
    (running ??= (async () => {
      if (stopped) return;
      try {
        const db = await getDb();
        const outcome = await prunePass(db, {
          spamRetentionDays: env().SPAM_RETENTION_DAYS,
        });
        if (outcome.ran) {
          // files staged a day ago and never sent, and those of the requests just purged
          const files = await sweepAttachments(db, getStorage());
          const removed = Object.entries({
            ...outcome.deleted,
            'staged files': files.staged,
            'files of deleted requests': files.detached,
            'stray files': files.orphans,
          }).filter(([, n]) => n > 0);
          if (removed.length > 0) {
            log.info(`removed ${removed.map(([k, n]) => `${n} ${k}`).join(', ')}`);
          }
        }
      } catch (error) {
        log.error({ err: error }, 'a pass failed');
      }
    })().finally(() => {
      running = null;
    }));

  const first = setTimeout(runNow, options.firstRunMs ?? FIRST_RUN_MS);
  first.unref?.();
  const timer = setInterval(runNow, options.everyMs ?? EVERY_MS);
  timer.unref?.();

  const job: Job = {
    runNow,
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      forget();
      state.__maintenance = undefined;
      await running;
    },
  };
  const forget = beforeShutdown(job.stop);
  state.__maintenance = job;
  return job;
}
