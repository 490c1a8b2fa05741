// `npm run restore -- FILE [--force]`: restores an archive written by `npm run backup` into the
// configured site: DATABASE_URL (PostgreSQL) or the embedded database in DATA_DIR, media into
// STORAGE. An archive from either engine restores onto either: this is how a site moves from the
// embedded database to a PostgreSQL server. Every refusal leaves the target as it was.
import path from 'node:path';
import { ConfigError, parseEnv } from '@/env';
import { acquireLock, DataDirLockedError, lockHolder } from '@/server/db/lock';
import { databaseTemplateDir } from '@/server/db/pglite-memory';
import { getStorage } from '@/server/storage';
import { restoreSite, RestoreRefused } from '@/server/backup/restore';
import { describeManifest, fail } from './lib/cli';

const USAGE = `Usage: npm run restore -- FILE [--force]

Restores the site from FILE (written by npm run backup) into the configured database and media
store. Refuses when the target already holds a site, unless --force, which replaces it.`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const force = args.includes('--force');
const files = args.filter((a) => a !== '--force');
if (files.length !== 1 || files[0]!.startsWith('-')) fail(USAGE, 2);
const file = path.resolve(files[0]!);

try {
  const config = parseEnv(process.env);
  // the data directory holds the embedded database and local media: it must be this process's alone
  if (!config.DATABASE_URL || config.STORAGE === 'local') {
    const server = lockHolder(config.DATA_DIR);
    if (server !== null) {
      fail(
        `The site's server (process ${server}) is using ${path.resolve(config.DATA_DIR)}; stop it, then restore.`,
      );
    }
    acquireLock(config.DATA_DIR);
  }
  const result = await restoreSite(
    file,
    {
      dataDir: config.DATA_DIR,
      databaseUrl: config.DATABASE_URL,
      s3: config.STORAGE === 's3' ? getStorage() : undefined,
      authSecret: config.AUTH_SECRET,
      // the build's empty database, as a first start uses it
      template: databaseTemplateDir(),
    },
    { force },
  );
  const target = config.DATABASE_URL
    ? 'the PostgreSQL database at DATABASE_URL'
    : `the embedded database in ${path.resolve(config.DATA_DIR)}`;
  console.log(
    `Restored ${describeManifest(result.manifest)} (backed up ${result.manifest.createdAt}) into ${target}. Start the site with npm start.`,
  );
  if (result.warning) console.error(`Warning: ${result.warning}`);
} catch (error) {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof RestoreRefused
  )
    fail(error.message);
  fail(`The restore failed: ${error instanceof Error ? error.message : String(error)}`);
}
