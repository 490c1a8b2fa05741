import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { migrationsFolder } from '@/server/db/connect';
import type { StorageBackend } from '@/server/storage/types';

// What readiness (/readyz) and the configuration check (`npm run doctor`) ask of the site's
// services, each within a time limit: the database answers, its migrations are those of this
// code, the media store takes a write (or its bucket answers), and how long the oldest message
// of the mail outbox has waited. Each returns one entry of the health+json format.

export type CheckStatus = 'pass' | 'warn' | 'fail';

/** One check's entry (draft-inadarei-api-health-check): its status, what it saw, and why. */
export type Check = {
  status: CheckStatus;
  observedValue?: number | string;
  observedUnit?: string;
  output?: string;
  time: string;
};

/** How long a check may take before it fails for taking too long. */
export const CHECK_TIMEOUT_MS = 2_000;
/** A message waiting longer than this makes readiness warn: the mail server may be down. */
export const OUTBOX_WARN_SECONDS = 15 * 60;

class TimedOut extends Error {}

/** `task`, or a TimedOut rejection once `ms` have passed. */
function within<T>(task: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([task, late]).finally(() => clearTimeout(timer));
}

const entry = (status: CheckStatus, extra: Omit<Check, 'status' | 'time'> = {}): Check => ({
  status,
  ...extra,
  time: new Date().toISOString(),
});

const failure = (error: unknown): Check =>
  entry('fail', { output: error instanceof Error ? error.message : String(error) });

/** The database answers a query; observed: how long it took. */
export async function checkDatabase(db: Db, timeoutMs = CHECK_TIMEOUT_MS): Promise<Check> {
  const started = performance.now();
  try {
    await within(db.execute(sql`select 1`), timeoutMs, 'The database');
    return entry('pass', {
      observedValue: Math.round(performance.now() - started),
      observedUnit: 'ms',
    });
  } catch (error) {
    return failure(error);
  }
}

/** The migrations this code ships (drizzle-kit's journal), newest last. */
export function shippedMigrations(folder = migrationsFolder()): { tag: string; when: number }[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries;
}

/**
 * The database has every migration this code ships, and none it does not know (a database a
 * newer version migrated); observed: how many are applied.
 */
export async function checkMigrations(db: Db, timeoutMs = CHECK_TIMEOUT_MS): Promise<Check> {
  try {
    const shipped = shippedMigrations();
    const result = await within(
      db.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at`),
      timeoutMs,
      'The database',
    );
    const applied = (result.rows as { created_at: string | number }[]).map((r) =>
      Number(r.created_at),
    );
    const known = new Set(shipped.map((m) => m.when));
    const missing = shipped.filter((m) => !applied.includes(m.when));
    const unknown = applied.filter((when) => !known.has(when));
    const observed = { observedValue: applied.length, observedUnit: 'migrations' };
    if (unknown.length > 0)
      return entry('fail', {
        ...observed,
        output: `${unknown.length} applied migration(s) this version does not know: the database belongs to a newer version`,
      });
    if (missing.length > 0)
      return entry('fail', {
        ...observed,
        output: `not applied: ${missing.map((m) => m.tag).join(', ')}`,
      });
    return entry('pass', observed);
  } catch (error) {
    return failure(error);
  }
}

/** The media store takes a write (local files) or its bucket answers (S3). */
export async function checkStorage(
  storage: StorageBackend,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<Check> {
  const started = performance.now();
  try {
    await within(
      storage.checkReady(),
      timeoutMs,
      storage.kind === 's3' ? 'The bucket' : 'The uploads folder',
    );
    return entry('pass', {
      observedValue: Math.round(performance.now() - started),
      observedUnit: 'ms',
    });
  } catch (error) {
    return failure(error);
  }
}

/** What the mail outbox holds, for readiness and the metrics. */
export type OutboxFigures = {
  /** pending or being sent */
  depth: number;
  /** seconds the oldest of those has waited; 0 when none */
  oldestUnsentSeconds: number;
  /** pending after a failed try */
  retrying: number;
  /** given up on */
  failed: number;
};

/** One read of the outbox by status (its index leads with the status; sent rows are skipped). */
export async function outboxFigures(db: Db, timeoutMs = CHECK_TIMEOUT_MS): Promise<OutboxFigures> {
  const result = await within(
    db.execute(sql`
      select count(*) filter (where status in ('pending', 'sending'))::int as depth,
             coalesce(extract(epoch from now() - min(created_at)
                        filter (where status in ('pending', 'sending'))), 0)::float8 as oldest,
             count(*) filter (where status = 'pending' and attempts > 0)::int as retrying,
             count(*) filter (where status = 'failed')::int as failed
        from mail_outbox
       where status in ('pending', 'sending', 'failed')`),
    timeoutMs,
    'The database',
  );
  const row = (result.rows as Record<string, unknown>[])[0] ?? {};
  return {
    depth: Number(row.depth ?? 0),
    oldestUnsentSeconds: Math.round(Number(row.oldest ?? 0)),
    retrying: Number(row.retrying ?? 0),
    failed: Number(row.failed ?? 0),
  };
}

/** The oldest message waiting to be sent: a warning past OUTBOX_WARN_SECONDS, never a failure. */
export async function checkOutbox(db: Db, timeoutMs = CHECK_TIMEOUT_MS): Promise<Check> {
  try {
    const { oldestUnsentSeconds, depth } = await outboxFigures(db, timeoutMs);
    const late = oldestUnsentSeconds > OUTBOX_WARN_SECONDS;
    return entry(late ? 'warn' : 'pass', {
      observedValue: oldestUnsentSeconds,
      observedUnit: 's',
      ...(late
        ? { output: `${depth} message(s) waiting; the oldest for ${oldestUnsentSeconds} s` }
        : {}),
    });
  } catch (error) {
    return failure(error);
  }
}
