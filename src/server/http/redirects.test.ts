import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { applyRedirect } from './redirects.mjs';

// The HTTP layer's half of redirects: the app's probe decides, this answers (status, absolute
// Location, caching) and leaves alone what it must never redirect.

type Sent = { status: number; headers: Record<string, string | number>; body: string | undefined };

function call(
  url: string,
  found: unknown,
  { method = 'GET', headers = {} as Record<string, string> } = {},
) {
  const sent: Partial<Sent> = {};
  const asked: string[] = [];
  const res = {
    writeHead: (status: number, h: Record<string, string | number>) =>
      Object.assign(sent, { status, headers: h }),
    end: (body?: string) => (sent.body = body),
  } as unknown as ServerResponse;
  const req = { method, url, headers } as unknown as IncomingMessage;
  const probe = async (pathname: string, query: string) => {
    asked.push(`${pathname}|${query}`);
    return found as never;
  };
  return applyRedirect(req, res, probe, 'https://studio.example').then((done) => ({
    done,
    sent,
    asked,
  }));
}

describe('applyRedirect', () => {
  it('answers with the status and an absolute Location for a site path', async () => {
    const { done, sent, asked } = await call('/blog/7?utm_source=x', {
      status: 308,
      location: '/blog/light?utm_source=x',
    });
    expect(done).toBe(true);
    expect(asked).toEqual(['/blog/7|utm_source=x']);
    expect(sent.status).toBe(308);
    expect(sent.headers).toMatchObject({
      location: 'https://studio.example/blog/light?utm_source=x',
      'cache-control': 'public, max-age=3600',
    });
  });

  it('keeps temporary and private redirects out of every cache', async () => {
    expect(
      (await call('/a', { status: 302, location: 'https://elsewhere.example/' })).sent.headers,
    ).toMatchObject({
      location: 'https://elsewhere.example/',
      'cache-control': 'no-store',
    });
    expect(
      (await call('/projects/3', { status: 308, location: '/projects/p', private: true })).sent
        .headers,
    ).toMatchObject({
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    });
  });

  it('sends no body to a HEAD request', async () => {
    expect(
      (await call('/a', { status: 301, location: '/b' }, { method: 'HEAD' })).sent.body,
    ).toBeUndefined();
  });

  it('leaves alone what is not an old address, and what it must never redirect', async () => {
    expect((await call('/a', null)).done).toBe(false);
    for (const url of [
      '/_next/static/x.js',
      '/media/a.jpg',
      '/api/x',
      '/admin',
      '/auth',
      '/__unmatched',
    ])
      expect((await call(url, { status: 301, location: '/' })).asked, url).toEqual([]);
    expect((await call('/a', { status: 301, location: '/' }, { method: 'POST' })).done).toBe(false);
    expect((await call('/a', { status: 301, location: '/' }, { headers: { rsc: '1' } })).done).toBe(
      false,
    );
  });

  it('lets the page answer when the probe fails', async () => {
    const req = { method: 'GET', url: '/a', headers: {} } as unknown as IncomingMessage;
    const done = await applyRedirect(
      req,
      {} as ServerResponse,
      async () => {
        throw new Error('database down');
      },
      'https://studio.example',
    );
    expect(done).toBe(false);
  });
});
