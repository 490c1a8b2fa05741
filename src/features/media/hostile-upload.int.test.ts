import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileTestSite } from '#test/file-site';
import { filesUnder } from '#test/files-under';
import { testDatabases } from '#test/databases';
import { expectNoLeak } from '#test/hostile';
import { current } from '#test/request-context';
import { freshAuth, signedInCookie } from '#test/sign-in';
import { snapshot } from '#test/snapshot';
import { adminRouteModules, rel } from '#test/source-tree';
import type { Connection } from '@/server/db/connect';
import { createLocalStorage } from '@/server/storage';

// The media library's route handlers, called by the signed-in admin with
// hostile files and parameters: every upload that is not the image or video
// it claims to be is refused with a message naming the file (never a 500, a
// stack trace or a server path) and leaves no row, no stored file and no spool
// file behind; a hostile file name is cleaned, never followed.

const SITE = 'http://localhost:3365';
const {
  dataDir,
  uploads,
  remove: removeDataDir,
} = fileTestSite('media-hostile', SITE, { signsIn: true });

vi.mock('@/server/db', async () => (await import('#test/request-context')).mockDb());
vi.mock('next/headers', async () => (await import('#test/request-context')).mockHeaders());
vi.mock('next/cache', async () => (await import('#test/request-context')).mockCache());

const spool = path.join(dataDir, 'tmp', 'uploads');
const files = filesUnder;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A small valid PNG whose header claims width × height: decoding it would take gigabytes. */
function pixelFloodHeader(png: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(png);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

function multipart(name: string, bytes: Buffer): Buffer {
  const boundary = '----WebKitFormBoundary7MA4YWxkTrZu0gW';
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

type Upload = {
  label: string;
  name: string | null;
  bytes: () => Buffer;
  status: number;
  message: RegExp;
  headers?: Record<string, string>;
};

const fx: Record<string, Buffer> = {};
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script>');
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>alert(1)</script></svg>',
);
const XML_SVG = Buffer.from(`<?xml version="1.0"?>\n${SVG.toString()}`);
const box = (type: string, payload: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + payload.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, payload]);
};
const mp4 = () =>
  Buffer.concat([
    box('ftyp', Buffer.concat([Buffer.from('isom'), Buffer.alloc(4), Buffer.from('isomiso2')])),
    box('mdat', Buffer.alloc(2048, 3)),
  ]);

const NOT_MEDIA = /is not an image or video this library accepts/;
const SVG_REFUSED = /SVG files are not accepted, because they can carry scripts/;
const HIDDEN = /hidden data besides the picture|carries data besides the video/;
const DAMAGED = /damaged or incomplete/;

const REFUSED: Upload[] = [
  {
    label: 'HTML named .jpg',
    name: 'holiday.jpg',
    bytes: () => HTML,
    status: 415,
    message: NOT_MEDIA,
  },
  {
    label: 'HTML named .html',
    name: 'page.html',
    bytes: () => HTML,
    status: 415,
    message: NOT_MEDIA,
  },
  {
    label: 'a PDF named .png',
    name: 'brochure.png',
    bytes: () => Buffer.from(`%PDF-1.7\n${'x'.repeat(100)}`),
    status: 415,
    message: NOT_MEDIA,
  },
  {
    label: 'a ZIP named .webp',
    name: 'archive.webp',
    bytes: () => Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100)]),
    status: 415,
    message: NOT_MEDIA,
  },
  {
    label: 'a Windows program named .gif',
    name: 'setup.gif',
    bytes: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
    status: 415,
    message: NOT_MEDIA,
  },
  {
    label: 'an SVG with a script',
    name: 'logo.svg',
    bytes: () => SVG,
    status: 415,
    message: SVG_REFUSED,
  },
  {
    label: 'an SVG named .png',
    name: 'logo.png',
    bytes: () => SVG,
    status: 415,
    message: SVG_REFUSED,
  },
  {
    label: 'an XML-prologue SVG',
    name: 'logo.jpg',
    bytes: () => XML_SVG,
    status: 415,
    message: SVG_REFUSED,
  },
  {
    label: 'a PNG with HTML appended (polyglot)',
    name: 'innocent.png',
    bytes: () => Buffer.concat([fx.png!, HTML]),
    status: 422,
    message: HIDDEN,
  },
  {
    label: 'a JPEG with a script in its comment (polyglot)',
    name: 'innocent.jpg',
    bytes: () => {
      const comment = Buffer.from('<script>alert(1)</script>');
      const com = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
      return Buffer.concat([fx.jpeg!.subarray(0, 2), com, fx.jpeg!.subarray(2)]);
    },
    status: 422,
    message: HIDDEN,
  },
  {
    label: 'a GIF with a ZIP appended (polyglot)',
    name: 'innocent.gif',
    bytes: () => Buffer.concat([fx.gif!, Buffer.from('PK\x03\x04'), Buffer.alloc(64)]),
    status: 422,
    message: HIDDEN,
  },
  {
    label: 'an MP4 with HTML appended (polyglot)',
    name: 'clip.mp4',
    bytes: () => Buffer.concat([mp4(), HTML]),
    status: 422,
    message: HIDDEN,
  },
  {
    label: 'zero bytes',
    name: 'empty.png',
    bytes: () => Buffer.alloc(0),
    status: 400,
    message: /is empty \(0 bytes\)/,
  },
  {
    label: 'a truncated PNG',
    name: 'broken.png',
    bytes: () => fx.png!.subarray(0, fx.png!.length - 40),
    status: 422,
    message: DAMAGED,
  },
  {
    label: 'a truncated JPEG',
    name: 'broken.jpg',
    bytes: () => fx.jpeg!.subarray(0, Math.floor(fx.jpeg!.length / 2)),
    status: 422,
    message: DAMAGED,
  },
  {
    label: 'a header only (the first 64 bytes of a PNG)',
    name: 'stub.png',
    bytes: () => fx.png!.subarray(0, 64),
    status: 422,
    message: DAMAGED,
  },
  {
    label: 'a pixel-flood PNG header (100000 × 100000)',
    name: 'flood.png',
    bytes: () => pixelFloodHeader(fx.png!, 100_000, 100_000),
    status: 413,
    message: /100000 × 100000 pixels, more than the 50 megapixels/,
  },
  {
    label: 'an oversized declared length',
    name: 'huge.mp4',
    bytes: () => mp4(),
    headers: { 'content-length': String(10 * 1024 ** 4) },
    status: 413,
    message: /huge\.mp4 is larger than the 500 MB limit for videos/,
  },
  {
    label: 'a path-traversal name on HTML',
    name: '../../../../etc/passwd.png',
    bytes: () => HTML,
    status: 415,
    message: /^passwd\.png is not an image/,
  },
  {
    label: 'a multipart form body instead of the file',
    name: 'photo.png',
    bytes: () => multipart('photo.png', fx.png!),
    headers: {
      'content-type': 'multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW',
    },
    status: 415,
    message: NOT_MEDIA,
  },
  {
    label: 'a JSON body instead of the file',
    name: 'photo.png',
    bytes: () => Buffer.from(JSON.stringify({ file: fx.png!.toString('base64') })),
    headers: { 'content-type': 'application/json' },
    status: 415,
    message: NOT_MEDIA,
  },
  {
    label: 'no file name, HTML inside',
    name: null,
    bytes: () => HTML,
    status: 415,
    message: /^upload is not an image/,
  },
];

/** Hostile names on real images: the file is accepted, under a clean name and a random key. */
const NAMES: [string, string, string][] = [
  ['a path traversal', '../../../../etc/cron.d/job.png', 'job.png'],
  ['a Windows path traversal', '..\\..\\windows\\win.ini.png', 'win.ini.png'],
  ['markup', '"><img src=x onerror=alert(1)>.png', 'img src=x onerror=alert(1).png'],
  ['control characters and NUL', 'ph\u0000o\u001bto\r\n.png', 'photo.png'],
  ['an oversized name', `${'n'.repeat(5000)}.png`, `${'n'.repeat(196)}.png`],
];

/** Hostile parameters of the other admin media routes: [label, path, status]. */
const PARAMS: [string, string, number][] = [
  ['a NUL in the library search', '?q=%00', 200],
  ['an oversized library search', `?q=${'a'.repeat(5000)}`, 400],
  ['a negative offset', '?offset=-1', 400],
  ['a limit of NaN', '?limit=NaN', 400],
  ['a limit of Infinity', '?limit=Infinity', 400],
  ['an unknown type', '?type=svg', 400],
  ['SQL in the search', `?q=${encodeURIComponent("' OR 1=1 --")}`, 200],
];
const IDS: [string, string][] = [
  ['letters', 'abc'],
  ['a negative id', '-1'],
  ['an id past the integer column', '99999999999999'],
  ['an exponent', '1e3'],
  ['SQL', '1 OR 1=1'],
];

const COUNT = REFUSED.length + NAMES.length + PARAMS.length + IDS.length + 2;
it(`tries ${COUNT} hostile uploads and media requests`, () => {
  console.log(`[hostile] media routes: ${COUNT} hostile inputs`);
  expect(COUNT).toBeGreaterThan(35);
});

// the admin route handlers this file sends hostile requests to: a new one must join them (the
// attachments' routes, the visitor's and the owner's, are src/features/attachments' to try, and
// the booking's open times and calendar feed src/features/booking/routes.int.test.ts', the
// forms' posts src/features/public-forms/receive-post.int.test.ts')
const COVERED_ROUTES = [
  'src/app/api/admin/attachments/[id]/route.ts',
  'src/app/api/admin/backups/download/route.ts',
  'src/app/api/admin/backups/files/[name]/route.ts',
  'src/app/api/admin/media/[id]/route.ts',
  'src/app/api/admin/media/route.ts',
  'src/app/api/admin/submissions/count/route.ts',
  'src/app/api/admin/submissions/export/route.ts',
  'src/app/api/attachments/[id]/route.ts',
  'src/app/api/attachments/route.ts',
  'src/app/api/booking/feed/[token]/route.ts',
  'src/app/api/booking/slots/route.ts',
  'src/app/api/forms/consultation/route.ts',
  'src/app/api/forms/contact/route.ts',
  'src/app/api/forms/quick-consultation/route.ts',
];
it('covers every admin route handler of the source tree', () => {
  expect(adminRouteModules().map(rel).sort()).toEqual(COVERED_ROUTES);
});

const [pglite] = testDatabases();

describe('the media routes under hostile input', () => {
  let conn: Connection;
  let admin: string;
  beforeAll(async () => {
    const base = () =>
      sharp({ create: { width: 120, height: 80, channels: 3, background: '#8a6f4d' } });
    [fx.png, fx.jpeg, fx.gif] = await Promise.all([
      base().png().toBuffer(),
      base().jpeg().toBuffer(),
      base().gif().toBuffer(),
    ]);
    mkdirSync(uploads, { recursive: true });
    conn = await pglite!.open();
    current.db = conn.db;
    await freshAuth();
    admin = await signedInCookie(conn.db, 'owner@example.com', 'admin');
    const { setStorage } = await import('@/server/storage');
    setStorage(createLocalStorage(uploads));
  });
  afterAll(async () => {
    const { startMailWorker } = await import('@/server/mail');
    await startMailWorker().stop();
    current.db = undefined;
    await conn?.close();
    removeDataDir();
  });

  const request = (url: string, init: RequestInit & { headers?: Record<string, string> } = {}) => {
    const headers = { origin: SITE, cookie: admin, ...init.headers };
    current.headers = new Headers(headers);
    return new Request(`${SITE}${url}`, { ...init, headers, duplex: 'half' } as RequestInit);
  };
  const upload = async (
    name: string | null,
    bytes: Buffer,
    headers: Record<string, string> = {},
  ) => {
    const { POST } = await import('@/app/api/admin/media/route');
    const query = name === null ? '' : `?name=${encodeURIComponent(name)}`;
    return POST(
      request(`/api/admin/media${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', ...headers },
        body: new Response(new Uint8Array(bytes)).body,
      }),
      { params: Promise.resolve({}) },
    );
  };

  it.each(REFUSED)('refuses $label, leaving nothing behind', async (c) => {
    const before = { db: await snapshot(conn.db), files: files(uploads) };
    const response = await upload(c.name, c.bytes(), c.headers);
    const text = await response.text();
    expect(response.status, text).toBe(c.status);
    const body = JSON.parse(text) as { ok: boolean; message: string };
    expect(body.ok).toBe(false);
    expect(body.message).toMatch(c.message);
    expectNoLeak(text);
    expect(text).not.toContain('..');
    expect(await snapshot(conn.db)).toEqual(before.db);
    expect(files(uploads)).toEqual(before.files);
    expect(files(spool)).toEqual([]);
  });

  it.each(NAMES)(
    'stores a real image sent with %s under a clean name and a random key',
    async (_label, name, clean) => {
      const outside = () => files(dataDir).filter((f) => !f.startsWith(uploads + path.sep));
      const before = outside();
      const response = await upload(name, fx.png!);
      expect(response.status).toBe(201);
      const { item } = (await response.json()) as { item: { filename: string; fileUrl: string } };
      expect(item.filename).toBe(clean);
      expect(item.fileUrl).toMatch(/^\/media\/project-images\/[0-9a-f]{32}\.png$/);
      // nothing was written outside the uploads folder
      expect(outside()).toEqual(before);
    },
  );

  it.each(PARAMS)(
    'answers %s on the library list without failing',
    async (_label, query, status) => {
      const { GET } = await import('@/app/api/admin/media/route');
      const before = await snapshot(conn.db);
      const response = await GET(request(`/api/admin/media${query}`), {
        params: Promise.resolve({}),
      });
      const text = await response.text();
      expect(response.status, text).toBe(status);
      expectNoLeak(text);
      expect(await snapshot(conn.db)).toEqual(before);
    },
  );

  it.each(IDS)('answers a file id of %s with 404', async (_label, id) => {
    const { GET } = await import('@/app/api/admin/media/[id]/route');
    const response = await GET(request(`/api/admin/media/${encodeURIComponent(id)}`), {
      params: Promise.resolve({ id }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'That file is no longer in the library.' });
  });

  it('answers hostile inbox filters with a CSV or a count, not an error', async () => {
    const exportRoute = await import('@/app/api/admin/submissions/export/route');
    const countRoute = await import('@/app/api/admin/submissions/count/route');
    for (const query of [
      '?q=%00%1b',
      `?tab=${encodeURIComponent("'; DROP TABLE users; --")}&status=__proto__`,
      `?q=${encodeURIComponent('%_\\')}&tab=spam`,
    ]) {
      const params = { params: Promise.resolve({}) };
      const csv = await exportRoute.GET(request(`/api/admin/submissions/export${query}`), params);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
      const count = await countRoute.GET(request(`/api/admin/submissions/count${query}`), params);
      expect(count.status).toBe(200);
      expect(await count.json()).toEqual({ total: expect.any(Number) });
    }
  });

  it.each([
    ['a path out of the folder', '../auth-secret'],
    ['an encoded path out of it', '..%2F..%2Fauth-secret'],
    [
      'an archive name with a path after it',
      'site-backup-2026-01-01T00-00-00Z.tar/../../auth-secret',
    ],
    ['a NUL byte', 'site-backup-2026-01-01T00-00-00Z.tar\u0000'],
    ['a very long name', 'x'.repeat(5000)],
    ['a well-formed name of no backup', 'site-backup-2001-01-01T00-00-00Z.tar'],
  ])('answers a backup file name with %s by 404', async (_label, name) => {
    const { GET } = await import('@/app/api/admin/backups/files/[name]/route');
    const response = await GET(request(`/api/admin/backups/files/${encodeURIComponent(name)}`), {
      params: Promise.resolve({ name }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No such backup' });
  });

  it('streams a whole archive of the site to the admin', async () => {
    const { GET } = await import('@/app/api/admin/backups/download/route');
    const { readArchive } = await import('@/server/backup/read-archive');
    const response = await GET(request('/api/admin/backups/download'), {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store, no-transform');
    const file = path.join(dataDir, 'downloaded.tar');
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const manifest = await readArchive(file);
    expect(manifest.tables.map((t) => t.name)).toContain('users');
  });
});
