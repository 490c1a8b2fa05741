import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { testClusterUrl } from '#test/databases';
import { cached, invalidate } from './cache';
import { startCacheSync } from './cache-sync';

// Two app instances on one PostgreSQL must agree on what is stale: this process plays
// one instance, a bare LISTEN/NOTIFY connection plays the other.
describe('cache sync over PostgreSQL NOTIFY', () => {
  let stop: () => Promise<void>;
  let peer: pg.Client;
  const heard: string[] = [];

  beforeAll(async () => {
    stop = await startCacheSync(testClusterUrl(), { retryMs: 50 });
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
    await peer.query(`SELECT pg_notify('cache_invalidate', $1)`, [
      JSON.stringify({ from: 'other', tags: ['posts'] }),
    ]);
    await expect.poll(() => load(), { timeout: 5000 }).toBe(2);
  });

  it('ignores other tags and malformed messages', async () => {
    let reads = 0;
    const load = cached('sync-test-2', ['faq'], async () => ++reads);
    await load();
    await peer.query(`SELECT pg_notify('cache_invalidate', 'not json')`);
    await peer.query(`SELECT pg_notify('cache_invalidate', $1)`, [
      JSON.stringify({ from: 'other', tags: ['posts'] }),
    ]);
    // notifications arrive in the order they were sent: once this one is handled, so are the two above
    let sentinelReads = 0;
    const sentinel = cached('sync-test-2-sentinel', ['clients'], async () => ++sentinelReads);
    await sentinel();
    await peer.query(`SELECT pg_notify('cache_invalidate', $1)`, [
      JSON.stringify({ from: 'other', tags: ['clients'] }),
    ]);
    await expect.poll(() => sentinel(), { timeout: 5000 }).toBe(2);
    expect(await load()).toBe(1);
  });

  it('tells the other instances about local invalidations', async () => {
    invalidate('press');
    await expect.poll(() => heard.some((p) => p.includes('"press"')), { timeout: 5000 }).toBe(true);
  });

  it('re-opens a lost connection, forgets what it may have missed and listens again', async () => {
    let reads = 0;
    const load = cached('sync-test-3', ['awards'], async () => ++reads);
    expect(await load()).toBe(1);
    const listener = async () =>
      (
        await peer.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity
            WHERE application_name = 'cache-sync' AND datname = current_database()`,
        )
      ).rows.map((r) => r.pid);
    const [before] = await listener();
    expect(before).toBeDefined();
    // the database ends the listener's session, as a restart would
    await peer.query('SELECT pg_terminate_backend($1)', [before]);
    await expect
      .poll(async () => (await listener()).some((pid) => pid !== before), { timeout: 10_000 })
      .toBe(true);
    // whatever was cached before the loss is read again
    await expect.poll(() => load(), { timeout: 5000 }).toBe(2);
    // and the new connection hears the other instances
    await peer.query(`SELECT pg_notify('cache_invalidate', $1)`, [
      JSON.stringify({ from: 'other', tags: ['awards'] }),
    ]);
    await expect.poll(() => load(), { timeout: 5000 }).toBe(3);
  });
});
