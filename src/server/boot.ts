import 'server-only';
import { ConfigError, env } from '@/env';
import { DataDirLockedError } from './db/lock';
import { getDb } from './db';
import { seedIfEmpty } from './seed';
import { startCacheSync } from './cache-sync';
import { registerSite } from './http-bridge';
import { startMaintenance } from './maintenance';
import { startBackupJob } from './backup/job';
import { startControlServer } from './backup/control';
import { siteBackupSource } from './backup/site-source';
import { startVisitorCounter } from './analytics';
import { startAfterFirstPage } from './late-start';
import { beforeShutdown, registerShutdown } from './shutdown';
import { registerOperations } from './operations';
import { logger } from './log.mjs';

/** Runs once when the server starts: configuration, database, first-start content, background jobs. */
export async function boot(): Promise<void> {
  try {
    const config = env();
    registerSite();
    const db = await getDb();
    // a stop writes what is held in memory and closes the database (server.mjs)
    registerShutdown();
    // what /readyz and /metrics ask (src/server/http/operations.mjs)
    registerOperations();
    await seedIfEmpty(db, { dataDir: config.DATA_DIR });
    // its own connection to PostgreSQL is ended by a stop, like the pool's
    if (config.DATABASE_URL) beforeShutdown(await startCacheSync(config.DATABASE_URL));
    // expired sessions, tokens, throttle counters and old audit entries, hourly
    startMaintenance();
    // automatic backups; on the embedded database, also the command line's way to ask for one
    startBackupJob();
    if (!config.DATABASE_URL) await startControlServer(config.DATA_DIR, siteBackupSource);
    // cookieless visitor numbers: counted in memory per view, written in batches
    startVisitorCounter();
    // the mail worker and the owner account, at the first quiet moment: they load nodemailer
    // and better-auth, CPU time that no public page needs and that kept a later start's first
    // page waiting (ADR 016, bench/history.md). A sign-in or the back office starts
    // them sooner through getAuth; mail enqueued meanwhile waits in the outbox.
    startAfterFirstPage();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      // one clear line, no stack: these are the operator's to fix
      logger('boot').fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
}
