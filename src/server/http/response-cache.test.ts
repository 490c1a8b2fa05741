import { describe, expect, it } from 'vitest';
import { EventEmitter } from 'node:events';
import { cacheKey, createResponseCache, PUBLIC_CACHE_CONTROL } from './response-cache.mjs';

type Req = { method: string; url: string; headers: Record<string, string> };

function request(url: string, headers: Record<string, string> = {}, method = 'GET'): Req {
  return { method, url, headers: { 'accept-encoding': 'gzip', ...headers } };
}

/** A ServerResponse stand-in that records what reaches the socket. */
function response() {
  const headers: Record<string, unknown> = {};
  const sent: string[] = [];
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    setHeader: (k: string, v: unknown) => void (headers[k.toLowerCase()] = v),
    getHeader: (k: string) => headers[k.toLowerCase()],
    getHeaders: () => ({ ...headers }),
    writeHead(status: number, h: Record<string, unknown> = {}) {
      res.statusCode = status;
      for (const [k, v] of Object.entries(h)) headers[k.toLowerCase()] = v;
    },
    write: (chunk: string) => {
      sent.push(String(chunk));
      return true;
    },
    end: (chunk?: string) => void (chunk !== undefined && sent.push(String(chunk))),
  });
  return { res, headers, body: () => sent.join('') };
}

const NEXT_DEFAULT = 'private, no-cache, no-store, max-age=0, must-revalidate';

function render(html: string, status = 200, extra: Record<string, string> = {}) {
  let renders = 0;
  const run = (res: ReturnType<typeof response>['res']) => {
    renders++;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    // what Next sends with every dynamic page
    res.setHeader('cache-control', NEXT_DEFAULT);
    for (const [k, v] of Object.entries(extra)) res.setHeader(k, v);
    // as Node does on the first write
    res.writeHead(status);
    res.write(html.slice(0, 5));
    res.end(html.slice(5));
  };
  return { run, count: () => renders };
}

describe('cacheKey', () => {
  it('keys public GETs by encoding and URL', () => {
    expect(cacheKey(request('/blog/1') as never)).toBe('gzip /blog/1');
    expect(cacheKey(request('/blog/1', { 'accept-encoding': '' }) as never)).toBe(
      'identity /blog/1',
    );
    expect(
      cacheKey(request('/blog/1', { 'accept-encoding': 'gzip, deflate, br, zstd' }) as never),
    ).toBe('br /blog/1');
  });
  it('leaves private, asset, router and write requests alone', () => {
    for (const url of [
      '/admin',
      '/admin/media',
      '/auth',
      '/api/auth/session',
      '/_next/static/a.js',
      '/media/x.webp',
      '/search?q=a',
      '/favicon.ico',
      '/blog/preview/token',
      '/blog/1?preview=secret',
    ]) {
      expect(cacheKey(request(url) as never), url).toBeNull();
    }
    expect(cacheKey(request('/', { rsc: '1' }) as never)).toBeNull();
    expect(cacheKey(request('/?_rsc=abc') as never)).toBeNull();
    expect(cacheKey(request('/', {}, 'POST') as never)).toBeNull();
    expect(cacheKey(request('/sitemap.xml') as never)).toBe('gzip /sitemap.xml');
  });
});

describe('createResponseCache', () => {
  it('replays a rendered page until cleared', () => {
    const cache = createResponseCache();
    const page = render('<html>hello</html>');
    for (let i = 0; i < 3; i++) {
      const r = response();
      cache.handle(request('/') as never, r.res as never, () => page.run(r.res));
      expect(r.body()).toBe('<html>hello</html>');
      expect(r.headers['x-page-cache']).toBe(i === 0 ? 'miss' : 'hit');
    }
    expect(page.count()).toBe(1);
    cache.clear();
    const r = response();
    cache.handle(request('/') as never, r.res as never, () => page.run(r.res));
    expect(page.count()).toBe(2);
  });

  it('never keeps errors, not-found pages or responses that set cookies', () => {
    const cache = createResponseCache();
    for (const page of [
      render('gone', 404),
      render('oops', 500),
      render('hi', 200, { 'set-cookie': 'a=b' }),
    ]) {
      for (let i = 0; i < 2; i++) {
        const r = response();
        cache.handle(request('/x') as never, r.res as never, () => page.run(r.res));
      }
      expect(page.count()).toBe(2);
    }
    expect(cache.size()).toBe(0);
  });

  it('lets browsers keep public pages (and so the back/forward cache), asking again before each use', () => {
    const cache = createResponseCache();
    const page = render('<html>hello</html>');
    for (const expected of ['miss', 'hit']) {
      const r = response();
      cache.handle(request('/blog/1') as never, r.res as never, () => page.run(r.res));
      expect(r.headers['x-page-cache']).toBe(expected);
      expect(r.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    }
  });

  it("keeps Next's no-store for previews, errors, cookies and everything it does not cache", () => {
    const cases: [string, ReturnType<typeof render>][] = [
      ['/blog/1?preview=secret', render('draft')],
      ['/blog/preview/token', render('draft')],
      ['/x', render('gone', 404)],
      ['/x', render('hi', 200, { 'set-cookie': 'a=b' })],
      ['/admin', render('private')],
      ['/search?q=a', render('results')],
    ];
    for (const [url, page] of cases) {
      const cache = createResponseCache();
      const r = response();
      cache.handle(request(url) as never, r.res as never, () => page.run(r.res));
      expect(r.headers['cache-control'], url).toBe(NEXT_DEFAULT);
    }
  });

  it('drops a render that a change overtook, and expires entries', () => {
    let t = 0;
    const cache = createResponseCache({ ttlMs: 1000, now: () => t });
    const r = response();
    cache.handle(request('/') as never, r.res as never, () => {
      cache.clear(); // the owner saved while this page rendered
      render('stale').run(r.res);
    });
    expect(cache.size()).toBe(0);
    const page = render('fresh');
    const a = response();
    cache.handle(request('/') as never, a.res as never, () => page.run(a.res));
    t = 2000;
    const b = response();
    cache.handle(request('/') as never, b.res as never, () => page.run(b.res));
    expect(page.count()).toBe(2);
  });
});
