import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { applyNotFoundStatus, mayBeMissing } from './not-found-status.mjs';

function request(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return { url, method, headers } as unknown as http.IncomingMessage;
}

describe('mayBeMissing', () => {
  it('takes document requests for one article or project', () => {
    expect(mayBeMissing(request('/blog/12'))).toBe(true);
    expect(mayBeMissing(request('/projects/abc'))).toBe(true);
    expect(mayBeMissing(request('/projects/3?x=1', {}, 'HEAD'))).toBe(true);
    expect(mayBeMissing(request('/blog/preview/some-token'))).toBe(true);
  });
  it('leaves other pages, router requests, previews and writes alone', () => {
    expect(mayBeMissing(request('/blog'))).toBe(false);
    expect(mayBeMissing(request('/blog/1/extra'))).toBe(false);
    expect(mayBeMissing(request('/blog/preview/a/b'))).toBe(false);
    expect(mayBeMissing(request('/about'))).toBe(false);
    expect(mayBeMissing(request('/blog/1', { rsc: '1' }))).toBe(false);
    expect(mayBeMissing(request('/blog/1?preview=secret'))).toBe(false);
    expect(mayBeMissing(request('/blog/1', {}, 'POST'))).toBe(false);
  });
});

describe('applyNotFoundStatus', () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  async function serve(probe: (p: string) => Promise<boolean>) {
    server = http.createServer(async (req, res) => {
      await applyNotFoundStatus(req, res, probe);
      // what Next does for a page that rendered
      res.statusCode = 200;
      res.setHeader('content-type', 'text/html');
      res.end('<h1>Post Not Found</h1>');
    });
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', () => done()));
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  }

  it('answers 404 with the page body when the probe says the address names nothing', async () => {
    const origin = await serve(async (p) => p === '/blog/999');
    const missing = await fetch(`${origin}/blog/999`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Post Not Found');
    expect((await fetch(`${origin}/blog/1`)).status).toBe(200);
  });

  it('keeps 200 when the probe fails', async () => {
    const origin = await serve(async () => {
      throw new Error('database down');
    });
    expect((await fetch(`${origin}/blog/1`)).status).toBe(200);
  });
});
