import { afterEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerAnonymousSession } from './anonymous-session.mjs';

let server: http.Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** A server that answers the anonymous session read itself and passes the rest to 'auth'. */
async function serve() {
  server = http.createServer((req, res) => {
    if (answerAnonymousSession(req, res, new URL(req.url ?? '/', 'http://x').pathname)) return;
    res.end('auth');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

const read = async (url: string, init: RequestInit = {}) => {
  const res = await fetch(url, init);
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
};

describe('the session read of a browser without a session', () => {
  it('is answered null, as better-auth answers it, and kept by no cache', async () => {
    const origin = await serve();
    const res = await fetch(`${origin}/api/auth/get-session`, {
      headers: { cookie: 'theme=dark' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toBeNull();
  });

  it('goes on to better-auth with a session cookie, over HTTP or HTTPS, and for anything else', async () => {
    const origin = await serve();
    for (const cookie of [
      'better-auth.session_token=abc',
      'a=1; __Secure-better-auth.session_token=abc',
    ])
      expect((await read(`${origin}/api/auth/get-session`, { headers: { cookie } })).body).toBe(
        'auth',
      );
    expect((await read(`${origin}/api/auth/get-session`, { method: 'POST' })).body).toBe('auth');
    expect((await read(`${origin}/api/auth/sign-in/email`)).body).toBe('auth');
  });
});
