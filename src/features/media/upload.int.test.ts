import { mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDatabases } from '#test/databases';
import { fileTestSite } from '#test/file-site';
import { current } from '#test/request-context';
import type { Connection } from '@/server/db/connect';
import { mediaLibrary, projects, users } from '@/server/db/schema';
import { createLocalStorage, createS3Storage, type StorageBackend } from '@/server/storage';
import { startTestS3, type TestS3 } from '#test/s3-server';

// The upload pipeline against a real database and both storage back ends:
// what it accepts, everything it refuses (leaving nothing behind), and the
// route's guard, which refuses visitors and non-admins before a byte is stored.

const SITE = 'http://localhost:3371';
const { dataDir, remove: removeDataDir } = fileTestSite('media-upload-test', SITE, {
  signsIn: true,
});

// the process's database and request headers, swapped per test
vi.mock('@/server/db', async () => (await import('#test/request-context')).mockDb());
vi.mock('next/headers', async () => (await import('#test/request-context')).mockHeaders());
vi.mock('next/cache', async () => (await import('#test/request-context')).mockCache());

// --- fixtures, made with sharp or by hand ---

const box = (type: string, payload: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + payload.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, payload]);
};
const mp4 = (trailing = Buffer.alloc(0)) =>
  Buffer.concat([
    box(
      'ftyp',
      Buffer.concat([Buffer.from('isom'), Buffer.alloc(4), Buffer.from('isomiso2avc1mp41')]),
    ),
    box('free', Buffer.alloc(8)),
    box('mdat', Buffer.alloc(4096, 3)),
    trailing,
  ]);

type Fixtures = Record<string, Buffer>;
async function makeFixtures(): Promise<Fixtures> {
  const base = () =>
    sharp({ create: { width: 320, height: 200, channels: 3, background: '#8a6f4d' } });
  const jpeg = await base().jpeg().toBuffer();
  const png = await base().png().toBuffer();
  const html = Buffer.from(
    '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
  );
  // a JPEG whose comment segment carries a script: a classic JPEG/HTML polyglot
  const comment = Buffer.from('<script>alert(1)</script>');
  const com = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
  return {
    jpeg,
    png,
    webp: await base().webp().toBuffer(),
    avif: await base().avif({ effort: 0 }).toBuffer(),
    gif: await base().gif().toBuffer(),
    rotated: await sharp({ create: { width: 300, height: 100, channels: 3, background: '#222' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer(),
    mp4: mp4(),
    webm: Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
      Buffer.from('webm'),
      Buffer.alloc(200, 1),
    ]),
    svg: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
    ),
    htmlAsJpeg: html,
    pdfAsPng: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n' + 'x'.repeat(100)),
    pngThenHtml: Buffer.concat([png, html]),
    jpegWithScript: Buffer.concat([jpeg.subarray(0, 2), com, jpeg.subarray(2)]),
    gifThenZip: Buffer.concat([
      await base().gif().toBuffer(),
      Buffer.from('PK\x03\x04'),
      Buffer.alloc(64),
    ]),
    truncatedPng: png.subarray(0, png.length - 40),
    mp4ThenHtml: mp4(html),
    // 9000 × 6000 = 54 megapixels of one colour: a small file that would eat memory when decoded
    pixelFlood: await sharp({
      create: { width: 9000, height: 6000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer(),
  };
}

function streamOf(bytes: Buffer, chunk = 16 * 1024): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(new Uint8Array(bytes.subarray(at, at + chunk)));
      at += chunk;
    },
  });
}

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir).flatMap((entry) => {
      const full = path.join(dir, entry);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
  } catch {
    return [];
  }
}

let s3: TestS3;
let fx: Fixtures;
const localRoot = path.join(dataDir, 'uploads');
const spoolDir = path.join(dataDir, 'tmp', 'uploads');

beforeAll(async () => {
  [s3, fx] = await Promise.all([startTestS3(), makeFixtures()]);
  mkdirSync(localRoot, { recursive: true });
});
afterAll(async () => {
  await s3?.stop();
  removeDataDir();
});

const backends = [
  {
    name: 'local',
    make: (): StorageBackend => createLocalStorage(localRoot),
    keys: async () => filesUnder(localRoot),
  },
  {
    name: 's3',
    make: (): StorageBackend =>
      createS3Storage({
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
      }),
    keys: async () => {
      const client = new S3Client({
        region: 'us-east-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      });
      const out = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      return (out.Contents ?? []).map((o) => o.Key!);
    },
  },
];

const [pglite] = testDatabases();

describe.each(backends)('uploads to $name storage', ({ make, keys }) => {
  let conn: Connection;
  beforeAll(async () => {
    conn = await pglite!.open();
  });
  afterAll(() => conn?.close());

  const upload = async (
    name: string,
    bytes: Buffer,
    limits?: Partial<{ imageBytes: number; videoBytes: number; imagePixels: number }>,
  ) => {
    const { storeUpload, uploadLimits } = await import('./store');
    return storeUpload(
      { body: streamOf(bytes), filename: name, declaredLength: bytes.length },
      { db: conn.db, storage: make(), limits: { ...uploadLimits(), ...limits } },
    );
  };

  it.each([
    ['photo.jpg', 'jpeg', 'image/jpeg', 'project-images/', /\.jpg$/],
    ['plan.png', 'png', 'image/png', 'project-images/', /\.png$/],
    ['render.webp', 'webp', 'image/webp', 'project-images/', /\.webp$/],
    ['render.avif', 'avif', 'image/avif', 'project-images/', /\.avif$/],
    ['loop.gif', 'gif', 'image/gif', 'project-images/', /\.gif$/],
    ['walkthrough.mp4', 'mp4', 'video/mp4', 'project-videos/', /\.mp4$/],
    ['teaser.webm', 'webm', 'video/webm', 'project-videos/', /\.webm$/],
    // a real PNG named .jpg is accepted by its content and stored as what it is
    ['misnamed.jpg', 'png', 'image/png', 'project-images/', /\.png$/],
  ])('accepts %s by its content', async (name, fixture, mime, prefix, ext) => {
    const item = await upload(name, fx[fixture]!);
    expect(item).toMatchObject({ filename: name, mimeType: mime, fileSize: fx[fixture]!.length });
    expect(item.fileUrl.startsWith(`/media/${prefix}`)).toBe(true);
    expect(item.fileUrl).toMatch(ext);
    // a random name, never the original one
    expect(item.fileUrl).not.toContain(name.split('.')[0]);
    expect((await keys()).some((k) => k.endsWith(item.fileUrl.split('/').pop()!))).toBe(true);
    if (item.fileType === 'image') expect(item.width && item.height).toBeTruthy();
  });

  it('records the displayed size of a rotated photo', async () => {
    const item = await upload('portrait.jpg', fx.rotated!);
    expect({ width: item.width, height: item.height }).toEqual({ width: 100, height: 300 });
  });

  it.each([
    ['an SVG', 'drawing.svg', 'svg', /SVG files are not accepted/, {}],
    [
      'HTML renamed to .jpg',
      'holiday.jpg',
      'htmlAsJpeg',
      /is not an image or video this library accepts/,
      {},
    ],
    [
      'a PDF renamed to .png',
      'brochure.png',
      'pdfAsPng',
      /is not an image or video this library accepts/,
      {},
    ],
    [
      'a PNG with HTML appended',
      'innocent.png',
      'pngThenHtml',
      /hidden data besides the picture/,
      {},
    ],
    [
      'a JPEG with a script in a comment',
      'innocent.jpg',
      'jpegWithScript',
      /hidden data besides the picture/,
      {},
    ],
    [
      'a GIF with a ZIP appended',
      'innocent.gif',
      'gifThenZip',
      /hidden data besides the picture/,
      {},
    ],
    ['an MP4 with HTML appended', 'clip.mp4', 'mp4ThenHtml', /carries data besides the video/, {}],
    ['a truncated PNG', 'broken.png', 'truncatedPng', /damaged or incomplete/, {}],
    [
      'a pixel flood',
      'huge.png',
      'pixelFlood',
      /9000 × 6000 pixels, more than the 50 megapixels/,
      {},
    ],
    [
      'an image over the size limit',
      'big.jpg',
      'jpeg',
      /big\.jpg is larger than the 0 MB limit for images/,
      { imageBytes: 100 },
    ],
    [
      'a video over the size limit',
      'long.mp4',
      'mp4',
      /long\.mp4 is larger than the 0 MB limit for videos/,
      { videoBytes: 2000 },
    ],
    ['an empty file', 'empty.png', 'empty', /is empty \(0 bytes\)/, {}],
  ])(
    'refuses %s with a clear message and leaves nothing behind',
    async (_label, name, fixture, message, limits) => {
      const before = await keys();
      const rowsBefore = await conn.db.$count(mediaLibrary);
      const bytes = fixture === 'empty' ? Buffer.alloc(0) : fx[fixture]!;
      await expect(upload(name, bytes, limits)).rejects.toMatchObject({
        name: 'UploadRefused',
        message: expect.stringMatching(message),
      });
      expect(await keys()).toEqual(before);
      const rowsAfter = await conn.db.$count(mediaLibrary);
      expect(rowsAfter).toBe(rowsBefore);
      expect(filesUnder(spoolDir)).toEqual([]);
    },
  );

  it('deletes a file with its stored sizes, and finds where a file is used first', async () => {
    const item = await upload('cover.png', fx.png!);
    const storage = make();
    const { ensureVariant, variantKey } = await import('./variants');
    const key = item.fileUrl.slice('/media/'.length);
    const variant = await ensureVariant(storage, key, 640, 'webp');
    expect(variant).toMatchObject({ key: variantKey(key, 640, 'webp'), contentType: 'image/webp' });
    // a second request finds the stored size instead of making it again
    expect((await ensureVariant(storage, key, 640, 'webp'))?.etag).toBe(variant!.etag);

    await conn.db.insert(projects).values({ title: 'Harbour Residence', coverImage: item.fileUrl });
    const { findMediaUsage } = await import('./usage');
    expect(await findMediaUsage(conn.db, item.fileUrl)).toEqual([
      {
        kind: 'Project',
        label: 'Harbour Residence',
        field: 'Cover image',
        href: '/admin/projects',
      },
    ]);
    const { removeStoredMedia } = await import('./store');
    await removeStoredMedia(item.fileUrl, storage);
    expect(await storage.statObject(key)).toBeNull();
    expect(await storage.statObject(variantKey(key, 640, 'webp'))).toBeNull();
  });
});

describe('the upload route', () => {
  let conn: Connection;
  let cookies: { admin: string; member: string };

  const signedIn = async (email: string, role: 'admin' | 'user') => {
    const { getAuth } = await import('@/server/auth');
    const auth = await getAuth();
    await auth.api.signUpEmail({
      body: { email, password: 'password-1', name: email.split('@')[0]! },
    });
    await conn.db
      .update(users)
      .set({ emailVerified: true, role })
      .where(sql`${users.email} = ${email}`);
    const { headers } = await auth.api.signInEmail({
      body: { email, password: 'password-1' },
      returnHeaders: true,
    });
    return headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  };

  beforeAll(async () => {
    conn = await pglite!.open();
    current.db = conn.db;
    await import('@/server/auth');
    const state = (globalThis as { __auth?: { ready?: unknown } }).__auth;
    if (state) state.ready = undefined;
    cookies = {
      admin: await signedIn('owner@example.com', 'admin'),
      member: await signedIn('member@example.com', 'user'),
    };
    const { setStorage } = await import('@/server/storage');
    setStorage(createLocalStorage(localRoot));
  });
  afterAll(async () => {
    const { startMailWorker } = await import('@/server/mail');
    await startMailWorker().stop();
    current.db = undefined;
    await conn?.close();
  });

  const post = async (cookie: string, name: string, bytes: Buffer) => {
    const { POST } = await import('@/app/api/admin/media/route');
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled += 1;
          controller.enqueue(new Uint8Array(bytes));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    ); // pulled only when someone reads
    const headers: Record<string, string> = {
      origin: SITE,
      'content-type': 'application/octet-stream',
    };
    if (cookie) headers.cookie = cookie;
    current.headers = new Headers(headers);
    const response = await POST(
      new Request(`${SITE}/api/admin/media?name=${encodeURIComponent(name)}`, {
        method: 'POST',
        headers,
        body,
        duplex: 'half',
      } as RequestInit),
      { params: Promise.resolve({}) },
    );
    return { response, pulled: () => pulled };
  };

  it('refuses visitors and non-admins before reading a byte, and stores nothing', async () => {
    const before = filesUnder(localRoot);
    for (const [who, cookie, status] of [
      ['a visitor', '', 401],
      ['a non-admin', cookies.member, 403],
    ] as const) {
      const { response, pulled } = await post(cookie, 'photo.jpg', fx.jpeg!);
      expect(response.status, who).toBe(status);
      expect(pulled(), `${who}: body was read`).toBe(0);
    }
    expect(filesUnder(localRoot)).toEqual(before);
    expect(filesUnder(spoolDir)).toEqual([]);
    expect(await conn.db.$count(mediaLibrary)).toBe(0);
  });

  it('stores an admin upload and answers with the new item; a refusal answers with its message', async () => {
    const ok = await post(cookies.admin, 'Studio Portrait.jpg', fx.jpeg!);
    expect(ok.response.status).toBe(201);
    const body = (await ok.response.json()) as {
      ok: boolean;
      item: { filename: string; fileUrl: string };
    };
    expect(body).toMatchObject({ ok: true, item: { filename: 'Studio Portrait.jpg' } });
    expect(body.item.fileUrl).toMatch(/^\/media\/project-images\/[0-9a-f]{32}\.jpg$/);

    const refused = await post(cookies.admin, 'drawing.svg', fx.svg!);
    expect(refused.response.status).toBe(415);
    expect(await refused.response.json()).toEqual({
      ok: false,
      message:
        'drawing.svg: SVG files are not accepted, because they can carry scripts. Please upload a PNG or WebP export instead.',
    });
  });
});
