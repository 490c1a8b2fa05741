import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { testClusterUrl } from '../../test/databases';
import { cached, invalidate } from './cache';
import { startCacheSync } from './cache-sync';

// Two app instances on one PostgreSQL must agree on what is stale: this process plays
// one instance, a bare LISTEN/NOTIFY connection plays the other.
describe('cache sync over PostgreSQL NOTIFY', () => {
  let stop: () => Promise<void>;
  let peer: pg.Client;
  const heard: string[] = [];

  beforeAll(async () => {
    stop = await startCacheSync(testClusterUrl());
    peer = new pg.Client({ connectionString: testClusterUrl() });
    await peer.connect();
    peer.on('notification', (n) => heard.push(n.payload ?? ''));
    await peer.query('LISTEN cache_invalidate');
  });

  afterAll(async () => {
    await stop();
    await peer.end();
  });

  it('drops local reads when another instance invalidates their tag', async () => {
    let reads = 0;
    const load = cached('sync-test', ['posts'], async () => ++reads);
    expect(await load()).toBe(1);
    expect(await load()).toBe(1);
    await peer.query(`SELECT pg_notify('cache_invalidate', $1)`, [JSON.stringify({ from: 'other', tags: ['posts'] })]);
    await expect.poll(() => load(), { timeout: 5000 }).toBe(2);
  });

  it('ignores other tags and malformed messages', async () => {
    let reads = 0;
    const load = cached('sync-test-2', ['faq'], async () => ++reads);
    await load();
    await peer.query(`SELECT pg_notify('cache_invalidate', 'not json')`);
    await peer.query(`SELECT pg_notify('cache_invalidate', $1)`, [JSON.stringify({ from: 'other', tags: ['posts'] })]);
    await new Promise((r) => setTimeout(r, 300));
    expect(await load()).toBe(1);
  });

  it('tells the other instances about local invalidations', async () => {
    invalidate('press');
    await expect.poll(() => heard.some((p) => p.includes('"press"')), { timeout: 5000 }).toBe(true);
  });
});
