import { EventEmitter } from 'node:events';
import type http from 'node:http';
import { describe, expect, it, onTestFinished } from 'vitest';
import { captureLog } from '#test/log-lines';
import { logger } from '../log.mjs';
import { createRequestLog, loggedPath } from './request-log.mjs';

/** A request and its answer, as far as the request log reads them; `close()` ends the answer. */
function exchange(url: string, headers: http.IncomingHttpHeaders = {}, status = 200) {
  const res = Object.assign(new EventEmitter(), { statusCode: status, writableFinished: true });
  const req = { method: 'GET', url, headers, socket: { remoteAddress: '203.0.113.9' } };
  return {
    req: req as unknown as http.IncomingMessage,
    res: res as unknown as http.ServerResponse,
    close: () => res.emit('close'),
  };
}

function observer(trustedIpHeader?: string) {
  const { lines, restore } = captureLog('debug');
  onTestFinished(restore);
  const log = logger('http');
  const observed: [string, number][] = [];
  const observe = createRequestLog({
    log,
    trusted: () => ({ trustedIpHeader }),
    metrics: { observe: (kind, status) => observed.push([kind, status]) },
    cacheOf: () => 'hit',
  });
  return { observe, lines, observed };
}

describe('the request log', () => {
  it('writes one line per request once it is answered: id, method, path, status, duration, kind', () => {
    const { observe, lines, observed } = observer();
    const { req, res, close } = exchange('/blog/1?q=private+words&token=abc');
    observe(req, res);
    expect(lines).toEqual([]);
    close();
    close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      component: 'http',
      method: 'GET',
      path: '/blog/1',
      status: 200,
      kind: 'page',
      cache: 'hit',
      msg: 'request',
    });
    expect(lines[0]!.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof lines[0]!.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toMatch(/private|token|203\.0\.113/);
    expect(observed).toEqual([['page', 200]]);
  });

  it("takes the proxy's request id and client address only when the proxy is trusted", () => {
    const untrusted = observer();
    const a = exchange('/', { 'x-request-id': 'proxy-id-1', 'x-real-ip': '198.51.100.4' });
    untrusted.observe(a.req, a.res);
    a.close();
    expect(untrusted.lines[0]!.reqId).not.toBe('proxy-id-1');
    expect(untrusted.lines[0]).not.toHaveProperty('ip');

    const trusted = observer('x-real-ip');
    const b = exchange('/', { 'x-request-id': 'proxy-id-1', 'x-real-ip': '198.51.100.4' });
    trusted.observe(b.req, b.res);
    b.close();
    expect(trusted.lines[0]).toMatchObject({ reqId: 'proxy-id-1', ip: '198.51.100.4' });
    // an id that is not a plain token is replaced
    const c = exchange('/', { 'x-request-id': 'bad id\n{"level":60}' });
    trusted.observe(c.req, c.res);
    c.close();
    expect(trusted.lines[1]!.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs the operations endpoints at debug and failed answers at warn', () => {
    const { observe, lines } = observer();
    for (const [url, status] of [
      ['/readyz', 200],
      ['/admin', 500],
    ] as const) {
      const { req, res, close } = exchange(url, {}, status);
      observe(req, res);
      close();
    }
    expect(lines.map((l) => [l.kind, l.level])).toEqual([
      ['operations', 20],
      ['admin', 40],
    ]);
  });
});

describe('loggedPath', () => {
  it('leaves out the query and the segments that carry a secret, and keeps slugs', () => {
    expect(loggedPath('/search?q=house')).toBe('/search');
    expect(loggedPath('/blog/modern-villa-renovation-2023')).toBe(
      '/blog/modern-villa-renovation-2023',
    );
    expect(loggedPath('/projects/12')).toBe('/projects/12');
    expect(loggedPath('/api/auth/reset-password/Zx81kPq0aa')).toBe(
      '/api/auth/reset-password/:secret',
    );
    expect(loggedPath('/blog/preview/abc')).toBe('/blog/preview/:secret');
    expect(loggedPath('/booking/manage/q8Fj2kLx9PzR4mNc7TbW')).toBe('/booking/manage/:secret');
    expect(loggedPath('/x/3f2a9c1d8e7b6a5f4e3d2c1b')).toBe('/x/:secret');
    expect(loggedPath('/x/123e4567-e89b-12d3-a456-426614174000/ics')).toBe('/x/:secret/ics');
    expect(loggedPath(`/${'a'.repeat(500)}`)).toHaveLength(200);
    // a secret among the segments, however long the others are
    expect(loggedPath('/x/short-1/q8Fj2kLx9PzR4mNc7TbW-and-more/y')).toBe('/x/short-1/:secret/y');
    // a build's file names and an image's address are left as they are
    for (const kept of [
      '/_next/static/chunks/0t50ychdzsj1w.js',
      '/_next/static/media/inter_core.p.37bau6yj1-d-7.woff2',
      '/media/project-images/seed/abq-bar-1.webp',
    ])
      expect(loggedPath(kept)).toBe(kept);
  });
});
