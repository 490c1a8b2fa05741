import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  exeFile,
  heicFile,
  HTML,
  jpegFile,
  pdfFile,
  pngFile,
  zipFile,
} from '#test/attachment-files';
import { fileTestSite } from '#test/file-site';
import { filesUnder } from '#test/files-under';
import { testDatabases } from '#test/databases';
import { emptiedForEachTest } from '#test/emptied-database';
import { expectNoLeak } from '#test/hostile';
import { current } from '#test/request-context';
import type { Connection } from '@/server/db/connect';
import { requestAttachments } from '@/server/db/schema';
import { createLocalStorage, setStorage } from '@/server/storage';
import { newSessionToken, sessionHash } from './session';
import { AttachmentRefused, stageAttachment } from './stage';

// What the open internet uploads as an attachment. Every file that is not the PDF, picture or
// ZIP its bytes must show is refused with a message naming it (never a 500, a stack trace or a
// server path), and leaves no row, no stored byte and no spool file behind; a hostile name is
// cleaned, never followed. The upload route refuses other sites, and a removal reaches only the
// caller's own staged files.

const SITE = 'http://localhost:3372';
const { dataDir, uploads, remove: removeDataDir } = fileTestSite('attachments-hostile', SITE);

vi.mock('@/server/db', async () => (await import('#test/request-context')).mockDb());
vi.mock('next/headers', async () => (await import('#test/request-context')).mockHeaders());
vi.mock('next/cache', async () => (await import('#test/request-context')).mockCache());

const spool = path.join(dataDir, 'tmp', 'attachments');
const files = filesUnder;

const MB = 1024 * 1024;
const fx: Record<string, Buffer> = {};
beforeAll(async () => {
  fx.jpeg = await jpegFile(400, 300);
  fx.png = await pngFile();
  fx.pdf = pdfFile(4096);
  fx.zip = zipFile({ 'notes.txt': 'Brief' });
});
afterAll(() => {
  setStorage(undefined);
  removeDataDir();
});

function streamOf(bytes: Buffer, { failAfter }: { failAfter?: number } = {}) {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (failAfter !== undefined && at >= failAfter)
        return controller.error(new Error('the visitor went away'));
      if (at >= bytes.length) return controller.close();
      controller.enqueue(new Uint8Array(bytes.subarray(at, at + 64 * 1024)));
      at += 64 * 1024;
    },
  });
}

type Case = {
  label: string;
  name: string;
  bytes: () => Buffer;
  status: number;
  message: RegExp;
  /** leave the length undeclared, as a file inside a form comes */
  undeclared?: boolean;
};

const NOT_ACCEPTED = /its content is not PDF, JPEG, PNG, WebP, HEIC or ZIP, whatever its name says/;
const SECOND_FILE = /carries a second file inside it|hidden data besides the picture/;
const DAMAGED = /damaged or incomplete/;

const REFUSED: Case[] = [
  {
    label: 'a program renamed .pdf',
    name: 'invoice.pdf',
    bytes: exeFile,
    status: 415,
    message: NOT_ACCEPTED,
  },
  {
    label: 'a program renamed .jpg',
    name: 'photo.jpg',
    bytes: exeFile,
    status: 415,
    message: NOT_ACCEPTED,
  },
  {
    label: 'a Linux program',
    name: 'plan.zip',
    bytes: () => Buffer.concat([Buffer.from('\x7fELF', 'latin1'), Buffer.alloc(200)]),
    status: 415,
    message: NOT_ACCEPTED,
  },
  {
    label: 'a web page named .pdf',
    name: 'brief.pdf',
    bytes: () => HTML,
    status: 415,
    message: NOT_ACCEPTED,
  },
  {
    label: 'an SVG named .png',
    name: 'logo.png',
    bytes: () =>
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    status: 415,
    message: NOT_ACCEPTED,
  },
  {
    label: 'a GIF (not an accepted format)',
    name: 'anim.gif',
    bytes: () => Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(100)]),
    status: 415,
    message: NOT_ACCEPTED,
  },
  {
    label: 'zero bytes',
    name: 'empty.pdf',
    bytes: () => Buffer.alloc(0),
    status: 400,
    message: /^empty\.pdf is empty \(0 bytes\)/,
  },
  {
    label: 'zero bytes, length undeclared',
    name: 'empty.pdf',
    bytes: () => Buffer.alloc(0),
    status: 400,
    message: /is empty/,
    undeclared: true,
  },
  {
    label: 'a JPEG with a ZIP appended',
    name: 'innocent.jpg',
    bytes: () => Buffer.concat([fx.jpeg!, fx.zip!]),
    status: 422,
    message: SECOND_FILE,
  },
  {
    label: 'a PNG with a web page appended',
    name: 'innocent.png',
    bytes: () => Buffer.concat([fx.png!, HTML]),
    status: 422,
    message: SECOND_FILE,
  },
  {
    label: 'a PDF with a web page after its end',
    name: 'plan.pdf',
    bytes: () => Buffer.concat([fx.pdf!, HTML]),
    status: 422,
    message: SECOND_FILE,
  },
  {
    label: 'a PDF with a ZIP after its end',
    name: 'plan.pdf',
    bytes: () => Buffer.concat([fx.pdf!, fx.zip!]),
    status: 422,
    message: SECOND_FILE,
  },
  {
    label: 'a PDF ending in a ZIP directory (PDF and ZIP at once)',
    name: 'plan.pdf',
    bytes: () =>
      Buffer.concat([fx.pdf!.subarray(0, -7), fx.zip!.subarray(-22), Buffer.from('\n%%EOF\n')]),
    status: 422,
    message: SECOND_FILE,
  },
  {
    label: 'a PDF with a script near its start',
    name: 'plan.pdf',
    bytes: () =>
      Buffer.concat([Buffer.from('%PDF-1.7\n<script>alert(1)</script>\n'), fx.pdf!.subarray(9)]),
    status: 422,
    message: SECOND_FILE,
  },
  {
    label: 'a truncated PDF',
    name: 'plan.pdf',
    bytes: () => fx.pdf!.subarray(0, 2000),
    status: 422,
    message: DAMAGED,
  },
  {
    label: 'a ZIP with a PDF appended',
    name: 'refs.zip',
    bytes: () => Buffer.concat([fx.zip!, fx.pdf!]),
    status: 422,
    message: SECOND_FILE,
  },
  {
    label: 'a ZIP with a script in its comment',
    name: 'refs.zip',
    bytes: () => zipFile({ 'a.txt': 'a' }, '<script>alert(1)</script>'),
    status: 422,
    message: SECOND_FILE,
  },
  {
    label: 'a truncated ZIP',
    name: 'refs.zip',
    bytes: () => fx.zip!.subarray(0, fx.zip!.length - 30),
    status: 422,
    message: DAMAGED,
  },
  {
    label: 'a HEIC with a web page appended',
    name: 'IMG_1.heic',
    bytes: () => Buffer.concat([heicFile(), HTML]),
    status: 422,
    message: /carries a second file inside it|damaged or incomplete/,
  },
  {
    label: 'a truncated JPEG',
    name: 'photo.jpg',
    bytes: () => fx.jpeg!.subarray(0, Math.floor(fx.jpeg!.length / 2)),
    status: 422,
    message: DAMAGED,
  },
  {
    label: 'a file past 20 MB, its length undeclared',
    name: 'huge.pdf',
    bytes: () => pdfFile(21 * MB),
    status: 413,
    message: /^huge\.pdf is larger than 20 MB/,
    undeclared: true,
  },
  {
    label: 'a declared length past 20 MB',
    name: 'huge.zip',
    bytes: () => pdfFile(21 * MB),
    status: 413,
    message: /larger than 20 MB/,
  },
  {
    label: 'a path and a program',
    name: '../../../../usr/bin/x.pdf',
    bytes: exeFile,
    status: 415,
    message: /^x\.pdf can't be attached/,
  },
];

/** Hostile names on good files: kept, cleaned. [label, name, file, kept as] */
const NAMES: [string, string, () => Buffer, string][] = [
  ['a path traversal', '../../x.pdf', () => fx.pdf!, 'x.pdf'],
  ['a Windows path', 'C:\\Users\\ada\\plan.pdf', () => fx.pdf!, 'plan.pdf'],
  ['a right-to-left override', 'report\u202Efdp.exe.pdf', () => fx.pdf!, 'reportfdp.exe.pdf'],
  ['control characters', 'pl\u0000a\u001bn\r\n.pdf', () => fx.pdf!, 'plan.pdf'],
  ['zero-width and bidi isolates', 'si\u200Bte\u2066.jpg', () => fx.jpeg!, 'site.jpg'],
  ['markup', '"><img src=x onerror=alert(1)>.png', () => fx.png!, 'img src=x onerror=alert(1).png'],
  ['a name that says another format', 'photo.jpg', () => fx.pdf!, 'photo.jpg.pdf'],
  ['a hidden-file name', '.htaccess', () => fx.pdf!, 'htaccess.pdf'],
  ['no name at all', '', () => fx.zip!, 'attachment.zip'],
  ['decomposed accents', 'cafe\u0301.pdf', () => fx.pdf!, 'café.pdf'],
  ['a very long name', `${'n'.repeat(5000)}.pdf`, () => fx.pdf!, `${'n'.repeat(116)}.pdf`],
  ['a long name of emoji', `${'🏠'.repeat(300)}.pdf`, () => fx.pdf!, `${'🏠'.repeat(98)}.pdf`],
];

const COUNT = REFUSED.length + NAMES.length + 7;
it(`tries ${COUNT} hostile attachments`, () => {
  console.log(`[hostile] attachments: ${COUNT} hostile inputs`);
  expect(COUNT).toBeGreaterThan(35);
});

describe.each(testDatabases())('attachments under hostile input on $name', ({ open }) => {
  const fresh = emptiedForEachTest(open);
  let conn: Connection;
  let token: string;
  const storage = createLocalStorage(uploads);
  beforeEach(async () => {
    conn = await fresh();
    current.db = conn.db;
    setStorage(storage);
    token = newSessionToken();
    rmSync(path.join(uploads, 'attachments'), { recursive: true, force: true });
  });

  const stage = (
    bytes: Buffer,
    name: string,
    options: {
      undeclared?: boolean;
      failAfter?: number;
      budget?: { dailyBytes: number; quotaBytes: number };
      address?: string;
    } = {},
  ) =>
    stageAttachment(
      {
        body: streamOf(bytes, options),
        filename: name,
        declaredLength: options.undeclared ? null : bytes.length,
      },
      {
        db: conn.db,
        sessionHash: sessionHash(token),
        address: options.address ?? null,
        storage,
        budget: options.budget,
      },
    );

  const nothingLeft = async () => {
    expect(await conn.db.$count(requestAttachments)).toBe(0);
    expect(files(path.join(uploads, 'attachments'))).toEqual([]);
    expect(files(spool)).toEqual([]);
  };

  const refusal = async (attempt: Promise<unknown>) => {
    const error = await attempt.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AttachmentRefused);
    return error as AttachmentRefused;
  };

  it.each(REFUSED)('refuses $label', async ({ name, bytes, status, message, undeclared }) => {
    const error = await refusal(stage(bytes(), name, { undeclared }));
    expect(error.status).toBe(status);
    expect(error.message).toMatch(message);
    expectNoLeak(error.message);
    await nothingLeft();
  });

  it.each(NAMES)('keeps a file with %s under a clean name', async (_label, name, bytes, kept) => {
    const file = await stage(bytes(), name);
    expect(file.name).toBe(kept);
    expect(Array.from(file.name).length).toBeLessThanOrEqual(120);
    expect(file.id).toMatch(/^[0-9a-f]{32}$/);
    expect(files(path.join(uploads, 'attachments')).map((f) => path.basename(f))).toContain(
      file.id,
    );
  });

  it('cleans up an upload aborted halfway', async () => {
    const error = await stage(pdfFile(2 * MB), 'plan.pdf', { failAfter: MB }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    await nothingLeft();
  });

  it('refuses a sixth file, and files past 50 MB in all, for one form session', async () => {
    for (let i = 0; i < 5; i++) await stage(fx.pdf!, `plan-${i}.pdf`);
    const sixth = await refusal(stage(fx.pdf!, 'sixth.pdf'));
    expect([sixth.status, sixth.message]).toEqual([
      409,
      'sixth.pdf was not attached: a request can carry 5 files at most.',
    ]);
    // another session is not counted with this one
    token = newSessionToken();
    await conn.db.execute(
      sql`insert into request_attachments (id, session_hash, filename, mime_type, size, sha256)
          values (${'a'.repeat(32)}, ${sessionHash(token)}, 'big.pdf', 'application/pdf', ${45 * MB}, 'x')`,
    );
    const past = await refusal(stage(pdfFile(6 * MB), 'more.pdf'));
    expect([past.status, past.message]).toEqual([
      413,
      'more.pdf was not attached: together the files would pass 50 MB.',
    ]);
  });

  it("holds to one address's daily budget and to the storage quota", async () => {
    const budget = { dailyBytes: 10 * 1024, quotaBytes: 512 * 1024 };
    await stage(pdfFile(6 * 1024), 'a.pdf', { budget, address: '203.0.113.9' });
    const spent = await refusal(
      stage(pdfFile(6 * 1024), 'b.pdf', { budget, address: '203.0.113.9' }),
    );
    expect([spent.status, spent.message]).toEqual([429, expect.stringMatching(/^Today's limit/)]);
    // another address has its own budget, and the quota holds for everyone
    await stage(pdfFile(6 * 1024), 'c.pdf', { budget, address: '198.51.100.4' });
    const full = await refusal(
      stage(pdfFile(600 * 1024), 'd.pdf', {
        budget: { ...budget, dailyBytes: 10 * MB },
        address: '198.51.100.5',
      }),
    );
    expect([full.status, full.message]).toEqual([
      507,
      expect.stringMatching(/can't be attached at the moment/),
    ]);
    expect(await conn.db.$count(requestAttachments)).toBe(2);
    expect(files(spool)).toEqual([]);
  });

  it('refuses uploads and removals from another site', async () => {
    const { POST } = await import('@/app/api/attachments/route');
    const answer = await POST(
      new Request(`${SITE}/api/attachments?name=plan.pdf`, {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-length': String(fx.pdf!.length) },
        body: new Uint8Array(fx.pdf!),
      }),
    );
    expect(answer.status).toBe(403);
    const { DELETE } = await import('@/app/api/attachments/[id]/route');
    const file = await stage(fx.pdf!, 'plan.pdf');
    const removal = await DELETE(
      new Request(`${SITE}/api/attachments/${file.id}`, {
        method: 'DELETE',
        headers: { 'sec-fetch-site': 'cross-site', 'x-attachment-session': token },
      }),
      { params: Promise.resolve({ id: file.id }) },
    );
    expect(removal.status).toBe(403);
    expect(await conn.db.$count(requestAttachments)).toBe(1);
  });

  it('answers a removal the same whether the file is the caller’s or not, and removes only theirs', async () => {
    const { DELETE } = await import('@/app/api/attachments/[id]/route');
    const file = await stage(fx.pdf!, 'plan.pdf');
    const remove = (session: string, id = file.id) =>
      DELETE(
        new Request(`${SITE}/api/attachments/${id}`, {
          method: 'DELETE',
          headers: { origin: SITE, 'x-attachment-session': session },
        }),
        { params: Promise.resolve({ id }) },
      );
    expect((await remove(newSessionToken())).status).toBe(204);
    expect((await remove('not a token')).status).toBe(204);
    expect((await remove(token, "1' OR '1'='1")).status).toBe(204);
    expect(await conn.db.$count(requestAttachments)).toBe(1);
    expect((await remove(token)).status).toBe(204);
    await nothingLeft();
  });

  it('streams through the upload route: a refusal names the file and carries the session', async () => {
    const { POST } = await import('@/app/api/attachments/route');
    const answer = await POST(
      new Request(`${SITE}/api/attachments?name=${encodeURIComponent('../setup.pdf')}`, {
        method: 'POST',
        headers: { origin: SITE, 'content-length': '4100' },
        body: exeFile(),
      }),
    );
    expect(answer.status).toBe(415);
    const body = (await answer.json()) as { ok: boolean; message: string; session: string };
    expect(body.ok).toBe(false);
    expect(body.message).toMatch(/^setup\.pdf can't be attached/);
    expect(body.session).toMatch(/^[A-Za-z0-9_-]{32}$/);
    await nothingLeft();
  });
});
