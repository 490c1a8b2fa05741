import 'server-only';
import { getDb } from '@/server/db';
import { env } from '@/env';
import { getStorage } from '@/server/storage';
import { sweepAttachments } from '@/server/attachments/sweep';
import { periodicJob, type PeriodicJob } from '@/server/periodic-job';
import { prunePass } from './prune';
import { logger } from '@/server/log.mjs';

const log = logger('maintenance');

// The maintenance job: started at boot, it runs a pruning pass shortly after
// the start and then every hour. Every instance ticks; the pass's claim row
// lets one of them do the work per interval (ADR 008).

const FIRST_RUN_MS = 60_000;
const EVERY_MS = 60 * 60_000;

async function maintenancePass(): Promise<void> {
  const db = await getDb();
  const outcome = await prunePass(db, {
    spamRetentionDays: env().SPAM_RETENTION_DAYS,
  });
  if (!outcome.ran) return;
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

/** Starts this process's maintenance job (once; later calls return the same one). */
export function startMaintenance(
  options: { firstRunMs?: number; everyMs?: number } = {},
): PeriodicJob {
  return periodicJob({
    key: 'maintenance',
    firstRunMs: options.firstRunMs ?? FIRST_RUN_MS,
    everyMs: options.everyMs ?? EVERY_MS,
    pass: maintenancePass,
    log,
    failure: 'a pass failed',
  });
}
