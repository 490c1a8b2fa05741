import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { testDatabases } from '#test/databases';
import { emptiedForEachTest } from '#test/emptied-database';
import { freePort, startSmtp } from '#test/smtp';
import { connect, type Connection } from '@/server/db/connect';
import { consultationRequests, mailOutbox } from '@/server/db/schema';
import { deliverDueMail } from '@/server/mail/outbox';
import { smtpTransport } from '@/server/mail/transport';
import { submitConsultation } from './submit';

// Nothing is lost: with the mail server down a request still succeeds and is
// stored, and each e-mail goes out exactly once when the server is back; a
// process killed with SIGKILL mid-stream keeps every acknowledged request, and
// its mail goes out after the restart.

const request = (i: number) => ({
  values: {
    name: `Visitor ${i}`,
    email: `visitor-${i}@example.com`,
    message: `Request number ${i}, a pavilion.`,
  },
  meta: { honeypot: '', elapsedMs: 10_000, source: {} },
});

describe.each(testDatabases())('mail server down, then up, on $name', ({ open }) => {
  let conn: Connection;
  let dataDir: string;
  const fresh = emptiedForEachTest(open);
  beforeEach(async () => {
    conn = await fresh();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'durable-mail-'));
    await conn.db.execute(
      sql`insert into site_settings (id, contact_email) values (1, 'owner@example.com')`,
    );
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('accepts requests while mail cannot be delivered and delivers each e-mail once when it can', async () => {
    const port = await freePort();
    const transport = smtpTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'site@example.com',
      dataDir,
      siteUrl: 'http://localhost:3000',
    });
    for (const i of [1, 2]) {
      expect(
        await submitConsultation(conn.db, request(i), {
          headers: new Headers(),
          siteUrl: 'http://localhost:3000',
        }),
      ).toMatchObject({ ok: true });
    }
    expect(await conn.db.select().from(consultationRequests)).toHaveLength(2);
    expect(await deliverDueMail(conn.db, transport)).toEqual({ sent: 0, retrying: 4, failed: 0 });

    const smtp = await startSmtp(port);
    try {
      // the backoff passes
      await conn.db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
      expect(await deliverDueMail(conn.db, transport)).toEqual({ sent: 4, retrying: 0, failed: 0 });
      expect(await deliverDueMail(conn.db, transport)).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(smtp.received).toHaveLength(4);
      expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(4);
      expect(smtp.received.flatMap((m) => m.to).sort()).toEqual([
        'owner@example.com',
        'owner@example.com',
        'visitor-1@example.com',
        'visitor-2@example.com',
      ]);
    } finally {
      transport.close?.();
      await smtp.stop();
    }
  });
});

const root = path.resolve(__dirname, '../../..');

function child(args: string[]): {
  proc: ChildProcess;
  lines: string[];
  waitFor: (re: RegExp, n?: number) => Promise<void>;
} {
  const proc = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions=react-server',
      path.join(root, 'test/durability-child.ts'),
      ...args,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'test' } },
  );
  const lines: string[] = [];
  let stderr = '';
  const waiters = new Set<() => void>();
  let buffer = '';
  proc.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop()!;
    lines.push(...parts);
    for (const w of waiters) w();
  });
  proc.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const waitFor = (re: RegExp, n = 1) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (lines.filter((l) => re.test(l)).length >= n) {
          waiters.delete(check);
          resolve();
        }
      };
      waiters.add(check);
      proc.once('exit', (code, signal) => {
        if (lines.filter((l) => re.test(l)).length < n)
          reject(new Error(`child exited (${code ?? signal}): ${stderr}`));
      });
      check();
    });
  return { proc, lines, waitFor };
}

const exited = (proc: ChildProcess) =>
  proc.exitCode !== null || proc.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((r) => proc.once('exit', () => r()));

describe('a server process killed with SIGKILL (PGlite)', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'durable-kill-'));
    // the run's migrated template spares each process a migration from scratch
    const template = process.env.PGLITE_TEMPLATE_DIR;
    if (template) await cp(template, dataDir, { recursive: true });
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it(
    'keeps every acknowledged request with both e-mails, and delivers them after the restart',
    { timeout: 90_000 },
    async () => {
      // the process takes requests until it is killed mid-stream
      const first = child(['submit', dataDir]);
      await first.waitFor(/^ACK /, 3);
      first.proc.kill('SIGKILL');
      await exited(first.proc);
      const acked = first.lines.filter((l) => l.startsWith('ACK ')).map((l) => Number(l.slice(4)));
      expect(acked.length).toBeGreaterThanOrEqual(3);

      // after the restart, the outbox is delivered
      const smtp = await startSmtp();
      try {
        const second = child(['deliver', dataDir, `smtp://127.0.0.1:${smtp.port}`]);
        await second.waitFor(/^REPORT /);
        await exited(second.proc);

        const conn = await connect({ dataDir });
        try {
          const rows = await conn.db
            .select({ id: consultationRequests.id })
            .from(consultationRequests);
          const ids = rows.map((r) => r.id);
          for (const id of acked) expect(ids).toContain(id);
          // all or nothing: every stored request has exactly its two e-mails, and no e-mail lacks its request
          const mails = await conn.db
            .select({ ref: mailOutbox.ref, status: mailOutbox.status })
            .from(mailOutbox);
          expect(mails).toHaveLength(ids.length * 2);
          for (const id of ids)
            expect(mails.filter((m) => m.ref === `consultation:${id}`)).toHaveLength(2);
          expect(mails.every((m) => m.status === 'sent')).toBe(true);
        } finally {
          await conn.close();
        }
        // each e-mail exactly once
        expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(smtp.received.length);
        for (const id of acked) {
          expect(
            smtp.received.filter((m) => m.to.includes(`visitor-${id}@example.com`)),
          ).toHaveLength(1);
        }
      } finally {
        await smtp.stop();
      }
    },
  );
});
