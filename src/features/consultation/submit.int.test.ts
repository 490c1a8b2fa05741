import { beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { testDatabases } from '#test/databases';
import { emptiedForEachTest } from '#test/emptied-database';
import { startSmtp } from '#test/smtp';
import type { Connection } from '@/server/db/connect';
import { consultationRequests, contactSubmissions, mailOutbox } from '@/server/db/schema';
import { deliverDueMail } from '@/server/mail/outbox';
import { smtpTransport } from '@/server/mail/transport';
import { submitContact } from '@/features/contact/submit';
import { submitConsultation } from './submit';

// The server side of the public forms: it validates and sanitises whatever
// arrives, judges spam, and stores the row with its two e-mails in one go.

const SITE = 'http://localhost:3000';
const context = (
  headers: Record<string, string> = {},
  extra: { trustedIpHeader?: string; ownerEmail?: string } = {},
) => ({
  headers: new Headers(headers),
  siteUrl: SITE,
  ...extra,
});
const human = {
  honeypot: '',
  elapsedMs: 12_000,
  source: {
    page: '/request-consultation?utm_source=newsletter',
    utm_source: 'newsletter',
    referrer: 'https://www.google.com/',
  },
};
const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 7700 900123',
  company: 'Analytical Engines Ltd',
  projectType: 'commercial',
  budget: '15k-30k',
  timeline: 'Planning submission in March',
  message: 'Six exterior views of a mixed-use scheme in Bristol, for planning.',
  selectedService: 'architectural-visualization',
  preferredCurrency: 'GBP',
};

describe.each(testDatabases())('public form submissions on $name', ({ open }) => {
  let conn: Connection;
  const fresh = emptiedForEachTest(open);
  beforeEach(async () => {
    conn = await fresh();
    await conn.db.execute(
      sql`insert into site_settings (id, contact_email, owner_name) values (1, 'hello@elenamarsh.studio', 'Elena Marsh')`,
    );
  });

  const mails = () => conn.db.select().from(mailOutbox).orderBy(mailOutbox.id);

  it('stores a request as new with its source and queues the owner notification and the visitor confirmation', async () => {
    const result = await submitConsultation(conn.db, { values: valid, meta: human }, context());
    expect(result).toMatchObject({ ok: true, stored: { status: 'new' } });
    const [row] = await conn.db.select().from(consultationRequests);
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      status: 'new',
      preferredCurrency: 'GBP',
      projectType: 'commercial',
      budget: '15k-30k',
      source: {
        page: '/request-consultation?utm_source=newsletter',
        utm_source: 'newsletter',
        referrer: 'https://www.google.com/',
      },
    });
    const queued = await mails();
    expect(queued.map((m) => [m.kind, m.to, m.replyTo, m.ref])).toEqual([
      [
        'consultation-owner',
        'hello@elenamarsh.studio',
        'ada@example.com',
        `consultation:${row!.id}`,
      ],
      [
        'consultation-confirmation',
        'ada@example.com',
        'hello@elenamarsh.studio',
        `consultation:${row!.id}`,
      ],
    ]);
    expect(queued[1]!.text).toContain("I'll get back to you within 24 hours");
    expect(queued[0]!.text).toContain('Budget: £15,000 – £30,000');
  });

  it('sends notifications to OWNER_EMAIL when it is configured', async () => {
    await submitConsultation(
      conn.db,
      { values: valid, meta: human },
      context({}, { ownerEmail: 'studio@example.org' }),
    );
    expect((await mails())[0]!.to).toBe('studio@example.org');
  });

  it('refuses what the form would refuse, with the same messages', async () => {
    const check = async (values: Record<string, unknown>) => {
      const result = await submitConsultation(
        conn.db,
        { values: { ...valid, ...values }, meta: human },
        context(),
      );
      return result.ok
        ? {}
        : result.reason === 'invalid'
          ? result.fieldErrors
          : { error: result.message };
    };
    expect(await check({ name: '', email: '', message: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Project details are required',
    });
    expect(await check({ name: ' A ', email: 'ada@', message: 'too short' })).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      message: 'Project details must be at least 10 characters',
    });
    expect(await check({ name: 'N'.repeat(10_000), message: 'm'.repeat(10_000) })).toEqual({
      name: 'Name must be less than 50 characters',
      message: 'Project details must be less than 2000 characters',
    });
    // a header-injection attempt in the address is not an address
    expect(await check({ email: 'ada@example.com\r\nBcc: victim@example.net' })).toEqual({
      email: 'Please enter a valid email address',
    });
    // options belong to the chosen service and currency
    expect(await check({ projectType: 'furniture', budget: 'under-20k' })).toEqual({
      projectType: 'Please choose a project type from the list',
      budget: 'Please choose a budget from the list',
    });
    expect(await check({ selectedService: 'catering' })).toMatchObject({
      selectedService: 'Please choose a service',
    });
    // nothing was stored or queued
    expect(await conn.db.select().from(consultationRequests)).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
    // not even an object
    expect(await submitConsultation(conn.db, 'hello', context())).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
  });

  it('trims, strips angle brackets and cuts every value to 2000 characters', async () => {
    const result = await submitConsultation(
      conn.db,
      {
        values: {
          ...valid,
          name: '  <script>Ada</script>  ',
          company: `<b>${'c'.repeat(10_000)}</b>`,
          timeline: '   soon   ',
          message: '<img src=x onerror=alert(1)> A real brief about a real building.',
        },
        meta: human,
      },
      context(),
    );
    expect(result.ok).toBe(true);
    const [row] = await conn.db.select().from(consultationRequests);
    expect(row!.name).toBe('scriptAda/script');
    expect(row!.company).toHaveLength(2000);
    expect(row!.company!.startsWith('bccc')).toBe(true);
    expect(row!.timeline).toBe('soon');
    expect(row!.message).toBe('img src=x onerror=alert(1) A real brief about a real building.');
    for (const mail of await mails()) expect(mail.text).not.toMatch(/[<>]/);
  });

  it('never lets a name become a mail header', async () => {
    const smtp = await startSmtp();
    try {
      const result = await submitContact(
        conn.db,
        {
          values: {
            name: 'Eve\r\nBcc: victim@example.net',
            email: 'eve@example.com',
            subject: 'Hello\nCc: another@example.net',
            message: 'Just a message that is long enough.',
          },
          meta: human,
        },
        context(),
      );
      expect(result.ok).toBe(true);
      const [row] = await conn.db.select().from(contactSubmissions);
      expect(row!.name).toBe('Eve Bcc: victim@example.net');
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'forms-mail-'));
      const transport = smtpTransport({
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: 'site@example.com',
        dataDir,
        siteUrl: SITE,
      });
      expect(await deliverDueMail(conn.db, transport)).toEqual({ sent: 2, retrying: 0, failed: 0 });
      transport.close?.();
      await rm(dataDir, { recursive: true, force: true });
      const recipients = smtp.received.flatMap((m) => m.to).sort();
      expect(recipients).toEqual(['eve@example.com', 'hello@elenamarsh.studio']);
      for (const m of smtp.received) {
        const headers = m.raw.split(/\r?\n\r?\n/)[0]!;
        expect(headers).not.toMatch(/^(Bcc|Cc):/im);
        expect(headers).toMatch(/^Subject: .*(Eve Bcc: victim@example\.net|Thank you)/m);
      }
    } finally {
      await smtp.stop();
    }
  });

  it('keeps what trips the spam checks as spam, unmailed, and answers with the same success', async () => {
    const send = (meta: object, headers: Record<string, string> = {}, trusted?: string) =>
      submitContact(
        conn.db,
        {
          values: {
            name: 'Bot',
            email: 'bot@example.com',
            message: 'Cheap watches, best prices online!',
          },
          meta,
        },
        context(headers, { trustedIpHeader: trusted }),
      );
    expect(await send({ ...human, honeypot: 'https://spam.example' })).toMatchObject({
      ok: true,
      stored: { status: 'spam' },
    });
    expect(await send({ ...human, elapsedMs: 800 })).toMatchObject({
      ok: true,
      stored: { status: 'spam' },
    });
    expect(await send({})).toMatchObject({ ok: true, stored: { status: 'spam' } });
    const spam = await conn.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.status, 'spam'));
    expect(spam.map((r) => (r.source as Record<string, string>).spam_reason)).toEqual([
      'honeypot',
      'too-fast',
      'too-fast',
    ]);
    expect(await mails()).toHaveLength(0);

    // X-Forwarded-For is whatever a client says: without a trusted header it counts for nothing
    for (let i = 0; i < 7; i++) {
      expect(await send(human, { 'x-forwarded-for': '203.0.113.9' })).toMatchObject({
        stored: { status: 'new' },
      });
    }
    // with the operator's header, the sixth submission from one address within the hour is spam
    const statuses: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await send(human, { 'x-real-ip': '198.51.100.7' }, 'x-real-ip');
      statuses.push(r.stored!.status);
    }
    expect(statuses).toEqual(['new', 'new', 'new', 'new', 'new', 'spam']);
    // another address is unaffected
    expect(await send(human, { 'x-real-ip': '198.51.100.8' }, 'x-real-ip')).toMatchObject({
      stored: { status: 'new' },
    });
  });
});
