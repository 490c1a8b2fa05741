import { afterEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { compressResponse } from './compression.mjs';
import { createMediaCache } from './media-cache.mjs';

type Cache = ReturnType<typeof createMediaCache>;
type Answer = { status?: number; headers: Record<string, string>; body: Buffer };

const PUBLIC = 'public, max-age=31536000, immutable';
const image = (bytes: number) => Buffer.alloc(bytes, 7);

let server: http.Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** A server with the cache in front of a route that answers `answer(req)`, counting its calls. */
async function serve(cache: Cache, answer: (req: http.IncomingMessage) => Answer) {
  let calls = 0;
  server = http.createServer((req, res) => {
    if (cache.serve(req, res)) return;
    calls++;
    compressResponse(req, res);
    cache.record(req, res);
    const { status = 200, headers, body } = answer(req);
    res.writeHead(status, headers);
    // as the route streams a file: in pieces
    res.write(body.subarray(0, 10));
    res.end(body.subarray(10));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  return { origin, calls: () => calls };
}

/** A plain GET (fetch() would add Cache-Control: no-cache to a conditional request). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Map<string, string>; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: new Map(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject);
    },
  );
}

const webp = (accept: string) => ({
  headers: {
    'content-type': accept.includes('avif') ? 'image/avif' : 'image/webp',
    'cache-control': PUBLIC,
    etag: '"v1"',
    vary: 'Accept',
  },
  body: image(2_000),
});

describe('the media cache', () => {
  it('replays a public, immutable image with its headers, per Accept', async () => {
    const cache = createMediaCache();
    const { origin, calls } = await serve(cache, (req) => webp(req.headers.accept ?? ''));
    const url = `${origin}/media/project-images/a.webp?w=640`;
    const first = await get(url, { accept: 'image/avif,image/webp' });
    const again = await get(url, { accept: 'image/avif,image/webp' });
    expect(calls()).toBe(1);
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.headers.get('content-type')).toBe('image/avif');
    expect(again.headers.get('cache-control')).toBe(PUBLIC);
    expect(again.headers.get('content-length')).toBe('2000');
    // a browser that takes WebP only has its own copy made
    expect((await get(url, { accept: 'image/webp' })).headers.get('content-type')).toBe(
      'image/webp',
    );
    expect(calls()).toBe(2);
  });

  it('answers a browser that holds the image with a 304', async () => {
    const cache = createMediaCache();
    const { origin } = await serve(cache, (req) => webp(req.headers.accept ?? ''));
    const url = `${origin}/media/a.webp?w=96`;
    await get(url);
    const res = await get(url, { 'if-none-match': '"v1"' });
    expect(res.status).toBe(304);
    expect(res.body.length).toBe(0);
  });

  it('keeps no private file, no error, no range and nothing but media', async () => {
    const cache = createMediaCache();
    const { origin, calls } = await serve(cache, (req) =>
      req.url?.includes('private')
        ? { headers: { 'cache-control': 'private, no-store' }, body: image(100) }
        : req.url?.includes('missing')
          ? { status: 404, headers: { 'cache-control': 'no-store' }, body: image(20) }
          : webp(''),
    );
    for (const path of ['/media/private.webp', '/media/missing.webp', '/about.webp'])
      for (let i = 0; i < 2; i++) await get(origin + path);
    await get(`${origin}/media/a.webp`, { range: 'bytes=0-99' });
    await get(`${origin}/media/a.webp`, { range: 'bytes=0-99' });
    expect(calls()).toBe(8);
    expect(cache.size()).toBe(0);
  });

  it('lets go of the least recently asked-for image past its bytes, and of all on clear()', async () => {
    const cache = createMediaCache({ maxBytes: 5_000, maxBody: 4_000 });
    const { origin, calls } = await serve(cache, (req) =>
      req.url?.includes('film')
        ? { headers: { 'cache-control': PUBLIC }, body: image(4_500) }
        : webp(''),
    );
    await get(`${origin}/media/a.webp`);
    await get(`${origin}/media/b.webp`);
    await get(`${origin}/media/a.webp`);
    // over the bound: b, asked for longest ago, goes
    await get(`${origin}/media/c.webp`);
    expect(cache.bytes()).toBe(4_000);
    await get(`${origin}/media/a.webp`);
    expect(calls()).toBe(3);
    // a body over maxBody is never kept
    await get(`${origin}/media/film.mp4`);
    expect(cache.size()).toBe(2);
    cache.clear();
    await get(`${origin}/media/a.webp`);
    expect(calls()).toBe(5);
  });
});
