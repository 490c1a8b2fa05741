import 'server-only';
import { whenIdle } from './when-idle';

/**
 * What boot leaves for the server's first quiet moment (ADR 016): the mail worker and the owner
 * account. They load nodemailer and better-auth, which no public page needs. They start apart:
 * mail (a consultation request's notices among it) goes out whether or not the accounts could
 * start, and however long they take.
 */
export function startAfterFirstPage(): void {
  whenIdle(() => {
    void startMail();
    void startAccounts();
  });
}

async function startMail(): Promise<void> {
  try {
    const { startMailWorker } = await import('./mail');
    startMailWorker();
  } catch (error) {
    // getAuth starts it too, at the first sign-in
    console.error('[mail] could not start the delivery worker:', error);
  }
}

async function startAccounts(): Promise<void> {
  try {
    const { ensureOwner } = await import('./auth');
    await ensureOwner();
  } catch (error) {
    // getAuth tries again on the next request that needs it
    console.error('[auth] could not start the accounts:', error);
  }
}
