import 'server-only';
import { logger } from '@/server/log.mjs';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import type { StorageBackend } from '@/server/storage/types';
import {
  ATTACHMENT_PREFIX,
  attachmentIdOfKey,
  attachmentKey,
  isAttachmentId,
  thumbnailKey,
} from './keys';

// Removing attached files nobody may download any more: files staged for a request that was
// never sent, files whose request was deleted (the link is set to null by the database, however
// the request went: one delete, a bulk delete, emptying Spam or the spam purge), and bytes a
// crash left in storage without their row. Rows go first, bytes after: a row exists only while
// its bytes do, and bytes left by a failed delete are found by the orphan pass.

const HOUR = 60 * 60_000;
/** How long a file waits, staged, for its request to be sent. */
export const STAGED_KEEP_MS = 24 * HOUR;
/** Bytes without a row younger than this may be an upload whose row is being written. */
export const ORPHAN_GRACE_MS = HOUR;
const BATCH = 500;

export type SweepCounts = { staged: number; detached: number; orphans: number };

const logged = logger('attachments');
const log = (message: string, error?: unknown) => logged.error({ err: error }, message);

/** Deletes storage objects, one by one; a failure is logged and left to the orphan pass. */
async function deleteBytes(storage: StorageBackend, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    for (const key of [attachmentKey(id), thumbnailKey(id)]) {
      await storage.deleteObject(key).catch((error) => log(`could not delete ${key}:`, error));
    }
  }
}

/** Deletes the rows `which` matches, a batch at a time, then their bytes; returns how many. */
async function removeRows(db: Db, storage: StorageBackend, which: SQL): Promise<number> {
  let removed = 0;
  for (;;) {
    const result = await db.execute(sql`
      delete from request_attachments
       where id in (select id from request_attachments where ${which} limit ${BATCH})
      returning id`);
    const ids = (result.rows as { id: string }[]).map((r) => r.id);
    if (ids.length === 0) return removed;
    await deleteBytes(storage, ids);
    removed += ids.length;
    if (ids.length < BATCH) return removed;
  }
}

const detached = sql`state = 'attached' and consultation_id is null and contact_id is null`;

/** The files of requests deleted since the last call: run right after a delete is committed. */
export function removeDetachedAttachments(db: Db, storage: StorageBackend): Promise<number> {
  return removeRows(db, storage, detached);
}

/** Removes one visitor's staged files by id (their own 'Remove' before sending). */
export function removeStagedAttachments(
  db: Db,
  storage: StorageBackend,
  sessionHash: string,
  ids: readonly string[],
): Promise<number> {
  const valid = ids.filter(isAttachmentId);
  if (valid.length === 0) return Promise.resolve(0);
  const list = sql.join(
    valid.map((id) => sql`${id}`),
    sql`, `,
  );
  return removeRows(
    db,
    storage,
    sql`state = 'staged' and session_hash = ${sessionHash} and id in (${list})`,
  );
}

/** Bytes under attachments/ whose row does not exist, older than the grace period. */
async function removeOrphans(db: Db, storage: StorageBackend, graceMs: number): Promise<number> {
  const before = Date.now() - graceMs;
  const candidates = new Map<string, string[]>();
  for await (const object of storage.listObjects(ATTACHMENT_PREFIX)) {
    const id = attachmentIdOfKey(object.key);
    if (!id || object.lastModified.getTime() > before) continue;
    candidates.set(id, [...(candidates.get(id) ?? []), object.key]);
  }
  const ids = [...candidates.keys()];
  let removed = 0;
  for (let i = 0; i < ids.length; i += BATCH) {
    const chunk = ids.slice(i, i + BATCH);
    const result = await db.execute(
      sql`select id from request_attachments where id in (${sql.join(
        chunk.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    const known = new Set((result.rows as { id: string }[]).map((r) => r.id));
    for (const id of chunk) {
      if (known.has(id)) continue;
      for (const key of candidates.get(id)!) {
        await storage.deleteObject(key).catch((error) => log(`could not delete ${key}:`, error));
      }
      removed++;
    }
  }
  return removed;
}

/** The maintenance pass's share: staged files past their day, detached files, orphaned bytes. */
export async function sweepAttachments(
  db: Db,
  storage: StorageBackend,
  { stagedKeepMs = STAGED_KEEP_MS, orphanGraceMs = ORPHAN_GRACE_MS } = {},
): Promise<SweepCounts> {
  const staged = await removeRows(
    db,
    storage,
    sql`state = 'staged' and created_at < now() - (${stagedKeepMs}::int * interval '1 millisecond')`,
  );
  const gone = await removeDetachedAttachments(db, storage);
  const orphans = await removeOrphans(db, storage, orphanGraceMs);
  return { staged, detached: gone, orphans };
}
