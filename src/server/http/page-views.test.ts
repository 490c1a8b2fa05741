import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { pageViewOf } from './page-views.mjs';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const SITE = { siteUrl: 'https://elena.example' };

function answered(url: string, headers: Record<string, string> = {}) {
  const req = {
    method: 'GET',
    url,
    headers: { 'user-agent': CHROME, ...headers },
    socket: { remoteAddress: '203.0.113.7' },
  } as unknown as IncomingMessage;
  return pageViewOf(req, { status: 200, type: 'text/html; charset=utf-8' }, SITE);
}

describe('a page view', () => {
  it('is the path without its query, with the campaign it came from', () => {
    expect(answered('/blog/1?utm_source=%20Newsletter&x=1')).toMatchObject({
      path: '/blog/1',
      utmSource: 'newsletter',
      referrerHost: null,
    });
  });

  it('resolves dot segments and backslashes as a browser would have', () => {
    expect(answered('/blog/./1')?.path).toBe('/blog/1');
    expect(answered('/projects/../blog?utm_source=x')?.path).toBe('/blog');
    expect(answered('/blog\\1')?.path).toBe('/blog/1');
  });

  it('is not counted for the back office reached through dot segments', () => {
    expect(answered('/blog/../admin')).toBeNull();
    expect(answered('/./api/auth')).toBeNull();
  });

  it('names an outside referrer by its host, and no referrer for the site itself', () => {
    expect(answered('/', { referer: 'https://www.social.example/p/1' })?.referrerHost).toBe(
      'social.example',
    );
    expect(answered('/', { referer: 'https://elena.example/blog' })?.referrerHost).toBeNull();
  });
});
