import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { readArchive } from './read-archive';
import { writeBackup, type BackupSource } from './write-archive';

// Automatic backups: archives in one folder, named by the time they were taken, the newest
// BACKUP_KEEP kept. An archive is written under a temporary name and read back whole before it
// takes its real one, so every listed archive is a good one and the newest is the last success.

const NAME = /^site-backup-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)\.tar$/;
const JOB = 'backup';

export type StoredBackup = { name: string; size: number; takenAt: Date };

export const archiveName = (at: Date) =>
  `site-backup-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar`;

export function isArchiveName(name: string): boolean {
  return NAME.test(name);
}

/** The folder's archives, newest first. */
export async function listBackups(dir: string): Promise<StoredBackup[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const found: StoredBackup[] = [];
  for (const name of names) {
    const match = NAME.exec(name);
    if (!match) continue;
    const [day, time] = match[1]!.split('T');
    const takenAt = new Date(`${day}T${time!.replaceAll('-', ':')}`);
    const size = await stat(path.join(dir, name)).then(
      (s) => s.size,
      () => null,
    );
    if (size !== null) found.push({ name, size, takenAt });
  }
  return found.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/** Writes one archive into `dir` and removes the oldest beyond `keep`. */
export async function backUpInto(
  dir: string,
  keep: number,
  source: BackupSource,
): Promise<StoredBackup> {
  await mkdir(dir, { recursive: true });
  const takenAt = new Date();
  const name = archiveName(takenAt);
  const partial = path.join(dir, `.${name}.partial`);
  try {
    await writeBackup(createWriteStream(partial), { ...source, tmpDir: source.tmpDir ?? dir });
    await readArchive(partial);
    await rename(partial, path.join(dir, name));
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  for (const old of (await listBackups(dir)).slice(keep))
    await rm(path.join(dir, old.name), { force: true });
  const { size } = await stat(path.join(dir, name));
  return { name, size, takenAt };
}

/**
 * Claims the next automatic backup among every instance of the site: true for exactly one caller
 * once `intervalMs` has passed since the last claim. Returns the claim's undo, for a failed run.
 */
export async function claimBackup(
  db: Db,
  intervalMs: number,
): Promise<(() => Promise<void>) | null> {
  const result = await db.execute<{ previous: string | null }>(sql`
    with before as (select last_run_at from job_runs where name = ${JOB})
    insert into job_runs as j (name, last_run_at, runs) values (${JOB}, now(), 1)
    on conflict (name) do update set last_run_at = now(), runs = j.runs + 1
      where j.last_run_at <= now() - (${intervalMs}::bigint * interval '1 millisecond')
    returning (select last_run_at::text from before) as previous`);
  if (result.rows.length === 0) return null;
  const previous = result.rows[0]!.previous;
  return async () => {
    await db.execute(
      previous === null
        ? sql`delete from job_runs where name = ${JOB}`
        : sql`update job_runs set last_run_at = ${previous}::timestamptz where name = ${JOB}`,
    );
  };
}
