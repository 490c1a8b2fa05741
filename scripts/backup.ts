// `npm run backup -- FILE`: writes an archive of the configured site (database and media) to FILE.
// While the server runs on the embedded database it holds the data directory, so the archive is
// asked of the server itself (src/server/backup/control.ts); otherwise this process opens the
// database (PostgreSQL: alongside a running server) and writes it.
import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ConfigError, parseEnv } from '@/env';
import { acquireLock, DataDirLockedError, lockHolder } from '@/server/db/lock';
import { connect } from '@/server/db/connect';
import { getStorage } from '@/server/storage';
import { existingAuthSecret } from '@/server/auth/secret';
import { requestBackup } from '@/server/backup/control';
import { ArchiveError, readArchive } from '@/server/backup/read-archive';
import { transactionsOf } from '@/server/db/raw-sql';
import { writeBackup } from '@/server/backup/write-archive';
import { describeManifest, fail } from './lib/cli';

const USAGE = `Usage: npm run backup -- FILE

Writes one archive of the site (every table, every media file, a checksummed manifest) to FILE.
Works while the site runs. Restore it with: npm run restore -- FILE`;

const args = process.argv.slice(2);
if (args[0] === '--help' || args[0] === '-h') {
  console.log(USAGE);
  process.exit(0);
}
if (args.length !== 1 || args[0]!.startsWith('-')) fail(USAGE, 2);
const file = path.resolve(args[0]!);
const partial = `${file}.partial`;

try {
  const config = parseEnv(process.env);
  const server = config.DATABASE_URL ? null : lockHolder(config.DATA_DIR);
  if (server !== null) {
    const response = await requestBackup(config.DATA_DIR).catch((error: Error) =>
      fail(
        `The site's server (process ${server}) holds ${path.resolve(config.DATA_DIR)} but did not answer (${error.message}).`,
      ),
    );
    if (response.statusCode !== 200) {
      const text = (await response.toArray()).join('').trim();
      fail(
        `The site's server could not write the backup: ${text || `status ${response.statusCode}`}`,
      );
    }
    await pipeline(response, createWriteStream(partial));
  } else {
    if (!config.DATABASE_URL) acquireLock(config.DATA_DIR);
    const conn = await connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    try {
      await writeBackup(createWriteStream(partial), {
        engine: conn.kind,
        inTransaction: transactionsOf(conn),
        storage: getStorage(),
        authSecret: existingAuthSecret(config.AUTH_SECRET, config.DATA_DIR),
        tmpDir: path.dirname(file),
      });
    } finally {
      await conn.close();
    }
  }
  // read back whole before it takes the name: a file called FILE is a good archive
  const manifest = await readArchive(partial);
  await rename(partial, file);
  const { size } = await stat(file);
  console.log(
    `Backed up ${describeManifest(manifest)} to ${file} (${(size / 1024 / 1024).toFixed(1)} MB).`,
  );
} catch (error) {
  await rm(partial, { force: true });
  if (error instanceof ConfigError || error instanceof DataDirLockedError) fail(error.message);
  if (error instanceof ArchiveError)
    fail(`The backup came out incomplete (${error.message}); nothing was written to ${file}.`);
  fail(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
}
