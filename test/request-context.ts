import type { Connection } from '@/server/db/connect';

// Route handlers and actions run for real, signed in or not, against a test database:
// the database and the request headers are swapped per test.
//
//   vi.mock('@/server/db', async () => (await import('#test/request-context')).mockDb());
//   vi.mock('next/headers', async () =>
//     (await import('#test/request-context')).mockHeaders(),
//   );
//   vi.mock('next/cache', async () => (await import('#test/request-context')).mockCache());
//
// vi.mock factories are hoisted above the imports, so they load this module themselves;
// the test file's import gets the same instance and its `current`.

export const current: { db?: Connection['db']; headers: Headers } = { headers: new Headers() };

export function mockDb() {
  return {
    getDb: async () => {
      if (!current.db) throw new Error('no test database');
      return current.db;
    },
    getConnection: async () => {
      if (!current.db) throw new Error('no test database');
      const client = (current.db as unknown as { $client: object }).$client;
      // PGlite has exec(); node-postgres' Pool does not
      return {
        db: current.db,
        kind: 'exec' in client ? 'pglite' : 'postgres',
        close: async () => {},
      };
    },
    closeDb: async () => {},
  };
}

export function mockHeaders() {
  return {
    headers: async () => current.headers,
    cookies: async () => ({
      get: () => undefined,
      getAll: () => [],
      has: () => false,
      set: () => {},
      delete: () => {},
    }),
  };
}

/** Cache invalidation is a no-op outside a Next.js server. */
export function mockCache() {
  return {
    revalidatePath: () => {},
    revalidateTag: () => {},
    updateTag: () => {},
    refresh: () => {},
  };
}
