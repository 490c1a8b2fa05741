import { afterEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { chooseEncoding, compressibleType, compressResponse } from './compression.mjs';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, else sends the body as it is', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding('')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
  });
  it('honours q=0 refusals and the wildcard', () => {
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0')).toBe('identity');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('BR ; Q=0.5')).toBe('br');
  });
});

describe('compressibleType', () => {
  const typed = (type: string) => compressibleType({} as never, { getHeader: () => type } as never);
  it('takes text, scripts, JSON, XML and SVG; leaves images, video and fonts alone', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'application/javascript',
      'application/json',
      'application/rss+xml',
      'text/x-component',
      'image/svg+xml',
    ])
      expect(typed(type), type).toBe(true);
    for (const type of ['image/webp', 'video/mp4', 'font/woff2', 'application/octet-stream', ''])
      expect(typed(type), type).toBe(false);
  });
});

describe('compressResponse', () => {
  let server: http.Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  async function serve(handler: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
    server = http.createServer((req, res) => {
      compressResponse(req, res);
      handler(req, res);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  }

  /** The raw answer: headers and the undecoded body. */
  function get(url: string, acceptEncoding: string, method = 'GET') {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        http
          .request(url, { method, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                status: res.statusCode!,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            );
          })
          .on('error', reject)
          .end();
      },
    );
  }

  const page = `<!DOCTYPE html><html><body>${'<p class="text-lg leading-relaxed">Design &amp; visualisation</p>'.repeat(400)}</body></html>`;

  it('sends a page body with brotli or gzip as the browser accepts, the same bytes once decoded', async () => {
    const url = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-length', Buffer.byteLength(page));
      res.end(page);
    });
    const br = await get(url, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-length']).toBeUndefined();
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page);
    expect(br.body.length).toBeLessThan(Buffer.byteLength(page) / 10);

    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(page);

    const plain = await get(url, '');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(page)));
    expect(plain.body.toString()).toBe(page);
  });

  it('keeps a streamed page streaming: each flushed chunk reaches the browser before the next is written', async () => {
    let release: () => void = () => {};
    const secondMayGo = new Promise<void>((resolve) => (release = resolve));
    const url = await serve(async (_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.flushHeaders();
      res.write(page.slice(0, 4000));
      (res as unknown as { flush: () => void }).flush();
      await secondMayGo;
      res.end(page.slice(4000));
    });
    const decoded = await new Promise<string>((resolve, reject) => {
      http
        .request(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
          const decoder = zlib.createBrotliDecompress();
          let text = '';
          decoder.on('data', (c: Buffer) => {
            text += c.toString();
            // the first chunk arrived while the server still waits: then let it finish
            if (text.length >= 4000) release();
          });
          decoder.on('end', () => resolve(text));
          res.pipe(decoder);
        })
        .on('error', reject)
        .end();
    });
    expect(decoded).toBe(page);
  });

  it('stops compressing when the browser goes away mid-answer, and the server carries on', async () => {
    let closed!: () => void;
    const gone = new Promise<void>((resolve) => (closed = resolve));
    const url = await serve((req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      if (req.url !== '/slow') return void res.end(page);
      res.flushHeaders();
      res.write(page);
      (res as unknown as { flush: () => void }).flush();
      res.on('close', () => {
        // writing after the socket is gone must not throw or crash the process
        res.write(page);
        res.end(page);
        closed();
      });
    });
    await new Promise<void>((resolve, reject) => {
      const req = http.request(`${url}/slow`, { headers: { 'accept-encoding': 'br' } }, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', () => {});
      req.on('close', resolve);
      req.end();
      setTimeout(() => reject(new Error('no data')), 5000);
    });
    await gone;
    const again = await get(url, 'gzip');
    expect(again.status).toBe(200);
  });

  it('compresses a piped stream (how static files are sent)', async () => {
    const url = await serve((_req, res) => {
      res.setHeader('content-type', 'application/javascript; charset=UTF-8');
      Readable.from([page.slice(0, 9000), page.slice(9000)]).pipe(res);
    });
    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(page);
  });

  it('takes headers handed to writeHead into account', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', vary: 'rsc' });
      res.end(JSON.stringify({ page }));
    });
    const br = await get(url, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('rsc, Accept-Encoding');
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString())).toEqual({ page });
  });

  it('sends images, small, no-transform and HEAD answers as they are; an empty redirect stays empty', async () => {
    const url = await serve((req, res) => {
      if (req.url === '/image') {
        res.setHeader('content-type', 'image/webp');
        res.end(Buffer.alloc(5000, 7));
      } else if (req.url === '/small') {
        res.setHeader('content-type', 'text/plain');
        res.end('ok');
      } else if (req.url === '/raw') {
        res.setHeader('content-type', 'text/html');
        res.setHeader('cache-control', 'no-transform');
        res.end(page);
      } else if (req.url === '/moved') {
        res.writeHead(307, { location: '/', 'content-type': 'text/plain' });
        res.end();
      } else {
        res.setHeader('content-type', 'text/html');
        res.setHeader('content-length', Buffer.byteLength(page));
        res.end(req.method === 'HEAD' ? undefined : page);
      }
    });
    const image = await get(`${url}/image`, 'br');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(5000);
    const small = await get(`${url}/small`, 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('ok');
    const raw = await get(`${url}/raw`, 'br');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body.toString()).toBe(page);
    const moved = await get(`${url}/moved`, 'br');
    expect(moved.status).toBe(307);
    // headers written before the (empty) body was known: a valid, empty brotli stream
    expect(zlib.brotliDecompressSync(moved.body).length).toBe(0);
    const head = await get(`${url}/page`, 'br', 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);
  });
});
