import 'server-only';
import { env } from '@/env';
import { getDb } from '@/server/db';
import { beforeShutdown } from '@/server/shutdown';
import { logger } from '@/server/log.mjs';
import { sendDueReminders } from './reminders';

// The reminder job: every instance looks once a minute; the claim in sendDueReminders gives
// each call's reminder to one of them.

const EVERY_MS = 60_000;

type Job = { stop: () => Promise<void>; runNow: () => Promise<void> };
const state = globalThis as { __bookingReminders?: Job };

const log = logger('booking');

/** Starts this process's reminder job (once; later calls return the same one). */
export function startBookingJobs(options: { everyMs?: number } = {}): Job {
  if (state.__bookingReminders) return state.__bookingReminders;
  let running: Promise<void> | null = null;
  let stopped = false;
  const runNow = () =>
    (running ??= (async () => {
      if (stopped) return;
      try {
        const config = env();
        const sent = await sendDueReminders(await getDb(), {
          siteUrl: config.SITE_URL,
          ownerEmail: config.OWNER_EMAIL,
        });
        if (sent > 0) log.info(`${sent} reminder${sent === 1 ? '' : 's'} queued`);
      } catch (error) {
        log.error({ err: error }, 'reminder pass failed');
      }
    })().finally(() => {
      running = null;
    }));
  const timer = setInterval(runNow, options.everyMs ?? EVERY_MS);
  timer.unref?.();
  const job: Job = {
    runNow,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      forget();
      state.__bookingReminders = undefined;
      await running;
    },
  };
  const forget = beforeShutdown(job.stop);
  state.__bookingReminders = job;
  return job;
}
