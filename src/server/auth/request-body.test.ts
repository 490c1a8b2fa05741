import { describe, expect, it } from 'vitest';
import { checkAuthRequest, isOwnAddress } from './request-body';

const SITE = 'https://studio.example';
const post = (body: string, url = `${SITE}/api/auth/sign-in/email`) =>
  checkAuthRequest(new Request(url, { method: 'POST', body }), SITE);

describe('auth request bodies', () => {
  it('lets a JSON object through, and reads an empty body as {}', async () => {
    const ok = await post('{"email":"a@b.co"}');
    expect('request' in ok && (await ok.request.json())).toEqual({ email: 'a@b.co' });
    const empty = await post('');
    expect('request' in empty && (await empty.request.json())).toEqual({});
  });

  it.each([
    ['not JSON', 'email=a', 400, 'The request body is not valid JSON.'],
    ['an array', '[]', 400, 'The request body must be a JSON object.'],
    ['a NUL', '{"email":"a\\u0000@b.co"}', 400, 'Remove the control characters from your entry.'],
    [
      'a javascript: callback',
      '{"callbackURL":"javascript:alert(1)"}',
      400,
      'That return address is not on this site.',
    ],
    ['too much', JSON.stringify({ name: 'x'.repeat(70_000) }), 413, 'The request is too large.'],
  ])('refuses %s', async (_label, body, status, message) => {
    const result = await post(body);
    expect('refused' in result).toBe(true);
    if ('refused' in result) {
      expect(result.refused.status).toBe(status);
      expect(await result.refused.json()).toMatchObject({ message });
    }
  });

  it('knows its own return addresses', () => {
    expect(isOwnAddress('/admin/account', SITE)).toBe(true);
    expect(isOwnAddress(`${SITE}/auth/reset-password`, SITE)).toBe(true);
    expect(isOwnAddress('//evil.example/', SITE)).toBe(false);
    expect(isOwnAddress('https://evil.example/', SITE)).toBe(false);
    expect(isOwnAddress(42, SITE)).toBe(false);
  });
});
