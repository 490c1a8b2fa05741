import { describe, expect, it } from 'vitest';
import { accessCookieName, accessKey, signAccess, verifyAccess } from './access-cookie';

const key = accessKey('a-test-auth-secret-that-is-long-enough-for-this');
const hash = 'aa'.repeat(16) + ':' + 'bb'.repeat(64);
const now = Date.UTC(2026, 0, 10);
const DAY = 86_400_000;

describe('project access cookie', () => {
  const value = signAccess(key, 7, hash, now);

  it('opens the project it was made for under its current password, for 30 days', () => {
    expect(verifyAccess(key, 7, hash, value, now)).toBe(true);
    expect(verifyAccess(key, 7, hash, value, now + 29 * DAY)).toBe(true);
    expect(verifyAccess(key, 7, hash, value, now + 30 * DAY)).toBe(false);
  });

  it('opens no other project and no other password of the same project', () => {
    expect(verifyAccess(key, 8, hash, value, now)).toBe(false);
    expect(verifyAccess(key, 7, `${hash}0`, value, now)).toBe(false);
  });

  it('refuses a cookie signed with another secret, altered, or malformed', () => {
    const other = accessKey('another-auth-secret-that-is-long-enough-for-this');
    expect(verifyAccess(other, 7, hash, value, now)).toBe(false);
    const [expires, sig] = value.split('.');
    // a later expiry under the old signature
    expect(verifyAccess(key, 7, hash, `${Number(expires) + 1}.${sig}`, now)).toBe(false);
    const flipped = sig!.slice(0, -1) + (sig!.endsWith('A') ? 'B' : 'A');
    expect(verifyAccess(key, 7, hash, `${expires}.${flipped}`, now)).toBe(false);
    for (const bad of [undefined, '', 'x', `${expires}`, `${expires}.`, `a.${sig}`, `${value}.1`])
      expect(verifyAccess(key, 7, hash, bad, now)).toBe(false);
  });

  it('holds no trace of the password hash and is named per project', () => {
    expect(value).not.toContain('aa'.repeat(4));
    expect(accessCookieName(7)).toBe('project-access-7');
    expect(accessCookieName(7)).not.toBe(accessCookieName(8));
  });
});
