import { describe, expect, it } from 'vitest';
import { isForeignRequest } from './origin';
import { clientIp } from './client-ip';

const SITE = 'https://elenamarsh.studio';
const request = (method: string, headers: Record<string, string>) =>
  new Request(`${SITE}/api/auth/sign-in/email`, { method, headers });

describe('isForeignRequest', () => {
  it('lets reads through from anywhere', () => {
    expect(isForeignRequest(request('GET', { origin: 'https://evil.example' }), SITE)).toBe(false);
  });

  it('accepts a state change from the site itself', () => {
    expect(isForeignRequest(request('POST', { origin: SITE }), SITE)).toBe(false);
    expect(isForeignRequest(request('POST', { 'sec-fetch-site': 'same-origin' }), SITE)).toBe(
      false,
    );
    // no browser involved (curl, server to server): judged by its credentials alone
    expect(isForeignRequest(request('POST', {}), SITE)).toBe(false);
  });

  it('refuses a state change from another origin', () => {
    expect(isForeignRequest(request('POST', { origin: 'https://evil.example' }), SITE)).toBe(true);
    expect(isForeignRequest(request('DELETE', { origin: 'http://elenamarsh.studio' }), SITE)).toBe(
      true,
    );
    expect(isForeignRequest(request('POST', { origin: 'null' }), SITE)).toBe(true);
    expect(isForeignRequest(request('POST', { 'sec-fetch-site': 'cross-site' }), SITE)).toBe(true);
  });
});

describe('clientIp', () => {
  it('trusts no header unless one is configured', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.9' }), undefined)).toBeNull();
  });

  it('reads the configured header, taking the address the proxy added last', () => {
    expect(clientIp(new Headers({ 'x-real-ip': '203.0.113.9' }), 'x-real-ip')).toBe('203.0.113.9');
    expect(
      clientIp(new Headers({ 'x-forwarded-for': '1.2.3.4, 203.0.113.9' }), 'x-forwarded-for'),
    ).toBe('203.0.113.9');
    expect(clientIp(new Headers({ 'x-real-ip': 'not an address' }), 'x-real-ip')).toBeNull();
  });
});
