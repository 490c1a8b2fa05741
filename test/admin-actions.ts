import { afterEach, beforeEach, expect } from 'vitest';
import type { Connection } from '@/server/db/connect';
import type { TestDatabase } from './databases';

// Admin actions against a real database with the caller fixed by the test:
//
//   vi.mock('@/server/db', async () => (await import('#test/admin-actions')).mockDb());
//   vi.mock('@/server/auth/guard', async () =>
//     (await import('#test/admin-actions')).mockGuard(),
//   );
//   const actions = await import('./actions');
//
//   describe.each(testDatabases())('... on $name', ({ open }) => {
//     const conn = useAdminDatabase(open);
//     it('...', async () => { await actions.x(...); await conn.db.select()... });
//   });
//
// vi.mock factories are hoisted above the imports, so they load this module
// themselves; the test file's import gets the same instance and its `caller`.
// (src/server/auth/guard.int.test.ts signs in for real against every action.)

export type Caller = 'visitor' | 'member' | 'admin';

export const caller: { db?: Connection['db']; who: Caller } = { who: 'admin' };

export function mockDb() {
  return { getDb: async () => caller.db };
}

export function mockGuard() {
  class AuthorizationError extends Error {
    constructor(public readonly status: 401 | 403) {
      super(
        status === 401 ? 'Please sign in to continue.' : 'This needs an administrator account.',
      );
    }
  }
  return {
    AuthorizationError,
    requireAdmin: async () => {
      if (caller.who === 'visitor') throw new AuthorizationError(401);
      if (caller.who === 'member') throw new AuthorizationError(403);
      return { user: { id: 'owner', email: 'owner@example.com', role: 'admin' }, session: {} };
    },
  };
}

/**
 * A fresh database for each test that the actions use, called by the admin
 * unless the test says otherwise. `.db` is the current test's database.
 */
export function useAdminDatabase(open: TestDatabase['open']): { readonly db: Connection['db'] } {
  let conn: Connection | undefined;
  beforeEach(async () => {
    conn = await open();
    caller.db = conn.db;
    caller.who = 'admin';
  });
  afterEach(async () => {
    caller.db = undefined;
    await conn?.close();
  });
  return {
    get db() {
      if (!conn) throw new Error('no test database outside a test');
      return conn.db;
    },
  };
}

/** Calls each action as a visitor and as a member and expects every one refused. */
export async function expectRefusedToNonAdmins<A extends Record<string, unknown>>(
  actions: A,
  calls: [keyof A & string, unknown][],
): Promise<void> {
  for (const who of ['visitor', 'member'] as const) {
    caller.who = who;
    for (const [name, input] of calls) {
      const result = await (actions[name] as (i: unknown) => Promise<{ ok: boolean }>)(input);
      expect(result.ok, `${name} by ${who}`).toBe(false);
    }
  }
}
