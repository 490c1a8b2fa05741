import 'server-only';
import { env } from '@/env';
import { backupDir, storedBackups } from '@/server/backup/job';
import type { StoredBackup } from '@/server/backup/automatic';

export type BackupsOverview = {
  /** 'daily', 'every 12 hours', or null when automatic backups are off */
  schedule: string | null;
  keep: number;
  dir: string;
  backups: StoredBackup[];
};

const HOUR = 60 * 60_000;

export function scheduleLabel(ms: number | null): string | null {
  if (ms === null) return null;
  if (ms === HOUR) return 'hourly';
  if (ms === 24 * HOUR) return 'daily';
  if (ms === 7 * 24 * HOUR) return 'weekly';
  return ms % (24 * HOUR) === 0 ? `every ${ms / (24 * HOUR)} days` : `every ${ms / HOUR} hours`;
}

export async function getBackupsOverview(): Promise<BackupsOverview> {
  const config = env();
  return {
    schedule: scheduleLabel(config.BACKUP_SCHEDULE),
    keep: config.BACKUP_KEEP,
    dir: backupDir(config),
    backups: await storedBackups(),
  };
}
