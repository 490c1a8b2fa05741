import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { missedPathOf } from './page-views.mjs';

// Which 404s count as a missed address on the Redirects screen: a visitor's page, never a bot's,
// a file's, the back office's or the signed-in owner's; only the path, never the query.

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

function missed(
  url: string,
  headers: Record<string, string> = {},
  answer = { status: 404, type: 'text/html; charset=utf-8' },
) {
  const req = {
    method: 'GET',
    url: '/__unmatched',
    headers: { 'user-agent': CHROME, ...headers },
  } as unknown as IncomingMessage;
  return missedPathOf(req, answer, url);
}

describe('a missed address', () => {
  it('is the path the visitor asked for, without its query', () => {
    expect(missed('/old-page.html?email=someone@example.com')).toBe('/old-page.html');
    expect(missed('/portfolio/kitchen/')).toBe('/portfolio/kitchen/');
    expect(missed('/index.php')).toBe('/index.php');
  });

  it('is not counted for what is no page, or no visitor', () => {
    expect(missed('/favicon.ico')).toBeNull();
    expect(missed('/wp-content/x.js')).toBeNull();
    expect(missed('/media/project-images/gone.jpg')).toBeNull();
    expect(missed('/_next/static/old.js')).toBeNull();
    expect(missed('/__unmatched')).toBeNull();
    expect(missed('/admin/nothing')).toBeNull();
    expect(missed('/booking/mistyped-private-token')).toBeNull();
    expect(missed('/old', { 'user-agent': 'Googlebot/2.1' })).toBeNull();
    expect(missed('/old', { 'user-agent': 'curl/8.0' })).toBeNull();
    expect(missed('/old', { 'user-agent': '' })).toBeNull();
    expect(missed('/old', { 'sec-purpose': 'prefetch' })).toBeNull();
    expect(missed('/old', { cookie: 'better-auth.session_token=abc' })).toBeNull();
    expect(missed('/old', { rsc: '1' })).toBeNull();
    expect(missed('/old', {}, { status: 200, type: 'text/html' })).toBeNull();
    expect(missed('/old', {}, { status: 404, type: 'text/plain' })).toBeNull();
  });
});
