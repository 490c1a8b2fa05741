import {
  hashPassword as betterAuthHash,
  verifyPassword as betterAuthVerify,
} from 'better-auth/crypto';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from './password';

const pool = vi.hoisted(() => ({ running: 0, most: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  const scrypt = (
    password: string,
    salt: string,
    length: number,
    options: import('node:crypto').ScryptOptions,
    done: (error: Error | null, key: Buffer) => void,
  ) => {
    pool.most = Math.max(pool.most, ++pool.running);
    real.scrypt(password, salt, length, options, (error, key) => {
      pool.running--;
      done(error, key);
    });
  };
  return { ...real, scrypt, default: { ...real, scrypt } };
});

// The accounts' hashes were made by better-auth's own code until 2026-11-27, and better-auth may
// be asked to check one: both sides must read each other's.
describe('password hashes', () => {
  it('are better-auth’s: each side verifies what the other hashed', async () => {
    const ours = await hashPassword('correct horse');
    const theirs = await betterAuthHash('correct horse');
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await betterAuthVerify({ hash: ours, password: 'correct horse' })).toBe(true);
    expect(await verifyPassword({ hash: theirs, password: 'correct horse' })).toBe(true);
    expect(await verifyPassword({ hash: theirs, password: 'correct horse!' })).toBe(false);
  });

  it('salt every hash, and refuse a wrong password', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword({ hash: a, password: 'same' })).toBe(true);
    expect(await verifyPassword({ hash: a, password: 'Same' })).toBe(false);
  });

  it('treat the two ways of writing an accented letter as one (NFKC)', async () => {
    const hash = await hashPassword('caf\u00e9');
    expect(await verifyPassword({ hash, password: 'cafe\u0301' })).toBe(true);
  });

  it('refuse every password for a stored value that is no hash', async () => {
    const good = await hashPassword('pw');
    const [salt, key] = good.split(':');
    for (const hash of [
      '',
      'pw',
      `${salt}:`,
      `:${key}`,
      `${salt}:${key!.slice(2)}`,
      `${salt}:zz${key!.slice(2)}`,
    ]) {
      expect(await verifyPassword({ hash, password: 'pw' })).toBe(false);
    }
  });

  it('take two threads of the pool at most, however many are asked for at once', async () => {
    pool.most = 0;
    await Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`pw-${i}`)));
    expect(pool.most).toBe(2);
  });
});
