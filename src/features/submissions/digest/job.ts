import 'server-only';
import { env } from '@/env';
import { getDb } from '@/server/db';
import { logger } from '@/server/log.mjs';
import { periodicJob, type PeriodicJob } from '@/server/periodic-job';
import { digestPass } from './run';

// The digest's clock: every instance looks once a minute whether today's digest is due; the
// claim in digest_runs lets one of them send it (run.ts).

const EVERY_MS = 60_000;
const log = logger('digest');

/** Starts this process's digest job (once; later calls return the same one). */
export function startDigestJob(everyMs = EVERY_MS): PeriodicJob {
  let warned = false;
  return periodicJob({
    key: 'digest',
    everyMs,
    pass: async () => {
      const outcome = await digestPass(await getDb(), { siteUrl: env().SITE_URL });
      if (outcome === 'sent') log.info("today's digest queued for the owner");
      if (outcome === 'no-address' && !warned)
        log.warn('no OWNER_EMAIL or contact e-mail: not sent');
      warned = outcome === 'no-address';
    },
    log,
    failure: 'a pass failed',
  });
}
