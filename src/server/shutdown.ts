import 'server-only';
import bridge from '@studio/http-bridge';
import { closeDb } from './db';
import { logger } from '@/server/log.mjs';

const log = logger('shutdown');

// The app's part of a stop (server.mjs, on SIGTERM or SIGINT, once the last request has been
// answered): what it holds in memory is written and the work under way finished, then the
// database is closed. Closed this way the embedded database is shut down as PostgreSQL shuts
// down (a checkpoint), so the next start has no recovery to run. Killed instead, the process
// still loses no acknowledged write (src/features/consultation/durability.int.test.ts), but it
// does lose the visitor numbers of the last seconds.

type Task = () => void | Promise<void>;
const state = globalThis as { __shutdownTasks?: Set<Task> };
const tasks = (state.__shutdownTasks ??= new Set());

/**
 * Work to finish before the database closes (the visitor numbers held in memory, an e-mail
 * being handed to the mail server); returns a function that takes it back.
 */
export function beforeShutdown(task: Task): () => void {
  tasks.add(task);
  return () => tasks.delete(task);
}

/** Finishes the registered work side by side, then closes the database. */
export async function shutDown(): Promise<void> {
  const results = await Promise.allSettled([...tasks].map(async (task) => task()));
  for (const result of results) {
    if (result.status === 'rejected') {
      const reason: unknown = result.reason;
      log.error({ err: reason }, 'a task of the stop failed');
    }
  }
  await closeDb();
}

/** Called at boot: server.mjs runs shutDown when the server stops. */
export function registerShutdown(): void {
  bridge.setShutdown(shutDown);
}
