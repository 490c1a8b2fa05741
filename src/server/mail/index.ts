import 'server-only';
import { env } from '@/env';
import { getDb } from '@/server/db';
import { deliverDueMail, onMailEnqueued } from './outbox';
import { createTransport, type MailConfig, type MailTransport } from './transport';
import { beforeShutdown } from '@/server/shutdown';
import { logger } from '@/server/log.mjs';

const log = logger('mail');

// The product's one way to send mail: enqueueMail() stores the message (in the
// caller's transaction when there is one) and this process's worker delivers it.
// Mail never rides on a request (nor on Next's after()): a restart or a mail
// server that is down delays it and loses none.

export { enqueueMail, retryMail, retryDelayMs, MAX_ATTEMPTS, type MailMessage } from './outbox';
export type { MailCalendar } from './outbox';
export type { MailTransport, OutgoingMail } from './transport';
export { renderMail, type MailContent } from './template';

export function mailConfig(): MailConfig {
  const config = env();
  const host = new URL(config.SITE_URL).hostname || 'localhost';
  return {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM ?? `no-reply@${host}`,
    dataDir: config.DATA_DIR,
    siteUrl: config.SITE_URL,
  };
}

const POLL_MS = 5_000;

/** `stop` resolves once a delivery under way has finished. */
type Worker = { stop: () => Promise<void>; kick: () => void };
const state = globalThis as { __mailWorker?: Worker };

/**
 * Starts this process's delivery worker (once; later calls return the same one).
 * It runs when a message is enqueued and every few seconds for retries and for
 * rows written by other instances.
 */
export function startMailWorker(
  options: { transport?: MailTransport; pollMs?: number } = {},
): Worker {
  if (state.__mailWorker) return state.__mailWorker;
  const transport = options.transport ?? createTransport(mailConfig());
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await deliverDueMail(await getDb(), transport);
        } catch (error) {
          log.error({ err: error }, 'a delivery run failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  };

  let soon: ReturnType<typeof setTimeout> | undefined;
  const kick = () => {
    clearTimeout(soon);
    soon = setTimeout(run, 25);
    soon.unref?.();
  };
  const timer = setInterval(run, options.pollMs ?? POLL_MS);
  timer.unref?.();
  const unsubscribe = onMailEnqueued(kick);
  kick();

  const worker: Worker = {
    kick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      clearTimeout(soon);
      unsubscribe();
      forget();
      state.__mailWorker = undefined;
      // a message handed to the mail server is marked sent before the database closes, so a
      // restart does not send it again
      await running;
      transport.close?.();
    },
  };
  const forget = beforeShutdown(worker.stop);
  state.__mailWorker = worker;
  log.info(
    `delivery worker started (${transport.name === 'smtp' ? 'SMTP' : `files in ${mailConfig().dataDir}/mail`})`,
  );
  return worker;
}
