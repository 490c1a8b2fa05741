import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { env } from '@/env';
import type { Db } from '@/server/db/connect';
import { mailOutbox } from '@/server/db/schema';
import type { MailTransport, OutgoingMail } from './transport';
import { logger } from '@/server/log.mjs';

const log = logger('mail');

// Every message is a row first and a delivery second: the row is written in the
// caller's transaction, a worker sends it, and a failed attempt is retried with
// exponential backoff. Rows are claimed with FOR UPDATE SKIP LOCKED, so several
// app instances on one PostgreSQL server never send a message twice at once.

export type MailMessage = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** what the message is about, e.g. 'consultation:12' */
  ref?: string;
  /** a calendar invitation sent with it, as text/calendar with its iTIP method */
  calendar?: MailCalendar;
  /** the Message-ID this one answers, and the thread before it (oldest first): a reply's */
  inReplyTo?: string;
  references?: string[];
};

export type MailCalendar = { method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; content: string };

/** Anything that can insert: the database or an open transaction. */
type Writer = Pick<Db, 'insert'>;

export const MAX_ATTEMPTS = 20;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;
/** How long a claimed message stays with one worker before another may take it over. */
const CLAIM_MS = 5 * 60_000;

/** Delay before the next try after `attempts` failed ones: 30 s, 1 min, 2 min, ... capped at 1 hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

// One set per process, not per module instance: Next loads this module once for the server
// start (instrumentation, where boot starts the worker) and again for the pages and actions that
// enqueue mail, and a message they enqueue must wake that worker, not wait for its next poll.
const wakeListeners: Set<() => void> = ((
  globalThis as { __mailWake?: Set<() => void> }
).__mailWake ??= new Set());

/**
 * The host part of the site's Message-IDs: the sender's domain, so that they look like the
 * From line's to a receiving server, else the site's.
 */
export function messageIdDomain(): string {
  const config = env();
  const from = config.MAIL_FROM?.match(/@([A-Za-z0-9.-]+)>?\s*$/)?.[1];
  return from || new URL(config.SITE_URL).hostname || 'localhost';
}

/**
 * Stores a message for delivery; returns its outbox id. Its Message-ID is given now, not when it
 * goes out, so that a reply written while it still waits for the mail server can thread under it.
 */
export async function enqueueMail(db: Writer, message: MailMessage): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      messageId: `<${randomUUID()}@${messageIdDomain()}>`,
      inReplyTo: message.inReplyTo ?? null,
      references: message.references?.length ? message.references.join(' ') : null,
      kind: message.kind,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      replyTo: message.replyTo ?? null,
      ref: message.ref ?? null,
      calendar: message.calendar?.content ?? null,
      calendarMethod: message.calendar?.method ?? null,
    })
    .returning({ id: mailOutbox.id });
  // the worker of this process looks soon; it also polls, so a message written
  // inside a transaction that commits later is not missed
  for (const wake of wakeListeners) wake();
  return row!.id;
}

export function onMailEnqueued(listener: () => void): () => void {
  wakeListeners.add(listener);
  return () => wakeListeners.delete(listener);
}

type Claimed = OutgoingMail & { attempts: number };

async function claimDue(db: Db, limit: number): Promise<Claimed[]> {
  const result = await db.execute(sql`
    update mail_outbox
       set status = 'sending',
           attempts = attempts + 1,
           locked_until = now() + (${CLAIM_MS}::int * interval '1 millisecond')
     where id in (
       select id from mail_outbox
        where (status = 'pending' and next_attempt_at <= now())
           or (status = 'sending' and locked_until < now())
        order by id
        limit ${limit}
        for update skip locked)
    returning id, kind, to_address, reply_to, subject, text_body, html_body, created_at, attempts,
              message_id, in_reply_to, thread_references, calendar, calendar_method`);
  return (result.rows as Record<string, unknown>[]).map((r) => ({
    id: Number(r.id),
    kind: String(r.kind),
    to: String(r.to_address),
    replyTo: (r.reply_to as string | null) ?? null,
    subject: String(r.subject),
    text: String(r.text_body),
    html: (r.html_body as string | null) ?? null,
    createdAt: new Date(r.created_at as string | Date),
    attempts: Number(r.attempts),
    messageId: (r.message_id as string | null) ?? null,
    inReplyTo: (r.in_reply_to as string | null) ?? null,
    references: (r.thread_references as string | null) ?? null,
    calendar: r.calendar
      ? {
          method: String(r.calendar_method ?? 'REQUEST') as MailCalendar['method'],
          content: String(r.calendar),
        }
      : null,
  }));
}

export type DeliveryReport = { sent: number; retrying: number; failed: number };

/** Sends every message that is due now, batch by batch, until none is left. */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  batchSize = 10,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  for (;;) {
    const batch = await claimDue(db, batchSize);
    if (batch.length === 0) return report;
    for (const mail of batch) {
      try {
        const messageId = await transport.send(mail);
        await db
          .update(mailOutbox)
          .set({
            status: 'sent',
            sentAt: new Date(),
            messageId,
            lockedUntil: null,
            lastError: null,
          })
          .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'sending')));
        report.sent++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const giveUp = mail.attempts >= MAX_ATTEMPTS;
        await db
          .update(mailOutbox)
          .set({
            status: giveUp ? 'failed' : 'pending',
            lastError: message.slice(0, 1000),
            lockedUntil: null,
            nextAttemptAt: new Date(Date.now() + retryDelayMs(mail.attempts)),
          })
          .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'sending')));
        if (giveUp) report.failed++;
        else report.retrying++;
        log[giveUp ? 'error' : 'warn'](
          { outboxId: mail.id, kind: mail.kind, attempt: mail.attempts },
          `${mail.kind} #${mail.id} to ${mail.to} not delivered (attempt ${mail.attempts}${giveUp ? ', giving up' : ''}): ${message}`,
        );
      }
    }
  }
}

/** Puts a failed or waiting message back at the front of the queue. */
export async function retryMail(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'pending', nextAttemptAt: new Date(), lockedUntil: null })
    .where(and(eq(mailOutbox.id, id), sql`${mailOutbox.status} in ('failed', 'pending')`))
    .returning({ id: mailOutbox.id });
  if (rows.length > 0) for (const wake of wakeListeners) wake();
  return rows.length > 0;
}
