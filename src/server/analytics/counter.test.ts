import { afterEach, describe, expect, it, vi } from 'vitest';
import bridge from '@studio/http-bridge';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';

// The counter's writes as a stop sees them: every view counted before the stop reaches the
// database, also those counted while a periodic write was under way.

const written: unknown[][] = [];
let hold: Promise<void> | null = null;
const dialect = new PgDialect();
const db = {
  execute: async (query: SQL) => {
    written.push(dialect.sqlToQuery(query).params);
    await hold;
  },
};
vi.mock('@/server/db', () => ({ getDb: async () => db, closeDb: async () => {} }));

const { startVisitorCounter } = await import('./index');
const { shutDown } = await import('@/server/shutdown');

const view = (path: string) => ({
  path,
  referrerHost: null,
  utmSource: null,
  address: '203.0.113.7',
  userAgent: 'Firefox',
});

describe('the visitor counter at a stop', () => {
  afterEach(() => {
    written.length = 0;
  });

  it('writes the views counted while a write was under way', async () => {
    const counter = startVisitorCounter();
    try {
      const count = bridge.viewCounter()!;
      count(view('/before'));
      let release = () => {};
      hold = new Promise((resolve) => (release = resolve));
      const periodic = counter.flush();
      await vi.waitFor(() => expect(written).toHaveLength(1));
      count(view('/during'));
      const stopped = shutDown();
      release();
      await Promise.all([periodic, stopped]);
      const paths = written.flat().filter((p) => typeof p === 'string' && p.startsWith('/'));
      expect(paths).toEqual(['/before', '/during']);
    } finally {
      hold = null;
      counter.stop();
    }
  });
});
