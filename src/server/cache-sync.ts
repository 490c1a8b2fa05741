import 'server-only';
import { randomUUID } from 'node:crypto';
import { dropLocal, onInvalidate, TAGS, type Tag } from './cache';
import { logger } from '@/server/log.mjs';

const log = logger('cache-sync');

const CHANNEL = 'cache_invalidate';
const instance = randomUUID();

type Message = { from: string; tags: Tag[] };

function parse(payload: string | undefined): Message | null {
  try {
    const msg = JSON.parse(payload ?? '') as Message;
    if (typeof msg.from !== 'string' || !Array.isArray(msg.tags)) return null;
    return {
      from: msg.from,
      tags: msg.tags.filter((t): t is Tag => (TAGS as readonly string[]).includes(t)),
    };
  } catch {
    return null;
  }
}

/**
 * Shares cache invalidations between app instances over one PostgreSQL
 * connection (LISTEN/NOTIFY). Returns a function that stops it.
 *
 * The connection is re-opened when it is lost (a database restart, a proxy
 * timeout), with backoff up to 30 s. Messages sent while it was down are lost,
 * so on reconnecting every local read is dropped, and the tags invalidated here
 * meanwhile are sent on to the other instances.
 */
export async function startCacheSync(
  databaseUrl: string,
  { retryMs = 1000 }: { retryMs?: number } = {},
): Promise<() => Promise<void>> {
  const { Client } = await import('pg');
  type PgClient = InstanceType<typeof Client>;
  let client: PgClient | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let delay = retryMs;
  const pending = new Set<Tag>();

  const send = (c: PgClient, tags: Tag[]) => {
    const payload = JSON.stringify({ from: instance, tags } satisfies Message);
    c.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]).catch((error: Error) => {
      log.error(error.message);
      for (const tag of tags) pending.add(tag);
    });
  };

  const open = async (): Promise<PgClient> => {
    const c = new Client({ connectionString: databaseUrl, application_name: 'cache-sync' });
    c.on('notification', (n) => {
      const msg = parse(n.payload);
      if (msg && msg.from !== instance) dropLocal(msg.tags);
    });
    // a broken listener must not take the server down: it is re-opened on 'end'
    c.on('error', (error) => log.error(error.message));
    c.on('end', () => {
      if (client !== c) return;
      client = null;
      reconnect();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      return c;
    } catch (error) {
      await c.end().catch(() => {});
      throw error;
    }
  };

  const reconnect = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      open().then(
        (c) => {
          if (stopped) return void c.end().catch(() => {});
          client = c;
          delay = retryMs;
          dropLocal(TAGS);
          if (pending.size > 0) send(c, [...pending]);
          pending.clear();
          log.info('reconnected');
        },
        (error: Error) => {
          log.error(`${error.message}; retrying in ${delay} ms`);
          delay = Math.min(delay * 2, 30_000);
          reconnect();
        },
      );
    }, delay);
    timer.unref();
  };

  client = await open();
  const stop = onInvalidate((tags) => {
    if (client) send(client, tags);
    else for (const tag of tags) pending.add(tag);
  });
  return async () => {
    stopped = true;
    stop();
    clearTimeout(timer);
    const c = client;
    client = null;
    await c?.end();
  };
}
