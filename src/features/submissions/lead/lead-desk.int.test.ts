import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { caller } from '#test/admin-actions';
import { testDatabases } from '#test/databases';
import { emptiedForEachTest } from '#test/emptied-database';
import { freePort, startSmtp, type TestSmtp } from '#test/smtp';
import { countWrites, snapshot } from '#test/snapshot';
import type { Connection } from '@/server/db/connect';
import {
  consultationRequests,
  contactSubmissions,
  inboxEvents,
  mailOutbox,
} from '@/server/db/schema';
import { deliverDueMail } from '@/server/mail/outbox';
import { smtpTransport, type MailConfig } from '@/server/mail/transport';
import { submitConsultation } from '@/features/consultation/submit';
import { submitContact } from '@/features/contact/submit';

// The lead desk against a real database: a reply from the site threads under the client's
// confirmation, fills its placeholders, marks the item read and keeps its first-response time;
// spam, stale forms and unknown placeholders are refused with nothing sent or changed.

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lead-desk-'));
process.env.DATA_DIR = dataDir;
process.env.SITE_URL = 'http://localhost:3366';
process.env.MAIL_FROM = 'Elena Marsh Studio <studio@elenamarsh.studio>';
delete process.env.OWNER_EMAIL;
delete process.env.DATABASE_URL;

vi.mock('@/server/db', async () => (await import('#test/admin-actions')).mockDb());
vi.mock('@/server/auth/guard', async () => (await import('#test/admin-actions')).mockGuard());
vi.mock('next/headers', async () => (await import('#test/request-context')).mockHeaders());
vi.mock('next/cache', async () => (await import('#test/request-context')).mockCache());

const { sendReplyAction, markRepliedAction } = await import('./actions');
const { markNotSpamAction } = await import('../actions');
const { loadItemDetail } = await import('./detail');
const { loadInbox } = await import('../queries');

const context = { headers: new Headers(), siteUrl: 'http://localhost:3366' };
const human = { honeypot: '', elapsedMs: 12_000, source: {} };
const request = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Six exterior views of a mixed-use scheme in Bristol, for planning.',
  selectedService: 'architectural-visualization',
  preferredCurrency: 'GBP',
};

describe.each(testDatabases())('the lead desk on $name', ({ open }) => {
  let conn: Connection;
  let smtp: TestSmtp;
  const fresh = emptiedForEachTest(open);
  beforeEach(async () => {
    conn = await fresh();
    caller.db = conn.db;
    caller.who = 'admin';
    await conn.db.execute(
      sql`insert into site_settings (id, contact_email, owner_name) values (1, 'hello@elenamarsh.studio', 'Elena Marsh')`,
    );
  });
  afterAll(() => {
    caller.db = undefined;
  });

  const config = (port: number): MailConfig & { smtpUrl: string } => ({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: process.env.MAIL_FROM!,
    dataDir,
    siteUrl: context.siteUrl,
  });
  async function deliver(port = smtp.port) {
    const transport = smtpTransport(config(port));
    try {
      return await deliverDueMail(conn.db, transport);
    } finally {
      transport.close?.();
    }
  }
  async function consultation(values: Record<string, unknown> = {}, meta = human) {
    const result = await submitConsultation(
      conn.db,
      { values: { ...request, ...values }, meta },
      context,
    );
    return result.stored!.id;
  }
  const item = (id: number) =>
    conn.db
      .select({
        status: consultationRequests.status,
        firstResponseAt: consultationRequests.firstResponseAt,
      })
      .from(consultationRequests)
      .where(eq(consultationRequests.id, id))
      .then((rows) => rows[0]!);
  const reply = (id: number, body: string, extra: Record<string, unknown> = {}) =>
    sendReplyAction({
      kind: 'consultation',
      id,
      subject: 'Re: Your consultation request',
      body,
      repliesSeen: 0,
      ...extra,
    });

  it('threads replies under the confirmation, from MAIL_FROM with Reply-To the owner', async () => {
    smtp = await startSmtp();
    try {
      const id = await consultation();
      await deliver();
      const confirmation = smtp.received.find((m) => m.to[0] === 'ada@example.com')!;
      expect(confirmation.messageId).toMatch(/^<[0-9a-f-]{36}@elenamarsh\.studio>$/);

      const first = await reply(id, 'Dear {first name}, thank you. Shall we talk on Tuesday?');
      expect(first).toMatchObject({ ok: true });
      await deliver();
      const [, , one] = smtp.received;
      expect(one!.to).toEqual(['ada@example.com']);
      expect(one!.raw).toMatch(/^From: Elena Marsh Studio <studio@elenamarsh\.studio>$/m);
      expect(one!.raw).toMatch(/^Reply-To: hello@elenamarsh\.studio$/m);
      expect(one!.raw).toMatch(/^Subject: Re: Your consultation request$/m);
      expect(one!.raw).toContain(`In-Reply-To: ${confirmation.messageId}`);
      expect(one!.raw).toContain(`References: ${confirmation.messageId}`);
      expect(one!.raw).toContain('Dear Ada, thank you.');
      expect(one!.raw).toContain('> Six exterior views');

      expect(await reply(id, 'A second thought.', { repliesSeen: 1 })).toMatchObject({ ok: true });
      await deliver();
      // a long header is folded onto a second line
      const two = smtp.received[3]!.raw.replace(/\r?\n[ \t]+/g, ' ');
      expect(two).toContain(`In-Reply-To: ${one!.messageId}`);
      expect(two).toContain(`References: ${confirmation.messageId} ${one!.messageId}`);
    } finally {
      await smtp.stop();
    }
  });

  it('fills placeholders, knows {booked time} without a booking, and refuses unknown ones', async () => {
    const id = await consultation();
    const detail = await loadItemDetail(conn.db, { kind: 'consultation', id });
    expect(detail!.values).toMatchObject({
      name: 'Ada Lovelace',
      'first name': 'Ada',
      service: 'Architectural Visualization',
      'booked time': 'no time booked yet',
      'my name': 'Elena Marsh',
    });
    const before = await snapshot(conn.db);
    const refused = await reply(id, 'Dear {nmae}, about {service}');
    expect(refused).toMatchObject({ ok: false });
    expect(refused.ok === false && refused.message).toMatch(/\{nmae\} is not a placeholder/);
    expect(await snapshot(conn.db)).toEqual(before);

    expect(
      await reply(id, 'Dear {Name}, about {service}: {booked time}. {{literal}. {my name}'),
    ).toMatchObject({ ok: true });
    const [mail] = await conn.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'inbox-reply'));
    expect(mail!.text).toMatch(
      /^Dear Ada Lovelace, about Architectural Visualization: no time booked yet\. \{literal\}\. Elena Marsh/,
    );
  });

  it('refuses {service} on a contact message, which has none', async () => {
    const stored = await submitContact(
      conn.db,
      {
        values: { name: 'Bo', email: 'bo@example.com', message: 'A kitchen, please.' },
        meta: human,
      },
      context,
    );
    const before = await snapshot(conn.db);
    const result = await sendReplyAction({
      kind: 'contact',
      id: stored.stored!.id,
      subject: 'Re: Thank you for your message',
      body: 'About {service}',
      repliesSeen: 0,
    });
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/contact form/) });
    expect(await snapshot(conn.db)).toEqual(before);
  });

  it('never answers spam, and answers it once it is moved out of Spam', async () => {
    const id = await consultation({}, { ...human, honeypot: 'http://pills.example' });
    const before = await snapshot(conn.db);
    const writes = await countWrites(conn.db);
    const refused = await reply(id, 'Hello');
    expect(refused).toMatchObject({ ok: false, message: expect.stringMatching(/Spam/) });
    expect(await markRepliedAction({ kind: 'consultation', id, replied: true })).toMatchObject({
      ok: false,
    });
    expect(await writes()).toBe(0);
    expect(await snapshot(conn.db)).toEqual(before);

    expect(await markNotSpamAction({ kind: 'consultation', id })).toMatchObject({ ok: true });
    expect(await reply(id, 'Hello')).toMatchObject({ ok: true });
  });

  it('keeps the first-response time, marks the item read and records the status change', async () => {
    const id = await consultation();
    const awaiting = async () =>
      (await loadInbox(conn.db, { tab: 'consultation', status: 'all', q: '', awaiting: true }))
        .total;
    expect(await awaiting()).toBe(1);
    expect(await reply(id, 'Thank you!')).toMatchObject({ ok: true });
    const answered = await item(id);
    expect(answered.status).toBe('read');
    expect(answered.firstResponseAt).toBeInstanceOf(Date);
    expect(await awaiting()).toBe(0);

    await reply(id, 'And one more thing.', { repliesSeen: 1 });
    expect((await item(id)).firstResponseAt).toEqual(answered.firstResponseAt);
    const events = await conn.db
      .select()
      .from(inboxEvents)
      .where(eq(inboxEvents.consultationId, id));
    expect(events.map((e) => [e.type, e.fromStatus, e.toStatus, e.actorEmail])).toEqual([
      ['status', 'new', 'read', 'owner@example.com'],
    ]);
    const undo = await markRepliedAction({ kind: 'consultation', id, replied: false });
    expect(undo).toMatchObject({ ok: false, message: expect.stringMatching(/stays answered/) });
  });

  it("keeps 'Mark as replied' as the first response, and takes it back", async () => {
    const id = await consultation();
    expect(await markRepliedAction({ kind: 'consultation', id, replied: true })).toMatchObject({
      ok: true,
    });
    const marked = await item(id);
    expect(marked).toMatchObject({ status: 'read', firstResponseAt: expect.any(Date) });
    expect(await markRepliedAction({ kind: 'consultation', id, replied: true })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/already answered/),
    });
    expect(await markRepliedAction({ kind: 'consultation', id, replied: false })).toMatchObject({
      ok: true,
    });
    expect((await item(id)).firstResponseAt).toBeNull();
    const detail = await loadItemDetail(conn.db, { kind: 'consultation', id });
    expect(detail!.timeline.map((e) => e.type)).toEqual([
      'received',
      'mail',
      'mail',
      'marked-replied',
      'status',
      'unmarked-replied',
    ]);
  });

  it("refuses another admin's stale form, a deleted item and a missing owner address", async () => {
    const id = await consultation();
    await reply(id, 'First answer.');
    const before = await snapshot(conn.db);
    const stale = await reply(id, 'My answer, written before I saw theirs.');
    expect(stale).toMatchObject({ ok: false, message: expect.stringMatching(/after you opened/) });
    expect(await snapshot(conn.db)).toEqual(before);

    await conn.db.delete(consultationRequests).where(eq(consultationRequests.id, id));
    expect(await reply(id, 'Hello', { repliesSeen: 1 })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/no longer exists/),
    });

    const other = await consultation();
    await conn.db.execute(sql`update site_settings set contact_email = null`);
    expect(await reply(other, 'Hello')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/contact e-mail in Site Settings/),
    });
  });

  it('queues a reply while the mail server is down, shows it retrying, and sends it later', async () => {
    const id = await consultation();
    expect(await reply(id, 'Sent during an outage.')).toMatchObject({ ok: true });
    const port = await freePort();
    expect((await deliver(port)).retrying).toBeGreaterThanOrEqual(1);
    let detail = await loadItemDetail(conn.db, { kind: 'consultation', id });
    const sent = detail!.timeline.find((e) => e.type === 'reply');
    expect(sent).toMatchObject({ mail: { status: 'pending', attempts: 1 } });
    expect(sent?.type === 'reply' && sent.mail?.lastError).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startSmtp(port);
    try {
      await conn.db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
      await deliver(port);
      detail = await loadItemDetail(conn.db, { kind: 'consultation', id });
      expect(detail!.timeline.find((e) => e.type === 'reply')).toMatchObject({
        mail: { status: 'sent' },
      });
      expect(smtp.received.some((m) => m.raw.includes('Sent during an outage.'))).toBe(true);
    } finally {
      await smtp.stop();
    }
  });

  it('pages the Awaiting reply view by keyset, newest first', async () => {
    for (let i = 0; i < 5; i++) {
      await conn.db.insert(contactSubmissions).values({
        name: `Visitor ${i}`,
        email: `v${i}@example.com`,
        message: 'Hello there',
        status: i === 2 ? 'archived' : 'new',
        firstResponseAt: i === 3 ? new Date() : null,
        createdAt: new Date(Date.UTC(2026, 10, 1 + i)),
      });
    }
    const filter = { tab: 'contact' as const, status: 'all' as const, q: '', awaiting: true };
    const first = await loadInbox(conn.db, filter, { cursor: null, direction: 'older', size: 2 });
    expect(first.items.map((i) => i.name)).toEqual(['Visitor 4', 'Visitor 1']);
    expect(first).toMatchObject({ total: 3, awaiting: 3 });
    const { decodeCursor } = await import('../cursor');
    const second = await loadInbox(conn.db, filter, {
      cursor: decodeCursor(first.older!),
      direction: 'older',
      size: 2,
    });
    expect(second.items.map((i) => i.name)).toEqual(['Visitor 0']);
    expect(second.older).toBeNull();
  });
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
