import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Connection } from '@/server/db/connect';
import { testDatabases, type TestDatabase } from './databases';
import { countWrites, snapshot } from './snapshot';

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

/** Inputs any action might take: an id and the usual fields, nothing, undefined. */
const ANY_INPUTS = [{ id: 1, title: 'x', name: 'x', direction: 'up', value: true }, {}, undefined];

/**
 * Calls every action a module exports as a visitor and as a member, with each of
 * a few inputs, and expects the guard's refusal and the database unchanged.
 */
export async function expectEveryActionRefused(actions: Record<string, unknown>): Promise<void> {
  const db = caller.db;
  if (!db) throw new Error('no test database outside a test');
  const entries = Object.entries(actions).filter(([, value]) => typeof value === 'function');
  expect(entries.length).toBeGreaterThan(0);
  const before = await snapshot(db);
  const writes = await countWrites(db);
  for (const who of ['visitor', 'member'] as const) {
    caller.who = who;
    for (const [name, action] of entries) {
      for (const input of ANY_INPUTS) {
        const result = await (action as (i: unknown) => Promise<{ ok: boolean; message?: string }>)(
          input,
        );
        expect(result.ok, `${name} by ${who}`).toBe(false);
        expect(result.message).toMatch(who === 'visitor' ? /sign in/ : /administrator/);
        expect(await writes(), `${name} by ${who} changed the database`).toBe(0);
      }
    }
  }
  expect(await snapshot(db)).toEqual(before);
  caller.who = 'admin';
}

/**
 * A content manager's actions on each test database: every action refused to
 * visitors and members, then the feature's own tests with the admin calling.
 */
export function describeAdminActions(
  name: string,
  actions: Record<string, unknown>,
  tests: (conn: { readonly db: Connection['db'] }) => void = () => {},
): void {
  describe.each(testDatabases())(`${name} actions on $name`, ({ open }) => {
    const conn = useAdminDatabase(open);
    it('refuses every action to visitors and non-admins, changing nothing', () =>
      expectEveryActionRefused(actions));
    tests(conn);
  });
}
