import 'server-only';
import { randomUUID } from 'node:crypto';
import { dropLocal, onInvalidate, TAGS, type Tag } from './cache';

const CHANNEL = 'cache_invalidate';
const instance = randomUUID();

type Message = { from: string; tags: Tag[] };

function parse(payload: string | undefined): Message | null {
  try {
    const msg = JSON.parse(payload ?? '') as Message;
    if (typeof msg.from !== 'string' || !Array.isArray(msg.tags)) return null;
    return { from: msg.from, tags: msg.tags.filter((t): t is Tag => (TAGS as readonly string[]).includes(t)) };
  } catch {
    return null;
  }
}

/**
 * Shares cache invalidations between app instances over one PostgreSQL
 * connection (LISTEN/NOTIFY). Returns a function that stops it.
 */
export async function startCacheSync(databaseUrl: string): Promise<() => Promise<void>> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  client.on('notification', (n) => {
    const msg = parse(n.payload);
    if (msg && msg.from !== instance) dropLocal(msg.tags);
  });
  // a broken listener must not take the server down; the cache TTL bounds staleness
  client.on('error', (error) => console.error(`cache sync: ${error.message}`));
  await client.query(`LISTEN ${CHANNEL}`);
  const stop = onInvalidate((tags) => {
    const payload = JSON.stringify({ from: instance, tags } satisfies Message);
    client.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]).catch((error: Error) => {
      console.error(`cache sync: ${error.message}`);
    });
  });
  return async () => {
    stop();
    await client.end();
  };
}
