import 'server-only';
import { env } from '@/env';
import { getDb } from '@/server/db';
import { logger } from '@/server/log.mjs';
import { periodicJob, type PeriodicJob } from '@/server/periodic-job';
import { sendDueReminders } from './reminders';

// The reminder job: every instance looks once a minute; the claim in sendDueReminders gives
// each call's reminder to one of them.

const EVERY_MS = 60_000;

const log = logger('booking');

async function reminderPass(): Promise<void> {
  const config = env();
  const sent = await sendDueReminders(await getDb(), {
    siteUrl: config.SITE_URL,
    ownerEmail: config.OWNER_EMAIL,
  });
  if (sent > 0) log.info(`${sent} reminder${sent === 1 ? '' : 's'} queued`);
}

/** Starts this process's reminder job (once; later calls return the same one). */
export function startBookingJobs(options: { everyMs?: number } = {}): PeriodicJob {
  return periodicJob({
    key: 'bookingReminders',
    everyMs: options.everyMs ?? EVERY_MS,
    pass: reminderPass,
    log,
    failure: 'reminder pass failed',
  });
}
