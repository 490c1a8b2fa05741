import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompressStatic } from '../../../scripts/lib/precompress.mjs';
import { createStaticAssets } from './static-assets.mjs';

const script = `(globalThis.TURBOPACK ||= []).push(${JSON.stringify('function chunk(){return 1}'.repeat(300))});`;
let dist: string;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'static-assets-'));
  mkdirSync(path.join(dist, 'static/chunks'), { recursive: true });
  mkdirSync(path.join(dist, 'static/media'), { recursive: true });
  writeFileSync(path.join(dist, 'static/chunks/app.js'), script);
  writeFileSync(path.join(dist, 'static/chunks/tiny.js'), 'void 0;');
  writeFileSync(path.join(dist, 'static/media/font.woff2'), Buffer.alloc(4096, 1));
  writeFileSync(path.join(dist, 'secret.js'), script);
  const assets = createStaticAssets(dist);
  ({ server, origin } = await serveAssets(assets));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

/** A server answering from `assets` (from memory first, as the site's handler does), or 418. */
async function serveAssets(assets: ReturnType<typeof createStaticAssets>) {
  const answering = http.createServer(async (req, res) => {
    if (assets.serveKept(req, res, () => ['x-answered', 'from memory'])) return;
    if (await assets.serve(req, res)) return;
    res.writeHead(418).end('fell through');
  });
  await new Promise<void>((resolve) => answering.listen(0, '127.0.0.1', resolve));
  const address = answering.address() as AddressInfo;
  return { server: answering, origin: `http://127.0.0.1:${address.port}` };
}

function get(
  pathname: string,
  acceptEncoding: string,
  headers: Record<string, string> = {},
  at = origin,
) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const sent = { 'accept-encoding': acceptEncoding, ...headers };
      http
        .get(`${at}${pathname}`, { headers: sent }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );
}

describe('precompressStatic', () => {
  it('writes brotli and gzip copies of scripts worth compressing, once', async () => {
    expect(await precompressStatic(dist)).toBe(1);
    expect(existsSync(path.join(dist, 'static/chunks/app.js.br'))).toBe(true);
    expect(existsSync(path.join(dist, 'static/chunks/app.js.gz'))).toBe(true);
    expect(existsSync(path.join(dist, 'static/chunks/tiny.js.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'static/media/font.woff2.br'))).toBe(false);
    expect(await precompressStatic(dist)).toBe(0);
  });
});

describe('createStaticAssets', () => {
  it('sends the brotli or gzip copy as the browser accepts, as an immutable asset', async () => {
    const br = await get('/_next/static/chunks/app.js', 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);
    const gz = await get('/_next/static/chunks/app.js?v=1', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);
  });

  it('sends a typeface as it is, whatever the browser accepts', async () => {
    for (const accept of ['gzip, deflate, br, zstd', 'identity']) {
      const font = await get('/_next/static/media/font.woff2', accept);
      expect(font.status).toBe(200);
      expect(font.headers['content-type']).toBe('font/woff2');
      expect(font.headers['content-encoding']).toBeUndefined();
      expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(font.body).toEqual(Buffer.alloc(4096, 1));
    }
  });

  it('answers a file read once from memory at once, with the headers it is given first', async () => {
    // a server of its own: the other tests have read this one's files already
    const own = await serveAssets(createStaticAssets(dist));
    const fetchOwn = (pathname: string, accept: string, headers: Record<string, string> = {}) =>
      get(pathname, accept, headers, own.origin);
    try {
      const first = await fetchOwn('/_next/static/chunks/app.js', 'br');
      const again = await fetchOwn('/_next/static/chunks/app.js?v=2', 'br');
      expect(first.headers['x-answered']).toBeUndefined();
      expect(again.headers['x-answered']).toBe('from memory');
      expect(again.body).toEqual(first.body);
      for (const name of ['content-type', 'content-length', 'content-encoding', 'cache-control'])
        expect(again.headers[name], name).toBe(first.headers[name]);
      expect(again.headers.vary).toBe('Accept-Encoding');
      // the copy in the encoding asked for: the gzip one is another file, read in its turn
      const gzip = await fetchOwn('/_next/static/chunks/app.js', 'gzip');
      expect(gzip.headers['x-answered']).toBeUndefined();
      expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);
      await fetchOwn('/_next/static/media/font.woff2', 'br');
      const font = await fetchOwn('/_next/static/media/font.woff2', 'br');
      expect(font.headers['x-answered']).toBe('from memory');
      expect(font.headers['content-encoding']).toBeUndefined();
      expect(font.body).toEqual(Buffer.alloc(4096, 1));
      const head = await new Promise<http.IncomingMessage>((resolve, reject) =>
        http
          .request(`${own.origin}/_next/static/media/font.woff2`, { method: 'HEAD' }, resolve)
          .on('error', reject)
          .end(),
      );
      expect(head.headers['content-length']).toBe('4096');
      expect(head.headers['x-answered']).toBe('from memory');
      // a part of a typeface stays Next's to send, kept or not
      const part = await fetchOwn('/_next/static/media/font.woff2', 'br', { range: 'bytes=0-9' });
      expect(part.status).toBe(418);
    } finally {
      await new Promise((resolve) => own.server.close(resolve));
    }
  });

  it('leaves everything else to Next: no copy, no accepted encoding, other types, other folders', async () => {
    for (const [pathname, accept] of [
      ['/_next/static/chunks/tiny.js', 'br'],
      ['/_next/static/chunks/app.js', 'identity'],
      ['/_next/static/media/missing.woff2', 'br'],
      ['/_next/static/chunks/missing.js', 'br'],
      ['/_next/static/..%2fsecret.js', 'br'],
      ['/_next/static/%E0%A4%A.js', 'br'],
      ['/secret.js', 'br'],
    ] as const) {
      expect((await get(pathname, accept)).status, pathname).toBe(418);
    }
  });
});
