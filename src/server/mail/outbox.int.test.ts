import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { testDatabases } from '#test/databases';
import { emptiedForEachTest } from '#test/emptied-database';
import { freePort, startSmtp } from '#test/smtp';
import type { Connection } from '@/server/db/connect';
import { mailOutbox } from '@/server/db/schema';
import { deliverDueMail, enqueueMail, onMailEnqueued, retryDelayMs } from './outbox';
import { fileTransport, smtpTransport, type MailConfig } from './transport';

const message = {
  kind: 'test',
  to: 'client@example.com',
  subject: 'Your consultation request',
  text: 'Thank you for getting in touch.',
  html: '<p>Thank you for getting in touch.</p>',
  replyTo: 'hello@example.com',
  ref: 'consultation:1',
};

describe.each(testDatabases())('mail outbox on $name', ({ open }) => {
  let conn: Connection;
  let dataDir: string;
  const fresh = emptiedForEachTest(open);
  beforeEach(async () => {
    conn = await fresh();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mail-test-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const config = (smtpUrl?: string): MailConfig => ({
    smtpUrl,
    from: 'studio@example.com',
    dataDir,
    siteUrl: 'http://localhost:3000',
  });

  it('delivers a stored message over SMTP and marks it sent', async () => {
    const smtp = await startSmtp();
    try {
      const id = await enqueueMail(conn.db, message);
      const transport = smtpTransport({ ...config(), smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
      const report = await deliverDueMail(conn.db, transport);
      transport.close?.();
      expect(report).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(['client@example.com']);
      expect(smtp.received[0]!.from).toBe('studio@example.com');
      expect(smtp.received[0]!.raw).toContain('Subject: Your consultation request');
      expect(smtp.received[0]!.raw).toContain('Reply-To: hello@example.com');
      const [row] = await conn.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row).toMatchObject({
        status: 'sent',
        attempts: 1,
        lastError: null,
        ref: 'consultation:1',
      });
      expect(row!.sentAt).toBeInstanceOf(Date);
      // nothing is sent twice
      expect(await deliverDueMail(conn.db, transport)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    } finally {
      await smtp.stop();
    }
  });

  it('keeps a message while the mail server is down and delivers it after the backoff', async () => {
    // connections to it are refused
    const port = await freePort();
    const id = await enqueueMail(conn.db, message);
    const transport = smtpTransport({ ...config(), smtpUrl: `smtp://127.0.0.1:${port}` });

    expect(await deliverDueMail(conn.db, transport)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    let [row] = await conn.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
    const delay = row!.nextAttemptAt.getTime() - Date.now();
    expect(delay).toBeGreaterThan(retryDelayMs(1) - 5_000);
    expect(delay).toBeLessThanOrEqual(retryDelayMs(1) + 1_000);

    // not due yet: the worker leaves it alone
    expect(await deliverDueMail(conn.db, transport)).toEqual({ sent: 0, retrying: 0, failed: 0 });

    // the server comes back and the backoff passes
    const smtp = await startSmtp(port);
    try {
      await conn.db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now() - interval '1 second'` })
        .where(eq(mailOutbox.id, id));
      expect(await deliverDueMail(conn.db, transport)).toEqual({ sent: 1, retrying: 0, failed: 0 });
      [row] = await conn.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
      expect(smtp.received).toHaveLength(1);
    } finally {
      transport.close?.();
      await smtp.stop();
    }
  });

  it('takes over a message whose worker died mid-delivery', async () => {
    const id = await enqueueMail(conn.db, message);
    await conn.db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, id));
    const report = await deliverDueMail(conn.db, fileTransport(config()));
    expect(report.sent).toBe(1);
  });

  it('writes an .eml file per message without SMTP_URL', async () => {
    await enqueueMail(conn.db, message);
    expect(await deliverDueMail(conn.db, fileTransport(config()))).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    const files = await readdir(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(dataDir, 'mail', files[0]!), 'utf8');
    expect(eml).toContain('To: client@example.com');
    expect(eml).toContain('Subject: Your consultation request');
    expect(eml).toContain('Thank you for getting in touch.');
  });

  it('rolls the message back with the transaction that wrote it', async () => {
    await expect(
      conn.db.transaction(async (tx) => {
        await enqueueMail(tx, message);
        throw new Error('the request could not be stored');
      }),
    ).rejects.toThrow('could not be stored');
    const [{ n }] = (await conn.db.execute(sql`select count(*)::int as n from mail_outbox`))
      .rows as [{ n: number }];
    expect(n).toBe(0);
  });

  it('wakes the worker when another copy of the module enqueues', async () => {
    // Next loads this module once where boot starts the worker and again for the pages and
    // actions that enqueue: the worker must hear of their mail at once, not at its next poll
    const woken = vi.fn();
    const stop = onMailEnqueued(woken);
    try {
      vi.resetModules();
      const other = await import('./outbox');
      expect(other.enqueueMail).not.toBe(enqueueMail);
      await other.enqueueMail(conn.db, message);
      expect(woken).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });
});

describe('retry delays', () => {
  it('double from 30 seconds and stop at an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(30)).toBe(3_600_000);
  });
});
