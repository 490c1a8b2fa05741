import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '#test/databases';
import { emptiedForEachTest } from '#test/emptied-database';
import type { Connection } from '@/server/db/connect';
import { localStorageAt } from '@/server/storage';
import { backUpInto, claimBackup, listBackups } from './automatic';
import { readArchive } from './read-archive';
import { transactionsOf } from '@/server/db/raw-sql';

// Automatic backups: each one whole under its final name, the newest BACKUP_KEEP kept, and one
// instance at a time taking the one that is due.

describe.each(testDatabases())('automatic backups on $name', ({ open }) => {
  let conn: Connection;
  let dir: string;
  const fresh = emptiedForEachTest(open);
  beforeEach(async () => {
    conn = await fresh();
    dir = await mkdtemp(path.join(os.tmpdir(), 'auto-backup-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const source = () => ({
    engine: conn.kind,
    inTransaction: transactionsOf(conn),
    storage: localStorageAt(path.join(dir, 'site')),
  });

  it('keeps the newest archives, each one whole, and nothing half-written', async () => {
    const folder = path.join(dir, 'backups');
    const taken = [];
    // archives are named to the second: each one is taken a second after the one before
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (let i = 0; i < 3; i++) {
        vi.setSystemTime(start + i * 1000);
        taken.push(await backUpInto(folder, 2, source()));
      }
    } finally {
      vi.useRealTimers();
    }
    const kept = await listBackups(folder);
    expect(kept.map((b) => b.name)).toEqual([taken[2]!.name, taken[1]!.name]);
    expect(await readdir(folder)).toHaveLength(2);
    for (const backup of kept)
      await expect(readArchive(path.join(folder, backup.name))).resolves.toBeTruthy();
  });

  it('lets one claimer take a due backup, and gives the claim back when the backup fails', async () => {
    const hour = 60 * 60_000;
    const claims = await Promise.all([
      claimBackup(conn.db, hour),
      claimBackup(conn.db, hour),
      claimBackup(conn.db, hour),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimBackup(conn.db, hour)).toBeNull();

    await claims.find(Boolean)!();
    const again = await claimBackup(conn.db, hour);
    expect(again).not.toBeNull();
    await conn.db.execute(
      sql`update job_runs set last_run_at = now() - interval '2 hours' where name = 'backup'`,
    );
    const undo = await claimBackup(conn.db, hour);
    await undo!();
    const [row] = (
      await conn.db.execute<{ overdue: boolean }>(
        sql`select last_run_at < now() - interval '1 hour' as overdue from job_runs where name = 'backup'`,
      )
    ).rows;
    expect(row!.overdue).toBe(true);
  });
});
