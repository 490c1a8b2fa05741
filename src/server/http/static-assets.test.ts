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
  server = http.createServer(async (req, res) => {
    if (await assets.serve(req, res)) return;
    res.writeHead(418).end('fell through');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

function get(pathname: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(`${origin}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
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
