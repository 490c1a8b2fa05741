import { inject, vi } from 'vitest';

// Integration tests and test/databases.ts read these from the environment.
process.env.TEST_DATABASE_URL = inject('TEST_DATABASE_URL');
process.env.TEST_DATABASE_TEMPLATE = inject('TEST_DATABASE_TEMPLATE');
process.env.PGLITE_TEMPLATE_DIR = inject('PGLITE_TEMPLATE_DIR');

// Account and project passwords are hashed at a sixteenth of the site's scrypt cost: the same
// code and scheme (src/server/auth/password.ts, whose unit test runs the real cost), without the
// real cost, which took most of the auth tests' time. The servers that the
// end-to-end tests and the command-line tests start hash at the real cost.
vi.mock('@/server/auth/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/server/auth/password')>();
  return { ...real, ...real.scryptPasswords({ ...real.SCRYPT_COST, N: real.SCRYPT_COST.N / 16 }) };
});
