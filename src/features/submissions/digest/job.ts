import 'server-only';
import { env } from '@/env';
import { getDb } from '@/server/db';
import { logger } from '@/server/log.mjs';
import { beforeShutdown } from '@/server/shutdown';
import { digestPass } from './run';

// The digest's clock: every instance looks once a minute whether today's digest is due; the
// claim in digest_runs lets one of them send it (run.ts).

const EVERY_MS = 60_000;
const log = logger('digest');

type Job = { stop: () => Promise<void> };
const state = globalThis as { __digestJob?: Job };

export function startDigestJob(everyMs = EVERY_MS): Job {
  if (state.__digestJob) return state.__digestJob;
  let running: Promise<void> | null = null;
  let warned = false;
  const tick = () => {
    running ??= (async () => {
      try {
        const outcome = await digestPass(await getDb(), { siteUrl: env().SITE_URL });
        if (outcome === 'sent') log.info("today's digest queued for the owner");
        if (outcome === 'no-address' && !warned)
          log.warn('no OWNER_EMAIL or contact e-mail: not sent');
        warned = outcome === 'no-address';
      } catch (error) {
        log.error({ err: error }, 'a pass failed');
      }
    })().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref?.();
  const job: Job = {
    stop: async () => {
      clearInterval(timer);
      forget();
      state.__digestJob = undefined;
      await running;
    },
  };
  const forget = beforeShutdown(job.stop);
  state.__digestJob = job;
  return job;
}
