import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import bridge from '@studio/http-bridge';
import { createSiteHandler } from './site-handler.mjs';
import { MAX_BODY_BYTES, MAX_URL_LENGTH } from './request-guard.mjs';
import { PERMISSIONS_POLICY } from './security-headers.mjs';
import { captureLog } from '#test/log-lines';

// The whole layer in front of Next, with a stand-in for Next's handler that records what it
// was given and answers as Next would for a few kinds of address.

type Seen = { url: string; headers: http.IncomingHttpHeaders };
const seen: Seen[] = [];
const page = (body: string) =>
  `<!DOCTYPE html><html><head><script nonce="n">boot()</script></head><body>${body.repeat(100)}</body></html>`;

async function fakeNext(req: http.IncomingMessage, res: http.ServerResponse) {
  seen.push({ url: req.url ?? '', headers: { ...req.headers } });
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  if (pathname === '/moved') {
    res.writeHead(307, { location: '/' });
    return void res.end();
  }
  if (pathname === '/settings-read') {
    // the root layout reads Site Settings while rendering: Analytics was switched on meanwhile
    site.analytics = true;
  }
  if (pathname === '/broken') {
    throw new Error(`failed at ${process.cwd()}/secret.ts:12`);
  }
  // a render that takes a while, as a first one after a start does
  if (pathname.endsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 50));
  if (pathname === '/api/thing') {
    res.setHeader('content-type', 'application/json');
    return void res.end(JSON.stringify({ ok: true }));
  }
  if (pathname === '/media/a.webp') {
    res.setHeader('content-type', 'image/webp');
    return void res.end(Buffer.alloc(10));
  }
  if (pathname === '/media/file.pdf') {
    res.setHeader('content-type', 'application/pdf');
    res.setHeader('content-security-policy', 'sandbox');
    return void res.end('%PDF');
  }
  if (pathname.startsWith('/projects/')) {
    // what Next sends for a dynamic page, or (the private one) a header that would let caches keep it
    res.setHeader(
      'cache-control',
      pathname === '/projects/2' ? 'public, max-age=600' : 'private, no-cache, no-store',
    );
  }
  const known =
    pathname === '/' || pathname.startsWith('/blog/') || pathname.startsWith('/projects/');
  res.statusCode = known ? 200 : 404;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(page(known ? `<p>${pathname}</p>` : '<h1>Page not found</h1>'));
}

let distDir: string;
let server: http.Server;
let base: string;
const site = {
  siteUrl: 'https://elena.example',
  mediaOrigins: [],
  analytics: false,
  trustedIpHeader: 'x-forwarded-for',
};

beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'site-handler-'));
  mkdirSync(path.join(distDir, 'static', 'chunks'), { recursive: true });
  writeFileSync(path.join(distDir, 'static', 'chunks', 'a.js'), 'x'.repeat(2000));
  writeFileSync(
    path.join(distDir, 'static', 'chunks', 'a.js.br'),
    zlib.brotliCompressSync('x'.repeat(2000)),
  );
  bridge.setMissingContentProbe(async (pathname) => pathname === '/blog/404');
  bridge.setPrivatePageProbe(async (pathname) => {
    if (pathname === '/projects/500') throw new Error('database down');
    return pathname === '/projects/2';
  });
  server = http.createServer(createSiteHandler({ handle: fakeNext, distDir, site: () => site }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(distDir, { recursive: true, force: true });
});
afterEach(() => {
  seen.length = 0;
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string };

/** A raw request: the path is sent as given, as a scanner would send it. */
function send(
  pathAndQuery: string,
  {
    method = 'GET',
    headers = {},
    body,
    origin = base,
  }: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    origin?: string;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${origin}/`, { method, headers, path: pathAndQuery }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoded = res.headers['content-encoding'];
        const text = (encoded === 'br' ? zlib.brotliDecompressSync(raw) : raw).toString();
        resolve({ status: res.statusCode!, headers: res.headers, text });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

function expectSecurityHeaders(answer: Answer, what: string) {
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
  expect(answer.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['permissions-policy'], what).toBe(PERMISSIONS_POLICY);
  expect(answer.headers['strict-transport-security'], what).toBe(
    'max-age=31536000; includeSubDomains',
  );
  expect(answer.headers['x-powered-by'], what).toBeUndefined();
  expect(answer.headers['content-security-policy'], what).toMatch(/frame-ancestors 'none'/);
}

describe('every answer', () => {
  it('carries the security headers and a policy, whichever layer writes it', async () => {
    const answers: [string, Answer][] = [
      ['page', await send('/')],
      [
        'cached page',
        await vi.waitFor(async () => {
          const a = await send('/', { headers: { 'accept-encoding': 'br' } });
          expect(a.headers['x-page-cache']).toBe('hit');
          return a;
        }),
      ],
      ['redirect', await send('/moved')],
      ['error', await send('/broken')],
      ['not found', await send('/nothing-here')],
      ['api', await send('/api/thing')],
      ['media', await send('/media/a.webp')],
      [
        'static file',
        await send('/_next/static/chunks/a.js', { headers: { 'accept-encoding': 'br' } }),
      ],
      [
        'static file from memory',
        await send('/_next/static/chunks/a.js', { headers: { 'accept-encoding': 'br' } }),
      ],
      [
        'refusal',
        await send('/', {
          method: 'POST',
          headers: { 'content-length': String(MAX_BODY_BYTES + 1) },
        }),
      ],
      ['csp report', await send('/api/csp-report', { method: 'GET' })],
    ];
    for (const [what, answer] of answers) expectSecurityHeaders(answer, what);
    expect(answers[7]![1].headers['content-encoding']).toBe('br');
    // the same file twice: read through the layers, then sent from memory with the same headers
    const [read, kept] = [answers[7]![1], answers[8]![1]];
    expect(kept.text).toBe(read.text);
    const { date: _date, ...readHeaders } = read.headers;
    const { date: _keptDate, ...keptHeaders } = kept.headers;
    expect(keptHeaders).toEqual(readHeaders);
    const isolated = answers
      .filter(([, answer]) => answer.headers['cross-origin-opener-policy'] === 'same-origin')
      .map(([what]) => what);
    expect(isolated).toEqual(['api', 'csp report']);
  });

  it('opens the back office, sign-in, the API and private pages apart from other windows', async () => {
    for (const path of [
      '/admin',
      '/admin/inbox',
      '/%61dmin/inbox',
      '/blog/../admin',
      '/auth',
      '/auth/reset-password',
      '/api/thing',
    ])
      expect((await send(path)).headers['cross-origin-opener-policy'], path).toBe('same-origin');
    expect((await send('/projects/2')).headers['cross-origin-opener-policy']).toBe('same-origin');
    // public pages, rendered or replayed, and the addresses that only begin like those above
    for (const path of ['/', '/blog/1', '/administration', '/authors', '/apis'])
      expect((await send(path)).headers['cross-origin-opener-policy'], path).toBeUndefined();
    const cached = await vi.waitFor(async () => {
      const a = await send('/blog/1');
      expect(a.headers['x-page-cache']).toBe('hit');
      return a;
    });
    expect(cached.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('gives each rendered answer its own nonce, the one Next was handed', async () => {
    const a = await send('/blog/1?x=1');
    const b = await send('/blog/1?x=2');
    const nonces = [a, b].map(
      (r) => /'nonce-([^']+)'/.exec(String(r.headers['content-security-policy']))?.[1],
    );
    expect(nonces[0]).toBeTruthy();
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(seen[0]!.headers['content-security-policy']).toContain(`'nonce-${nonces[0]}'`);
  });

  it('makes the policy when headers go out, so it follows settings the render read', async () => {
    const answer = await send('/settings-read');
    site.analytics = false;
    expect(answer.headers['content-security-policy']).toContain('https://www.googletagmanager.com');
    expect((await send('/blog/5')).headers['content-security-policy']).not.toContain('google');
  });

  it('gives a static file sent from memory the policy of the settings of the moment', async () => {
    const file = () =>
      send('/_next/static/chunks/a.js', { headers: { 'accept-encoding': 'br' } }).then(
        (answer) => answer.headers['content-security-policy'],
      );
    await file();
    expect(await file()).not.toContain('google');
    site.analytics = true;
    try {
      expect(await file()).toContain('https://www.googletagmanager.com');
    } finally {
      site.analytics = false;
    }
    expect(await file()).not.toContain('google');
  });

  it("keeps a policy an inner layer set (the media route's sandbox)", async () => {
    const pdf = await send('/media/file.pdf');
    expect(pdf.headers['content-security-policy']).toBe('sandbox');
  });

  it('sends HSTS only for an HTTPS site', async () => {
    const plain = http.createServer(
      createSiteHandler({
        handle: fakeNext,
        distDir,
        site: () => ({ ...site, siteUrl: 'http://localhost:3000' }),
      }),
    );
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    const answer = await fetch(`http://127.0.0.1:${(plain.address() as AddressInfo).port}/`);
    expect(answer.headers.get('strict-transport-security')).toBeNull();
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    await new Promise<void>((resolve) => plain.close(() => resolve()));
  });

  it('answers a missing article with 404 and a server fault with a plain 500, never a stack or a path', async () => {
    expect((await send('/blog/404')).status).toBe(404);
    const broken = await send('/broken');
    expect(broken.status).toBe(500);
    expect(broken.text).toBe('Something went wrong on the server.');
    expect(broken.text).not.toContain(process.cwd());
  });
});

describe('the page cache', () => {
  it.each(['/blog/slow', '/projects/slow'])(
    'renders %s once for a crowd that asks while it is rendered, each answer whole',
    async (pathname) => {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => send(pathname, { headers: { 'accept-encoding': 'br' } })),
      );
      expect(seen.filter((s) => s.url === pathname)).toHaveLength(1);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.text).toContain(`<p>${pathname}</p>`);
        expectSecurityHeaders(answer, 'a page replayed to a visitor who waited for its render');
      }
    },
  );
});

describe('hostile requests', () => {
  it("answers addresses that cannot name a page with the site's 404 page, never 500", async () => {
    const hostile = [
      '/blog/%E0%A4%A',
      '/%',
      '/projects/%ZZ',
      '/blog/%00',
      '/blog/1%00.html',
      '/search?q=%00',
      '/search?q=%E0%A4%A',
      '/blog/%0d%0aSet-Cookie:%20a=b',
      `/${'a'.repeat(MAX_URL_LENGTH)}`,
      `/blog?q=${'a'.repeat(MAX_URL_LENGTH)}`,
    ];
    for (const address of hostile) {
      const answer = await send(address);
      expect(answer.status, address).toBe(404);
      expect(answer.text, address).toContain('Page not found');
      expect(answer.headers['set-cookie'], address).toBeUndefined();
    }
    expect(seen.every((s) => s.url === '/__unmatched')).toBe(true);
  });

  it('refuses a broken address in a write with 400 before Next reads it', async () => {
    const answer = await send('/blog/%E0%A4%A', {
      method: 'POST',
      headers: { 'content-length': '2' },
      body: '{}',
    });
    expect(answer.status).toBe(400);
    expect(seen).toHaveLength(0);
  });

  it('never lets a forged host or proxy header through', async () => {
    await send('/blog/2', {
      headers: {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
        'x-forwarded-port': '8080',
        forwarded: 'host=evil.example;proto=http',
      },
    });
    const { headers } = seen[0]!;
    expect(headers.host).toBe('elena.example');
    for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded'])
      expect(headers[name], name).toBeUndefined();
  });

  it("keeps only the address the operator's proxy wrote in the trusted client-address header", async () => {
    await send('/blog/3', { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' } });
    expect(seen[0]!.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('refuses bodies larger than any route takes, or of undeclared length, before reading them', async () => {
    const big = await send('/api/thing', {
      method: 'POST',
      headers: { 'content-length': String(MAX_BODY_BYTES + 1) },
    });
    expect(big.status).toBe(413);
    const chunked = await send('/api/thing', {
      method: 'POST',
      headers: { 'transfer-encoding': 'chunked' },
      body: 'x',
    });
    expect(chunked.status).toBe(411);
    expect(seen).toHaveLength(0);
    const upload = await send('/api/admin/media?name=a.mp4', {
      method: 'POST',
      headers: { 'content-length': String(MAX_BODY_BYTES + 1) },
      body: Buffer.alloc(MAX_BODY_BYTES + 1),
    });
    // streamed uploads are the media route's to measure against the upload limits
    expect(seen.map((s) => s.url)).toEqual(['/api/admin/media?name=a.mp4']);
    expect(upload.status).toBe(404);
    // a page the cache holds is no exception
    await vi.waitFor(async () =>
      expect((await send('/blog/held')).headers['x-page-cache']).toBe('hit'),
    );
    const heldBig = await send('/blog/held', {
      headers: { 'content-length': String(MAX_BODY_BYTES + 1) },
    });
    expect(heldBig.status).toBe(413);
  });
});

describe('CSP violation reports', () => {
  const report = (blocked: string) =>
    JSON.stringify({
      'csp-report': {
        'document-uri': 'https://elena.example/blog/1',
        'effective-directive': 'script-src-elem',
        'blocked-uri': blocked,
      },
    });

  it('are logged, a line each, and answered 204', async () => {
    const log = captureLog();
    const answer = await send('/api/csp-report', {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: report('inline'),
    });
    expect(answer.status).toBe(204);
    log.restore();
    expect(log.lines.filter((l) => l.component === 'csp')).toMatchObject([
      { level: 40, msg: 'blocked script-src-elem: inline on https://elena.example/blog/1' },
    ]);
  });

  it('refuse what is not a small JSON report', async () => {
    const large = await send('/api/csp-report', {
      method: 'POST',
      headers: { 'content-length': String(64 * 1024) },
      body: 'x'.repeat(64 * 1024),
    });
    expect(large.status).toBe(413);
    const garbage = await send('/api/csp-report', { method: 'POST', body: 'not json' });
    expect(garbage.status).toBe(400);
  });

  it('are rate limited: past 60 a minute they are counted, not logged', async () => {
    const log = captureLog();
    const statuses: number[] = [];
    for (let i = 0; i < 65; i++)
      statuses.push(
        (await send('/api/csp-report', { method: 'POST', body: report(`https://x.example/${i}`) }))
          .status,
      );
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
    log.restore();
    expect(log.lines.filter((l) => l.component === 'csp').length).toBeLessThanOrEqual(60);
  });
});

describe('visitor numbers', () => {
  const CHROME =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const views: import('@studio/http-bridge').PageView[] = [];
  beforeAll(() => bridge.setViewCounter((view) => views.push(view)));
  afterEach(() => {
    views.length = 0;
  });
  // a view is handed over on 'finish', which may come after the client has the answer: the
  // checks below wait for the view of the last request, and the requests go one after another

  it('leaves the operations endpoints out: no view, no page cache, not logged at info', async () => {
    const log = captureLog('info');
    for (let i = 0; i < 3; i++)
      for (const path of ['/healthz', '/readyz']) {
        const answer = await send(path, { headers: { 'user-agent': CHROME, accept: 'text/html' } });
        expect(answer.headers['content-type'], path).toBe('application/health+json');
        expect(answer.headers['x-page-cache'], path).toBeUndefined();
      }
    await send('/blog/after-the-checks', { headers: { 'user-agent': CHROME } });
    await vi.waitFor(() => expect(views.map((v) => v.path)).toEqual(['/blog/after-the-checks']));
    log.restore();
    const requests = log.lines.filter((l) => l.msg === 'request');
    expect(requests.map((l) => l.path)).toEqual(['/blog/after-the-checks']);
    expect(seen.some((s) => s.url === '/healthz' || s.url === '/readyz')).toBe(false);
  });

  it('counts a page the page cache replays, with no cookie of its own', async () => {
    const visitor = {
      'user-agent': CHROME,
      'accept-encoding': 'br',
      'x-forwarded-for': '6.6.6.6, 203.0.113.9',
    };
    let requests = 0;
    const hit = await vi.waitFor(async () => {
      requests++;
      const a = await send('/blog/replayed', { headers: visitor });
      expect(a.headers['x-page-cache']).toBe('hit');
      return a;
    });
    expect(hit.headers['set-cookie']).toBeUndefined();
    await vi.waitFor(() => expect(views).toHaveLength(requests));
    expect(views.every((v) => v.path === '/blog/replayed')).toBe(true);
    // the address the operator's proxy wrote, as for a rendered page
    expect(views.every((v) => v.address === '203.0.113.9')).toBe(true);

    // a browser that holds the page is told so (304): still a view of it
    views.length = 0;
    const unchanged = await send('/blog/replayed', {
      headers: { ...visitor, 'if-none-match': String(hit.headers.etag) },
    });
    expect(unchanged.status).toBe(304);
    await vi.waitFor(() => expect(views).toHaveLength(1));
    expect(views[0]).toMatchObject({ path: '/blog/replayed', address: '203.0.113.9' });
  });

  it("leaves out the server's own request for a page it renders again", async () => {
    let clock = Date.now();
    const own = http.createServer(
      createSiteHandler({ handle: fakeNext, distDir, site: () => site, now: () => clock }),
    );
    await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(own.address() as AddressInfo).port}`;
    try {
      const visitor = { 'user-agent': CHROME, 'accept-encoding': 'br' };
      let requests = 0;
      const visit = async () => {
        requests++;
        return send('/blog/again', { headers: visitor, origin });
      };
      await vi.waitFor(async () => expect((await visit()).headers['x-page-cache']).toBe('hit'));
      clock += 61_000;
      expect((await visit()).headers['x-page-cache']).toBe('stale');
      await vi.waitFor(async () => expect((await visit()).headers['x-page-cache']).toBe('hit'));
      // the page was rendered again at the server's own request, which is no visitor's view
      expect(seen.filter((s) => s.headers['x-page-cache-refresh'])).toHaveLength(1);
      await vi.waitFor(() => expect(views).toHaveLength(requests));
    } finally {
      await new Promise<void>((resolve) => own.close(() => resolve()));
    }
  });

  it('counts public page views and nothing else', async () => {
    const visitor = { 'user-agent': CHROME, 'x-forwarded-for': '203.0.113.7' };
    await send('/blog/counted?utm_source=Newsletter', {
      headers: { ...visitor, referer: 'https://www.social.example/post/1' },
    });
    await send('/blog/counted?utm_source=Newsletter', { headers: visitor });
    await send('/no-such-page', { headers: visitor });
    await send('/api/thing', { headers: visitor });
    await send('/media/a.webp', { headers: visitor });
    await send('/blog/counted', { headers: { ...visitor, 'sec-purpose': 'prefetch' } });
    await send('/blog/counted', { headers: { ...visitor, 'next-router-prefetch': '1' } });
    await send('/blog/counted', {
      headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
    });
    await send('/blog/counted', {
      headers: { ...visitor, cookie: 'better-auth.session_token=abc' },
    });
    await send('/blog/counted', { headers: { ...visitor, referer: 'https://elena.example/' } });
    await vi.waitFor(() =>
      expect(views).toEqual([
        {
          path: '/blog/counted',
          referrerHost: 'social.example',
          utmSource: 'newsletter',
          address: '203.0.113.7',
          userAgent: CHROME,
        },
        {
          path: '/blog/counted',
          referrerHost: null,
          utmSource: 'newsletter',
          address: '203.0.113.7',
          userAgent: CHROME,
        },
        // a link followed inside the site has no outside referrer
        {
          path: '/blog/counted',
          referrerHost: null,
          utmSource: null,
          address: '203.0.113.7',
          userAgent: CHROME,
        },
      ]),
    );
  });
});

describe('pages for those given their link only', () => {
  it('are never replayed nor kept, go out private, no-store and noindex', async () => {
    for (let i = 0; i < 3; i++) {
      const answer = await send('/projects/2', { headers: { 'accept-encoding': 'br' } });
      expect(answer.status).toBe(200);
      expect(answer.headers['x-page-cache']).toBeUndefined();
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.headers['x-robots-tag']).toBe('noindex');
      expectSecurityHeaders(answer, 'private page');
    }
    expect(seen.filter((s) => s.url === '/projects/2')).toHaveLength(3);
  });

  it('include a project page whose privacy cannot be told (the probe failed)', async () => {
    await send('/projects/500');
    const again = await send('/projects/500');
    expect(again.headers['x-page-cache']).toBeUndefined();
    expect(again.headers['cache-control']).toBe('private, no-store');
  });

  it('leave public project pages to the page cache, indexable', async () => {
    const first = await send('/projects/1');
    expect(first.headers['x-robots-tag']).toBeUndefined();
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    await vi.waitFor(async () => {
      expect((await send('/projects/1')).headers['x-page-cache']).toBe('hit');
    });
  });
});
