import 'server-only';
import bridge from '@studio/http-bridge';
import { getConnection } from './db';
import type { Connection } from './db/connect';
import {
  checkDatabase,
  checkMigrations,
  checkOutbox,
  checkStorage,
  outboxFigures,
} from './health/checks';
import { getStorage, type StorageBackend } from './storage';

// The app's half of the operations endpoints (src/server/http/operations.mjs, through the
// bridge): the readiness checks and the figures /metrics shows of the mail outbox and the
// database pool. Registered at boot; each check has its own short time limit.

/** The readiness checks of a database connection and a media store, by name. */
export async function readinessOf({ db }: Connection, storage: StorageBackend) {
  const [database, migrations, media, outbox] = await Promise.all([
    checkDatabase(db),
    checkMigrations(db),
    checkStorage(storage),
    checkOutbox(db),
  ]);
  return {
    'database:responseTime': [database],
    'database:migrations': [migrations],
    [storage.kind === 's3' ? 'storage:reachable' : 'storage:writable']: [media],
    'mail:oldestUnsent': [outbox],
  };
}

/** What /metrics shows of a database connection: the outbox and the pool. */
export async function gaugesOf(conn: Connection) {
  return { outbox: await outboxFigures(conn.db), pool: conn.poolStats?.() ?? null };
}

/** Called at boot: /readyz and /metrics may ask the app from now on. */
export function registerOperations(): void {
  bridge.setOperations({
    readiness: async () => readinessOf(await getConnection(), getStorage()),
    gauges: async () => gaugesOf(await getConnection()),
  });
}
