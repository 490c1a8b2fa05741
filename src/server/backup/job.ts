import 'server-only';
import path from 'node:path';
import { env, type Env } from '@/env';
import { getDb } from '@/server/db';
import { backUpInto, claimBackup, listBackups, type StoredBackup } from './automatic';
import { siteBackupSource } from './site-source';
import { periodicJob, type PeriodicJob } from '@/server/periodic-job';
import { logger } from '@/server/log.mjs';

const log = logger('backup');

// The automatic backup job, started at boot: every few minutes each instance asks whether a backup
// is due (BACKUP_SCHEDULE since the last one); the claim lets one of them take it.

const FIRST_CHECK_MS = 2 * 60_000;
const CHECK_EVERY_MS = 10 * 60_000;

export function backupDir(config: Env = env()): string {
  // a folder of the operator's, not of the build: nothing in it belongs in the traced output
  return path.resolve(
    /* turbopackIgnore: true */ config.BACKUP_DIR ?? path.join(config.DATA_DIR, 'backups'),
  );
}

/** The automatic backups on this instance, newest first. */
export function storedBackups(): Promise<StoredBackup[]> {
  return listBackups(backupDir());
}

/** Takes the backup if it is due; resolves with it, or null when it was not this instance's to take. */
export async function backupIfDue(): Promise<StoredBackup | null> {
  const config = env();
  if (config.BACKUP_SCHEDULE === null) return null;
  const undo = await claimBackup(await getDb(), config.BACKUP_SCHEDULE);
  if (!undo) return null;
  try {
    const stored = await backUpInto(
      backupDir(config),
      config.BACKUP_KEEP,
      await siteBackupSource(),
    );
    log.info(`wrote ${stored.name} (${(stored.size / 1024 / 1024).toFixed(1)} MB)`);
    return stored;
  } catch (error) {
    // the next check, here or on another instance, tries again
    await undo().catch(() => undefined);
    throw error;
  }
}

/** Starts this process's backup job (once; later calls return the same one). */
export function startBackupJob(): PeriodicJob {
  return periodicJob({
    key: 'backup',
    firstRunMs: FIRST_CHECK_MS,
    everyMs: CHECK_EVERY_MS,
    pass: async () => {
      await backupIfDue();
    },
    log,
    failure: 'an automatic backup failed',
  });
}
