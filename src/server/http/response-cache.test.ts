import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { compressResponse } from './compression.mjs';
import { cacheKey, withoutTracking } from './cache-key.mjs';
import { PUBLIC_CACHE_CONTROL } from './cached-page.mjs';
import { createResponseCache } from './response-cache.mjs';

type Cache = ReturnType<typeof createResponseCache>;
type Render = (req: http.IncomingMessage, res: http.ServerResponse) => void;

const NEXT_DEFAULT = 'private, no-cache, no-store, max-age=0, must-revalidate';
const policyFor = (hashes: readonly string[]) =>
  ["script-src 'self'", ...hashes.map((h) => `'${h}'`)].join(' ');
const page = (text: string) =>
  `<!DOCTYPE html><html><body>${`<p>${text}</p>`.repeat(200)}</body></html>`;

let server: http.Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/**
 * A server with the cache in front of `render`, as server.mjs has it: a request for a page whose
 * render is under way waits for it.
 */
async function serve(cache: Cache, render: Render) {
  server = http.createServer((req, res) => {
    if (cache.serve(req, res)) return;
    void cache.rendered(req).then(() => {
      if (cache.serve(req, res)) return;
      compressResponse(req, res);
      cache.record(req, res);
      render(req, res);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

/** What Next does for a dynamic page: its no-store header, then the body in two writes. */
function nextPage(html: string, status = 200, extra: Record<string, string> = {}) {
  let renders = 0;
  const render: Render = (_req, res) => {
    renders++;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', NEXT_DEFAULT);
    for (const [k, v] of Object.entries(extra)) res.setHeader(k, v);
    res.statusCode = status;
    res.write(html.slice(0, 50));
    res.end(html.slice(50));
  };
  return { render, count: () => renders };
}

function get(url: string, acceptEncoding = 'gzip, deflate, br, zstd', headers = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>(
    (resolve, reject) => {
      http
        .get(url, { headers: { 'accept-encoding': acceptEncoding, ...headers } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const body = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            const text = (
              encoding === 'br'
                ? zlib.brotliDecompressSync(body)
                : encoding === 'gzip'
                  ? zlib.gunzipSync(body)
                  : body
            ).toString();
            resolve({ status: res.statusCode!, headers: res.headers, text });
          });
        })
        .on('error', reject);
    },
  );
}

/** The cache keeps a page once its compressed copies are made, off the event loop. */
const kept = (cache: Cache, n: number) => vi.waitFor(() => expect(cache.size()).toBe(n));

describe('cacheKey', () => {
  const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    ({ method, url, headers }) as never;

  it('keys public GETs by their address alone: one render serves every encoding', () => {
    expect(cacheKey(request('/blog/1'))).toBe('/blog/1');
    expect(cacheKey(request('/sitemap.xml'))).toBe('/sitemap.xml');
    expect(cacheKey(request('/blog/1', {}, 'HEAD'))).toBe('/blog/1');
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
      expect(cacheKey(request(url)), url).toBeNull();
    }
    expect(cacheKey(request('/', { rsc: '1' }))).toBeNull();
    expect(cacheKey(request('/?_rsc=abc'))).toBeNull();
    expect(cacheKey(request('/', {}, 'POST'))).toBeNull();
  });

  it("leaves out what a link says about where its visitor came from, and keeps the page's own parameters", () => {
    expect(cacheKey(request('/?fbclid=IwAR3x'))).toBe('/');
    expect(cacheKey(request('/blog/1?utm_source=instagram&utm_medium=social&igshid=abc'))).toBe(
      '/blog/1',
    );
    expect(cacheKey(request('/blog?category=Interiors&gclid=Cj0&utm_campaign=spring'))).toBe(
      '/blog?category=Interiors',
    );
    expect(withoutTracking('/blog?page=2&msclkid=1&q=light')).toBe('/blog?page=2&q=light');
    // only whole names: a parameter of the page's own that starts alike stays
    expect(withoutTracking('/blog?utm=1&gclidx=2&source=news')).toBe(
      '/blog?utm=1&gclidx=2&source=news',
    );
    expect(withoutTracking('/projects')).toBe('/projects');
  });
});

describe('createResponseCache', () => {
  it('replays one render in brotli, gzip and plain bytes until cleared', async () => {
    const cache = createResponseCache({ policyFor });
    const html = page('hello');
    const next = nextPage(html);
    const url = await serve(cache, next.render);

    const miss = await get(url);
    expect(miss.headers['x-page-cache']).toBe('miss');
    expect(miss.text).toBe(html);
    await kept(cache, 1);
    for (const encoding of ['gzip, deflate, br', 'gzip', '']) {
      const hit = await get(url, encoding);
      expect(hit.headers['x-page-cache'], encoding).toBe('hit');
      expect(hit.headers['content-encoding'], encoding).toBe(
        encoding.includes('br') ? 'br' : encoding ? 'gzip' : undefined,
      );
      expect(hit.headers.vary).toBe('Accept-Encoding');
      expect(hit.text, encoding).toBe(html);
    }
    expect(next.count()).toBe(1);

    cache.clear();
    expect((await get(url)).headers['x-page-cache']).toBe('miss');
    expect(next.count()).toBe(2);
  });

  it('replays a page with a policy that allows exactly its inline scripts', async () => {
    const inline = "self.__next_f.push([1,'payload'])";
    const html = page('hello').replace(
      '</body>',
      `<script nonce="abc">${inline}</script><script src="/_next/static/a.js" async></script>` +
        `<script type="application/ld+json">{"@type":"WebSite"}</script></body>`,
    );
    const cache = createResponseCache({ policyFor });
    const url = await serve(cache, nextPage(html).render);
    await get(url);
    await kept(cache, 1);
    const hit = await get(url);
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(hit.headers['content-security-policy']).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('never keeps errors, not-found pages, answers that set cookies or pages kept from search engines', async () => {
    const cache = createResponseCache({ policyFor });
    for (const next of [
      nextPage(page('gone'), 404),
      nextPage(page('oops'), 500),
      nextPage(page('hi'), 200, { 'set-cookie': 'a=b' }),
      // an unlisted or protected project's page (private-pages.mjs marks it so)
      nextPage(page('private'), 200, { 'x-robots-tag': 'noindex' }),
    ]) {
      const url = await serve(cache, next.render);
      await get(`${url}/x`);
      await get(`${url}/x`);
      expect(next.count()).toBe(2);
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = undefined;
    }
    expect(cache.size()).toBe(0);
  });

  it('lets browsers keep public pages (and so the back/forward cache), asking again before each use', async () => {
    const cache = createResponseCache({ policyFor });
    const url = await serve(cache, nextPage(page('hello')).render);
    const miss = await get(`${url}/blog/1`);
    expect(miss.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    await kept(cache, 1);
    const hit = await get(`${url}/blog/1`);
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(hit.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  });

  it("answers an address with tracking parameters from the page's copy, and keeps no copy made for one", async () => {
    const cache = createResponseCache({ policyFor });
    const next = nextPage(page('hello'));
    const url = await serve(cache, next.render);

    // rendered for one visitor's click: its payload would carry the click id, so it is not kept
    const first = await get(`${url}/blog/1?fbclid=one`);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(cache.size()).toBe(0);

    await get(`${url}/blog/1`);
    await kept(cache, 1);
    for (const link of ['/blog/1?fbclid=two', '/blog/1?utm_source=newsletter&utm_medium=email']) {
      const hit = await get(`${url}${link}`);
      expect(hit.headers['x-page-cache'], link).toBe('hit');
      expect(hit.text).toBe(page('hello'));
    }
    expect(next.count()).toBe(2);
    expect(cache.size()).toBe(1);
  });

  it("keeps Next's no-store for previews, errors, cookies and everything it does not cache", async () => {
    const cases: [string, ReturnType<typeof nextPage>][] = [
      ['/blog/1?preview=secret', nextPage(page('draft'))],
      ['/blog/preview/token', nextPage(page('draft'))],
      ['/x', nextPage(page('gone'), 404)],
      ['/x', nextPage(page('hi'), 200, { 'set-cookie': 'a=b' })],
      ['/admin', nextPage(page('private'))],
      ['/search?q=a', nextPage(page('results'))],
    ];
    for (const [path, next] of cases) {
      const cache = createResponseCache({ policyFor });
      const url = await serve(cache, next.render);
      expect((await get(`${url}${path}`)).headers['cache-control'], path).toBe(NEXT_DEFAULT);
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = undefined;
    }
  });

  it('drops a render that a change overtook, and expires entries', async () => {
    let t = 0;
    const cache = createResponseCache({ policyFor, ttlMs: 1000, now: () => t });
    const fresh = nextPage(page('fresh'));
    let first = true;
    const url = await serve(cache, (req, res) => {
      if (first) {
        first = false;
        cache.clear(); // the owner saved while this page rendered
      }
      fresh.render(req, res);
    });
    await get(url);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cache.size()).toBe(0);
    await get(url);
    await kept(cache, 1);
    // long past its minute and the time it may be answered while rendered again
    t = 1000 + 10 * 60_000;
    expect((await get(url)).headers['x-page-cache']).toBe('miss');
    expect(fresh.count()).toBe(3);
  });

  it('lets go of the page asked for least recently when full: made-up addresses push out each other', async () => {
    const cache = createResponseCache({ policyFor, maxEntries: 3 });
    const url = await serve(cache, nextPage(page('hello')).render);
    const state = async (path: string) => (await get(`${url}${path}`)).headers['x-page-cache'];

    await get(`${url}/`);
    await kept(cache, 1);
    // a flood of addresses no visitor shares, while visitors keep asking for the landing page
    for (let i = 1; i <= 5; i++) {
      expect(await state('/')).toBe('hit');
      await get(`${url}/?v=${i}`);
      await kept(cache, Math.min(i + 1, 3));
    }
    expect(await state('/')).toBe('hit');
    expect(await state('/?v=5')).toBe('hit');
    expect(await state('/?v=3')).toBe('miss');
  });

  it('holds no more bytes than it is given: a plain copy asked for lets go of the page asked for least recently', async () => {
    // one page's compressed copies and its plain bytes, as this cache keeps them
    const probe = createResponseCache({ policyFor });
    const probeUrl = await serve(probe, nextPage(page('one')).render);
    await get(`${probeUrl}/`);
    await kept(probe, 1);
    const compressed = probe.bytes();
    await get(`${probeUrl}/`, '');
    const plain = probe.bytes() - compressed;
    expect(plain).toBe(Buffer.byteLength(page('one')));
    await new Promise<void>((resolve) => server!.close(() => resolve()));

    const cache = createResponseCache({ policyFor, maxBytes: plain + 1.5 * compressed });
    const url = await serve(cache, nextPage(page('one')).render);
    const state = async (path: string, encoding?: string) =>
      (await get(`${url}${path}`, encoding)).headers['x-page-cache'];
    await get(`${url}/a`);
    await kept(cache, 1);
    await get(`${url}/b`);
    await kept(cache, 2);
    expect(cache.bytes()).toBe(2 * compressed);

    expect(await state('/b', '')).toBe('hit');
    expect(cache.size()).toBe(1);
    expect(cache.bytes()).toBe(compressed + plain);
    expect(await state('/b')).toBe('hit');
    expect(await state('/a')).toBe('miss');

    // a page too large to hold at all is answered and not kept
    const small = createResponseCache({ policyFor, maxBytes: compressed - 1 });
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    const smallUrl = await serve(small, nextPage(page('one')).render);
    expect((await get(`${smallUrl}/`)).text).toBe(page('one'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(small.size()).toBe(0);
    expect(small.bytes()).toBe(0);
  });
});

describe('a browser that holds a replayed page', () => {
  it('is told it still holds it (304, no body) whatever the encoding, with the headers of the page', async () => {
    const cache = createResponseCache({ policyFor });
    const next = nextPage(page('hello'));
    const url = await serve(cache, next.render);
    // a render streamed to its visitor has no validator: its bytes are known only once it ends
    expect((await get(url)).headers.etag).toBeUndefined();
    await kept(cache, 1);
    const etag = (await get(url)).headers.etag!;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    for (const encoding of ['gzip', '']) expect((await get(url, encoding)).headers.etag).toBe(etag);

    for (const ifNoneMatch of [etag, `W/"another", ${etag}`, etag.slice(2)]) {
      const unchanged = await get(url, 'gzip, deflate, br', { 'if-none-match': ifNoneMatch });
      expect(unchanged.status, ifNoneMatch).toBe(304);
      expect(unchanged.text).toBe('');
      expect(unchanged.headers).toMatchObject({
        etag,
        'cache-control': PUBLIC_CACHE_CONTROL,
        'content-security-policy': "script-src 'self'",
        vary: 'Accept-Encoding',
        'x-page-cache': 'hit',
      });
      expect(unchanged.headers['content-type']).toBeUndefined();
      expect(unchanged.headers['content-encoding']).toBeUndefined();
    }
    expect(next.count()).toBe(1);
  });

  it('gets the page for another tag, on a reload, and once the page has changed', async () => {
    let text = 'before';
    const cache = createResponseCache({ policyFor });
    const url = await serve(cache, nextPage(page('x')).render);
    server!.removeAllListeners('request');
    server!.on('request', (req, res) => {
      if (cache.serve(req, res)) return;
      cache.record(req, res);
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(page(text));
    });
    await get(url);
    await kept(cache, 1);
    const etag = (await get(url)).headers.etag!;

    const other = await get(url, 'gzip', { 'if-none-match': 'W/"another"' });
    expect([other.status, other.text]).toEqual([200, page('before')]);
    const reload = await get(url, 'gzip', { 'if-none-match': etag, 'cache-control': 'no-cache' });
    expect([reload.status, reload.text]).toEqual([200, page('before')]);

    text = 'after';
    cache.clear();
    const changed = await get(url, 'gzip', { 'if-none-match': etag });
    expect([changed.status, changed.text]).toEqual([200, page('after')]);
    await kept(cache, 1);
    const now = await get(url, 'gzip', { 'if-none-match': etag });
    expect([now.status, now.text]).toEqual([200, page('after')]);
    expect(now.headers.etag).not.toBe(etag);
  });
});

describe('an expired page', () => {
  /** A page whose every render says which render it is, and may be told to fail. */
  function countedPage() {
    let renders = 0;
    let status = 200;
    const render: Render = (_req, res) => {
      renders++;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.statusCode = status;
      res.end(page(`render ${renders}`));
    };
    return { render, count: () => renders, failFromNow: () => (status = 404) };
  }

  /**
   * A cache (fresh for a second, on a clock the test moves) that holds a counted page, rendered
   * once; `expire()` moves the clock past its second.
   */
  async function keptPage(refresh?: Parameters<typeof createResponseCache>[0]['refresh']) {
    let t = 0;
    const cache = createResponseCache({ policyFor, ttlMs: 1000, now: () => t, refresh });
    const counted = countedPage();
    const url = await serve(cache, counted.render);
    await get(url);
    await kept(cache, 1);
    return { cache, counted, url, expire: () => (t = 1500) };
  }

  it('is answered from memory while the server renders it again, once, for the next visitors', async () => {
    const { counted, url, expire } = await keptPage();
    expire();
    // a crowd arrives just after the minute: nobody waits for a render, and there is one
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(url)));
    for (const answer of answers) {
      expect(answer.headers['x-page-cache']).toBe('stale');
      expect(answer.text).toContain('render 1');
    }
    await vi.waitFor(async () => {
      const next = await get(url);
      expect(next.headers['x-page-cache']).toBe('hit');
      expect(next.text).toContain('render 2');
    });
    expect(counted.count()).toBe(2);
  });

  it('is still the copy a browser holds while it is rendered again; then the new one is', async () => {
    const { url, expire } = await keptPage();
    const etag = (await get(url)).headers.etag!;
    expire();
    const unchanged = await get(url, 'gzip', { 'if-none-match': etag });
    expect([unchanged.status, unchanged.headers['x-page-cache']]).toEqual([304, 'stale']);
    await vi.waitFor(async () => {
      const next = await get(url, 'gzip', { 'if-none-match': etag });
      expect([next.status, next.headers['x-page-cache']]).toEqual([200, 'hit']);
      expect(next.text).toContain('render 2');
    });
  });

  it('is dropped when rendering it again gives what may not be kept', async () => {
    const { cache, counted, url, expire } = await keptPage();
    counted.failFromNow();
    expire();
    expect((await get(url)).headers['x-page-cache']).toBe('stale');
    await kept(cache, 0);
    const after = await get(url);
    expect(after.status).toBe(404);
    expect(after.headers['x-page-cache']).toBe('miss');
  });

  it('while a render hangs, is still answered, and no second render starts', async () => {
    let refreshes = 0;
    const { counted, url, expire } = await keptPage(() => {
      refreshes++;
      return new Promise<void>(() => {});
    });
    expire();
    for (let i = 0; i < 3; i++) expect((await get(url)).headers['x-page-cache']).toBe('stale');
    expect(refreshes).toBe(1);
    expect(counted.count()).toBe(1);
  });

  it("renders again only at the server's own request: the header alone, from outside, changes nothing", async () => {
    const { counted, url } = await keptPage();
    const forged = await get(url, undefined, { 'x-page-cache-refresh': 'a guess' });
    expect(forged.headers['x-page-cache']).toBe('hit');
    expect(counted.count()).toBe(1);
  });
});

describe('a page asked for while its first render is under way', () => {
  /** A page that takes `ms` to render (forever when null), counting its renders. */
  function slowPage(ms: number | null, extra: Record<string, string> = {}) {
    let renders = 0;
    const render: Render = (_req, res) => {
      renders++;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      for (const [k, v] of Object.entries(extra)) res.setHeader(k, v);
      res.write('<!DOCTYPE html>');
      if (ms !== null) setTimeout(() => res.end(page(`render ${renders}`)), ms);
    };
    return { render, count: () => renders };
  }

  it('is rendered once for a crowd: the others wait for that render and get it', async () => {
    const cache = createResponseCache({ policyFor });
    const slow = slowPage(100);
    const url = await serve(cache, slow.render);
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(url)));
    expect(slow.count()).toBe(1);
    expect(answers.map((a) => a.headers['x-page-cache']).sort()).toEqual([
      'hit',
      'hit',
      'hit',
      'hit',
      'hit',
      'miss',
    ]);
    for (const answer of answers) expect(answer.text).toContain('render 1');
  });

  it('is rendered by each waiting request when that render may not be kept', async () => {
    const cache = createResponseCache({ policyFor });
    const slow = slowPage(50, { 'set-cookie': 'a=1' });
    const url = await serve(cache, slow.render);
    const answers = await Promise.all(Array.from({ length: 3 }, () => get(url)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(slow.count()).toBe(3);
    expect(cache.size()).toBe(0);
  });

  /**
   * A cache that waits at most `waitMs`, in front of a page whose first render never ends and
   * whose later ones end at once; that first render is under way, for the visitor `first`.
   */
  async function firstRenderHanging(waitMs: number) {
    let renders = 0;
    const cache = createResponseCache({ policyFor, waitMs });
    const url = await serve(cache, (_req, res) => {
      renders++;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      if (renders > 1) res.end(page('second'));
    });
    const first = http.get(url).on('error', () => {});
    await vi.waitFor(() => expect(renders).toBe(1));
    return { url, first, count: () => renders };
  }

  it('is rendered for a waiting request once the wait is over, when the first render hangs', async () => {
    const { url, first, count } = await firstRenderHanging(50);
    expect((await get(url)).text).toContain('second');
    expect(count()).toBe(2);
    first.destroy();
  });

  it('no longer waits once the visitor of that render has left', async () => {
    // no wait could end by its time limit within the test's
    const { url, first, count } = await firstRenderHanging(60_000);
    const second = get(url);
    first.destroy();
    expect((await second).text).toContain('second');
    expect(count()).toBe(2);
  });
});
