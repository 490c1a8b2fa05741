import 'server-only';
import { beforeShutdown } from './shutdown';
import { whenIdle } from './when-idle';
import { logger } from '@/server/log.mjs';

/**
 * What boot leaves for the server's first quiet moment (ADR 016): the mail worker and the owner
 * account. They load nodemailer and better-auth, which no public page needs. They start apart:
 * mail (a consultation request's notices among it) goes out whether or not the accounts could
 * start, and however long they take. Should either fail, getAuth starts it again with the next
 * request that needs the accounts (a sign-in, the back office).
 */
export function startAfterFirstPage(): void {
  // a stop before that moment starts neither on a database about to close
  const forget = beforeShutdown(() => idle.cancel());
  const idle = whenIdle(() => {
    forget();
    void startApart('mail', 'could not start the delivery worker', async () =>
      (await import('./mail')).startMailWorker(),
    );
    void startApart('auth', 'could not start the accounts', async () =>
      (await import('./auth')).ensureOwner(),
    );
  });
}

async function startApart(
  component: string,
  failure: string,
  start: () => Promise<unknown>,
): Promise<void> {
  try {
    await start();
  } catch (error) {
    logger(component).error({ err: error }, failure);
  }
}
