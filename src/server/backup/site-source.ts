import 'server-only';
import path from 'node:path';
import { env } from '@/env';
import { getConnection } from '@/server/db';
import { getStorage } from '@/server/storage';
import { existingAuthSecret } from '@/server/auth/secret';
import { transactionsOf } from '@/server/db/raw-sql';
import type { BackupSource } from './write-archive';

/** The running site as a backup source: its database connection and its media store. */
export async function siteBackupSource(): Promise<BackupSource> {
  const conn = await getConnection();
  const config = env();
  return {
    authSecret: existingAuthSecret(config.AUTH_SECRET, config.DATA_DIR),
    engine: conn.kind,
    inTransaction: transactionsOf(conn),
    storage: getStorage(),
    // the dump waits on the same disk as the data, not in a small /tmp
    tmpDir: path.resolve(config.DATA_DIR),
  };
}
