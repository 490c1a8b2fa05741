import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import pLimit from 'p-limit';

// Password hashes for accounts and protected projects: better-auth's scheme (scrypt, N 16384,
// r 16, p 1, a 64-byte key, stored as "salt:key" in hex, the salt's hex text being the salt), so
// hashes made by either side verify on the other (password.test.ts). better-auth computes it with
// @noble/hashes in JavaScript, on the main thread: a long stretch of a server's only thread per
// sign-in, which every other visitor's page waits behind. Node's own scrypt runs on libuv's
// thread pool, faster, and leaves the event loop free (ADR 018).

type Cost = Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>>;

const KEY_BYTES = 64;

// The thread pool (four threads) also reads files and compresses responses: two hashes at a
// time leave it half free however many sign-ins and project passwords come at once.
const inPool = pLimit(2);

/** better-auth's parameters: the stored hashes depend on them, so they never change alone. */
export const SCRYPT_COST: Cost = { N: 16384, r: 16, p: 1 };

function derive(password: string, salt: string, cost: Cost): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MB) is just that, with no room
  const options = { ...cost, maxmem: 256 * cost.N * cost.r };
  return inPool(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

/** Hashing and checking with the given cost; the site uses SCRYPT_COST (below). */
export function scryptPasswords(cost: Cost) {
  return {
    async hashPassword(password: string): Promise<string> {
      const salt = randomBytes(16).toString('hex');
      return `${salt}:${(await derive(password, salt, cost)).toString('hex')}`;
    },
    /** False for a wrong password and for a stored value that is no hash at all. */
    async verifyPassword({ hash, password }: { hash: string; password: string }) {
      const [salt, key] = hash.split(':');
      if (!salt || !key || !/^[0-9a-f]+$/i.test(key) || key.length !== KEY_BYTES * 2) return false;
      return timingSafeEqual(await derive(password, salt, cost), Buffer.from(key, 'hex'));
    },
  };
}

export const { hashPassword, verifyPassword } = scryptPasswords(SCRYPT_COST);
