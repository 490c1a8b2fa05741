import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '#test/databases';
import { fileTestSite } from '#test/file-site';
import { current } from '#test/request-context';
import type { Connection } from '@/server/db/connect';
import { mediaLibrary } from '@/server/db/schema';
import { createLocalStorage, type StorageBackend } from '@/server/storage';

// How /media/<key> serves what is stored: with the type sniffed from the bytes
// (recorded at upload, or sniffed now for a file the library does not know),
// never the one the key's extension suggests; with nosniff; and anything that
// is not an accepted image or video as a sandboxed download.

const SITE = 'http://localhost:3364';
const { dataDir, remove: removeDataDir } = fileTestSite('media-serve-test', SITE);

vi.mock('@/server/db', async () => (await import('#test/request-context')).mockDb());
vi.mock('next/headers', async () => (await import('#test/request-context')).mockHeaders());
vi.mock('next/cache', async () => (await import('#test/request-context')).mockCache());

const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script>');
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
);

let storage: StorageBackend;
let png: Buffer;
let jpeg: Buffer;
beforeAll(async () => {
  const base = () =>
    sharp({ create: { width: 64, height: 40, channels: 3, background: '#8a6f4d' } });
  [png, jpeg] = await Promise.all([base().png().toBuffer(), base().jpeg().toBuffer()]);
  storage = createLocalStorage(path.join(dataDir, 'uploads'));
  const { setStorage } = await import('@/server/storage');
  setStorage(storage);
});
afterAll(() => removeDataDir());

async function get(key: string, method: 'GET' | 'HEAD' = 'GET', query = '') {
  const route = await import('@/app/media/[...key]/route');
  return route[method](new Request(`${SITE}/media/${key}${query}`, { method }), {
    params: Promise.resolve({ key: key.split('/') }),
  });
}

const [pglite] = testDatabases();

describe('serving stored media', () => {
  let conn: Connection;
  beforeAll(async () => {
    conn = await pglite!.open();
    current.db = conn.db;
  });
  afterAll(async () => {
    current.db = undefined;
    await conn?.close();
  });
  beforeEach(async () => {
    // the library's types are cached per change, as after an upload
    const { invalidate } = await import('@/server/cache');
    invalidate('media');
  });

  const record = (key: string, mimeType: string, size: number) =>
    conn.db.insert(mediaLibrary).values({
      filename: key.split('/').pop()!,
      fileType: 'image',
      fileUrl: `/media/${key}`,
      fileSize: size,
      mimeType,
    });

  it('serves an uploaded image with the type sniffed at upload, inline', async () => {
    const { storeUpload } = await import('./store');
    const item = await storeUpload(
      {
        body: new Response(new Uint8Array(jpeg)).body,
        filename: 'photo.jpeg',
        declaredLength: jpeg.length,
      },
      { db: conn.db, storage },
    );
    const response = await get(item.fileUrl.slice('/media/'.length));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).equals(jpeg)).toBe(true);
  });

  it('sends the recorded type, not the one the extension suggests', async () => {
    await storage.putObject('project-images/misnamed.jpg', png, 'image/jpeg');
    await record('project-images/misnamed.jpg', 'image/png', png.length);
    const response = await get('project-images/misnamed.jpg');
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBeNull();
  });

  it.each([
    [
      'HTML stored under an image name, unknown to the library',
      'project-images/page.jpg',
      HTML,
      null,
    ],
    ['an SVG with a script', 'project-images/logo.svg', SVG, null],
    ['HTML whose library row claims text/html', 'project-images/claimed.png', HTML, 'text/html'],
    ['HTML whose library row claims an SVG', 'project-images/claimed.svg', HTML, 'image/svg+xml'],
    ['a PDF', 'project-videos/brochure.pdf', Buffer.from('%PDF-1.7\n%%EOF'), null],
  ])('serves %s as a sandboxed download', async (_label, key, bytes, claimed) => {
    await storage.putObject(key, bytes, 'image/jpeg');
    if (claimed) await record(key, claimed, bytes.length);
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await get(key, method);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/octet-stream');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-disposition')).toBe('attachment');
      expect(response.headers.get('content-security-policy')).toMatch(/\bsandbox\b/);
    }
  });

  it('does not try to resize what is not an image, and serves it as a download', async () => {
    await storage.putObject('project-images/fake.webp', HTML, 'image/webp');
    const response = await get('project-images/fake.webp', 'GET', '?w=640');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment');
    expect(response.headers.get('vary')).toBeNull();
  });

  it('resizes a real image into a format it names itself', async () => {
    await storage.putObject('project-images/real.png', png, 'image/png');
    const route = await import('@/app/media/[...key]/route');
    const response = await route.GET(
      new Request(`${SITE}/media/project-images/real.png?w=32`, {
        headers: { accept: 'image/webp,*/*' },
      }),
      { params: Promise.resolve({ key: ['project-images', 'real.png'] }) },
    );
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('content-disposition')).toBeNull();
  });
});
