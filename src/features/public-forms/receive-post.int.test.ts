import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { exeFile, jpegFile, pdfFile } from '#test/attachment-files';
import { testDatabases } from '#test/databases';
import { emptiedForEachTest } from '#test/emptied-database';
import { current } from '#test/request-context';
import type { Connection } from '@/server/db/connect';
import {
  consultationRequests,
  formDrafts,
  mailOutbox,
  requestAttachments,
} from '@/server/db/schema';
import { createLocalStorage, setStorage } from '@/server/storage';
import { openBookings, openStarts, requestValues } from '#test/booking';
import { TAKEN } from '@/features/booking/book';
import { formReturnOf } from './returned';

// The consultation form as a browser without JavaScript sends it: one multipart post with its
// files, read as it streams, taken by the same server action as the page's script calls, and
// answered with a redirect to the page: the success notice, or the visitor's fields and files
// kept in a draft with the errors. And the landing page's contact form, whose way back names it.

const SITE = 'http://localhost:3373';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'form-post-'));
process.env.DATA_DIR = dataDir;
process.env.SITE_URL = SITE;
delete process.env.DATABASE_URL;
delete process.env.STORAGE;

vi.mock('@/server/db', async () => (await import('#test/request-context')).mockDb());
vi.mock('next/headers', async () => (await import('#test/request-context')).mockHeaders());
vi.mock('next/cache', async () => (await import('#test/request-context')).mockCache());

const BOUNDARY = '----formBoundaryAttachments';
type Part = [name: string, value: string] | [name: string, file: Buffer, filename: string];

function multipart(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value, filename] of parts) {
    const head =
      filename === undefined
        ? `Content-Disposition: form-data; name="${name}"\r\n\r\n`
        : `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\n${head}`), Buffer.from(value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const fields = (over: Record<string, string> = {}): Part[] =>
  Object.entries({
    website_url: '',
    form_shown_at: String(Date.now() - 15_000),
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    selectedService: 'architectural-visualization',
    preferredCurrency: 'GBP',
    timeline: 'Before the spring',
    message: 'Six exterior views of a mixed-use scheme in Bristol, for planning.',
    ...over,
  });

const post = async (
  parts: Part[],
  headers: Record<string, string> = {},
  body: BodyInit = new Uint8Array(multipart(parts)),
) => {
  const { POST } = await import('@/app/api/forms/consultation/route');
  return postTo(POST, '/request-consultation', headers, body);
};

async function postTo(
  POST: (request: Request) => Promise<Response>,
  page: string,
  headers: Record<string, string>,
  body: BodyInit,
) {
  current.headers = new Headers({ referer: `${SITE}${page}`, ...headers });
  const route = page === '/' ? '/api/forms/contact' : '/api/forms/consultation';
  return POST(
    new Request(`${SITE}${route}`, {
      method: 'POST',
      headers: {
        origin: SITE,
        referer: `${SITE}${page}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...headers,
      },
      body,
      duplex: 'half',
    } as RequestInit),
  );
}

const where = (answer: Response) => {
  expect(answer.status).toBe(303);
  const location = new URL(answer.headers.get('location')!);
  expect(location.origin + location.pathname + location.hash).toBe(
    `${SITE}/request-consultation#request`,
  );
  return location.searchParams;
};

const fx: Record<string, Buffer> = {};
beforeAll(async () => {
  fx.pdf = pdfFile(200_000);
  fx.jpeg = await jpegFile(800, 600);
});
afterAll(() => {
  setStorage(undefined);
  rmSync(dataDir, { recursive: true, force: true });
});

describe.each(testDatabases())('a form sent without JavaScript on $name', ({ open }) => {
  const fresh = emptiedForEachTest(open);
  let conn: Connection;
  beforeEach(async () => {
    conn = await fresh();
    current.db = conn.db;
    setStorage(createLocalStorage(path.join(dataDir, 'uploads')));
    await conn.db.execute(
      sql`insert into site_settings (id, contact_email, owner_name) values (1, 'hello@elenamarsh.studio', 'Elena Marsh')`,
    );
  });

  it('stores the request with its files and every field the form has, and shows the success notice', async () => {
    const answer = await post([
      ...fields(),
      ['attachments', fx.pdf!, 'plan.pdf'],
      ['attachments', fx.jpeg!, 'site photo.jpg'],
      // an empty file input still sends a part
      ['attachments', Buffer.alloc(0), ''],
    ]);
    expect(where(answer).get('sent')).toBe('1');
    const [row] = await conn.db.select().from(consultationRequests);
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      timeline: 'Before the spring',
      status: 'new',
      source: { page: '/request-consultation' },
    });
    const files = await conn.db
      .select()
      .from(requestAttachments)
      .orderBy(requestAttachments.position);
    expect(files.map((f) => [f.filename, f.state, f.consultationId])).toEqual([
      ['plan.pdf', 'attached', row!.id],
      ['site photo.jpg', 'attached', row!.id],
    ]);
    expect(await conn.db.$count(mailOutbox)).toBe(2);
    expect(readdirSync(path.join(dataDir, 'tmp', 'attachments'))).toEqual([]);
  });

  it('sends the visitor back with their fields, files and errors, and takes the corrected form with the same files', async () => {
    const first = await post([
      ...fields({ email: 'not an address' }),
      ['attachments', fx.pdf!, 'plan.pdf'],
    ]);
    const draftId = where(first).get('draft')!;
    expect(draftId).toMatch(/^[0-9a-f]{32}$/);
    expect(await conn.db.$count(consultationRequests)).toBe(0);

    const returned = await formReturnOf('consultation', { draft: draftId });
    expect(returned.notice).toBeNull();
    expect(returned.draft!.values).toMatchObject({ name: 'Ada Lovelace', email: 'not an address' });
    expect(returned.draft!.values).not.toHaveProperty('website_url');
    expect(returned.draft!.errors).toEqual({ email: 'Please enter a valid email address' });
    const kept = returned.draft!.parts.attachments as {
      session: string;
      files: { id: string; name: string }[];
    };
    expect(kept.files.map((f) => f.name)).toEqual(['plan.pdf']);
    // another form's page does not show it
    expect((await formReturnOf('contact', { draft: draftId })).draft).toBeNull();

    const second = await post([
      ...fields(),
      ['form_draft', draftId],
      ['attachment_session', kept.session],
      ['attachment_keep', kept.files[0]!.id],
      ['attachments', fx.jpeg!, 'photo.jpg'],
    ]);
    expect(where(second).get('sent')).toBe('1');
    const files = await conn.db.select().from(requestAttachments);
    expect(files.map((f) => [f.filename, f.state]).sort()).toEqual([
      ['photo.jpg', 'attached'],
      ['plan.pdf', 'attached'],
    ]);
    expect(await conn.db.$count(formDrafts)).toBe(0);
  });

  it('keeps the fields and the good files when a file is refused, and stores no request', async () => {
    const answer = await post([
      ...fields(),
      ['attachments', fx.pdf!, 'plan.pdf'],
      ['attachments', exeFile(), 'setup.pdf'],
    ]);
    const [draft] = await conn.db
      .select()
      .from(formDrafts)
      .where(eq(formDrafts.id, where(answer).get('draft')!));
    expect(draft!.fieldErrors).toEqual({
      attachments:
        "setup.pdf can't be attached: its content is not PDF, JPEG, PNG, WebP, HEIC or ZIP, whatever its name says.",
    });
    expect(draft!.values).toMatchObject({ name: 'Ada Lovelace' });
    expect(
      (draft!.parts as { attachments: { files: { name: string }[] } }).attachments.files.map(
        (f) => f.name,
      ),
    ).toEqual(['plan.pdf']);
    expect(await conn.db.$count(consultationRequests)).toBe(0);
    expect(await conn.db.$count(requestAttachments)).toBe(1);
  });

  it('books the time picked, names it in the notice from its own draft, and keeps the form when it is taken', async () => {
    await openBookings(conn.db);
    const [start] = await openStarts(conn.db);
    const booking = Object.entries(requestValues(start!)).filter(
      ([name]) => name.startsWith('booking') || name === 'visitorTimeZone',
    ) as [string, string][];
    const sent = where(await post([...fields(), ...booking]));
    expect(sent.get('sent')).toBe('1');
    const back = await formReturnOf('consultation', Object.fromEntries(sent));
    expect(back.notice).toBe('sent');
    // the form starts empty again: the draft holds only what the notice says
    expect(back.draft).toBeNull();
    expect(back.said?.description).toMatch(/^Your call is booked for .+ \(Sydney time\)\./);

    // the same time again: nothing stored, the fields and the refusal's own words kept
    const refused = where(await post([...fields({ email: 'grace@example.com' }), ...booking]));
    const again = await formReturnOf('consultation', Object.fromEntries(refused));
    expect(again.draft?.values).toMatchObject({
      email: 'grace@example.com',
      visitorTimeZone: 'Australia/Sydney',
    });
    expect(again.draft?.errors).toEqual({ bookingStart: TAKEN.bookingStart });
    expect(again.said).toEqual(TAKEN.notice);
    expect(await conn.db.$count(consultationRequests)).toBe(1);
  });

  it('says a notice only from a draft the server wrote', async () => {
    const back = await formReturnOf('consultation', { sent: '1', draft: 'f'.repeat(32) });
    expect(back).toMatchObject({ notice: 'sent', draft: null, said: null });
  });

  it('sends the landing page back to the form that was sent there, and to no other', async () => {
    const { POST } = await import('@/app/api/forms/contact/route');
    const contact = multipart([
      ['website_url', ''],
      ['form_shown_at', String(Date.now() - 15_000)],
      ['name', 'Grace Hopper'],
      ['email', 'not an address'],
      ['message', 'A pavilion for the harbour.'],
    ]);
    const answer = await postTo(POST, '/', {}, new Uint8Array(contact));
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get('location')!);
    expect(location.pathname + location.hash).toBe('/#contact');
    expect(location.searchParams.get('form')).toBe('contact');
    const query = Object.fromEntries(location.searchParams);
    const back = await formReturnOf('contact', query);
    expect(back.draft?.values).toMatchObject({ name: 'Grace Hopper', email: 'not an address' });
    expect(Object.keys(back.draft?.errors ?? {})).toEqual(['email']);
    // the page's other form is not concerned, by a draft or by a notice
    expect(await formReturnOf('quick-consultation', query)).toMatchObject({
      notice: null,
      draft: null,
    });
    const sent = { form: 'contact', sent: '1' };
    expect((await formReturnOf('quick-consultation', sent)).notice).toBeNull();
    expect((await formReturnOf('contact', sent)).notice).toBe('sent');
  });

  it('answers a spammer with the same success, keeping the request as spam', async () => {
    const answer = await post([...fields({ website_url: 'https://spam.example' })]);
    expect(where(answer).get('sent')).toBe('1');
    const [row] = await conn.db.select().from(consultationRequests);
    expect(row!.status).toBe('spam');
  });

  it('refuses a post from another site, a body far too large, and one cut off halfway', async () => {
    expect((await post(fields(), { origin: 'https://evil.example' })).status).toBe(403);
    expect(
      where(await post(fields(), { 'content-length': String(500 * 1024 * 1024) })).get('failed'),
    ).toBe('too-large');
    const body = multipart([...fields(), ['attachments', pdfFile(3 * 1024 * 1024), 'plan.pdf']]);
    let sent = 0;
    const cut = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 1024 * 1024) return controller.error(new Error('the visitor went away'));
        controller.enqueue(new Uint8Array(body.subarray(sent, sent + 64 * 1024)));
        sent += 64 * 1024;
      },
    });
    expect(where(await post(fields(), {}, cut)).get('failed')).toBe('1');
    expect(await conn.db.$count(consultationRequests)).toBe(0);
    expect(await conn.db.$count(requestAttachments)).toBe(0);
    expect(readdirSync(path.join(dataDir, 'tmp', 'attachments'))).toEqual([]);
  });
});
