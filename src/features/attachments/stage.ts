import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { env } from '@/env';
import type { Db } from '@/server/db/connect';
import { requestAttachments } from '@/server/db/schema';
import { getStorage, type StorageBackend } from '@/server/storage';
import { attachmentKey, thumbnailKey } from '@/server/attachments/keys';
import { attachmentBudget, chargeBudget, type Budget } from './budget';
import { inspectSpooled } from './inspect';
import { MAX_FILES, MAX_FILE_BYTES, MAX_TOTAL_BYTES, REFUSALS } from './limits';
import { attachmentName } from './names';
import { SpoolRefused, spoolUpload } from './spool';

// One file from a visitor's browser to a staged attachment: room for it in their form session
// and in the budgets, streamed to a spool file, recognised and checked, stored, recorded. A file
// refused at any step leaves nothing behind: not the spool file, not the stored bytes, not a row.

/** A refusal the visitor reads next to the file. */
export class AttachmentRefused extends Error {
  constructor(
    message: string,
    public readonly status: 400 | 409 | 413 | 415 | 422 | 429 | 507 = 422,
  ) {
    super(message);
    this.name = 'AttachmentRefused';
  }
}

import type { StagedFile } from './types';

export type { StagedFile } from './types';

export type StageInput = {
  body: ReadableStream<Uint8Array> | null;
  filename: string | null;
  /** Content-Length of an upload on its own; unknown for a file inside a form */
  declaredLength: number | null;
};

export type StageContext = {
  db: Db;
  sessionHash: string;
  /** the client address (with TRUSTED_IP_HEADER), for the daily budget */
  address: string | null;
  storage?: StorageBackend;
  /** the budgets in force; unset, the owner's saved ones or the server's (read per upload) */
  budget?: Budget;
};

const BUDGET_SPENT =
  "Today's limit for attached files has been reached. Please send your request without them and mention that you have files: I'll ask for them.";
const QUOTA_FULL =
  "Files can't be attached at the moment. Please send your request without them and mention that you have files: I'll ask for them.";

function budgetRefusal(reason: 'budget' | 'quota' | null): AttachmentRefused | null {
  if (reason === 'budget') return new AttachmentRefused(BUDGET_SPENT, 429);
  if (reason === 'quota') return new AttachmentRefused(QUOTA_FULL, 507);
  return null;
}

/** What the session has staged already. */
async function sessionRoom(db: Db, sessionHash: string) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${requestAttachments.size}), 0)::bigint`,
    })
    .from(requestAttachments)
    .where(
      and(eq(requestAttachments.sessionHash, sessionHash), eq(requestAttachments.state, 'staged')),
    );
  return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
}

async function checkRoom(context: StageContext, name: string, incoming: number): Promise<void> {
  const room = await sessionRoom(context.db, context.sessionHash);
  if (room.count >= MAX_FILES) throw new AttachmentRefused(REFUSALS.tooMany(name), 409);
  if (room.bytes + incoming > MAX_TOTAL_BYTES)
    throw new AttachmentRefused(REFUSALS.tooMuch(name), 413);
}

const spoolDir = () => path.join(env().DATA_DIR, 'tmp', 'attachments');

function spoolRefusal(error: SpoolRefused, name: string): AttachmentRefused {
  if (error.reason === 'empty') return new AttachmentRefused(REFUSALS.empty(name), 400);
  if (error.reason === 'too-big') return new AttachmentRefused(REFUSALS.tooBig(name), 413);
  return new AttachmentRefused(REFUSALS.notWhatItSays(name), 415);
}

/** Stages one file; throws AttachmentRefused with the visitor's message. */
export async function stageAttachment(
  input: StageInput,
  context: StageContext,
): Promise<StagedFile> {
  const storage = context.storage ?? getStorage();
  const shown = attachmentName(input.filename, null);
  if (input.declaredLength === 0 || !input.body)
    throw new AttachmentRefused(REFUSALS.empty(shown), 400);
  if (input.declaredLength !== null && input.declaredLength > MAX_FILE_BYTES)
    throw new AttachmentRefused(REFUSALS.tooBig(shown), 413);
  await checkRoom(context, shown, input.declaredLength ?? 0);
  const budget = context.budget ?? (await attachmentBudget(context.db));
  const early = budgetRefusal(await chargeBudget(context.db, context.address, 0, budget));
  if (early) throw early;

  await mkdir(spoolDir(), { recursive: true });
  const temp = path.join(spoolDir(), `${randomBytes(12).toString('hex')}.part`);
  const id = randomBytes(16).toString('hex');
  let stored = false;
  try {
    const spooled = await spoolUpload(input.body, temp).catch((error: unknown) => {
      throw error instanceof SpoolRefused ? spoolRefusal(error, shown) : error;
    });
    const name = attachmentName(input.filename, spooled.format);
    const inspected = await inspectSpooled(spooled);
    if (!inspected.ok) throw new AttachmentRefused(`${name}: ${inspected.reason}`, 422);
    const spent = budgetRefusal(
      await chargeBudget(context.db, context.address, spooled.size, budget),
    );
    if (spent) throw spent;
    await checkRoom(context, name, spooled.size);
    stored = true;
    await storage.putFile(attachmentKey(id), temp, spooled.format.mime);
    if (inspected.thumbnail)
      await storage.putObject(thumbnailKey(id), inspected.thumbnail, 'image/webp');
    await context.db.insert(requestAttachments).values({
      id,
      state: 'staged',
      sessionHash: context.sessionHash,
      filename: name,
      mimeType: spooled.format.mime,
      size: spooled.size,
      sha256: spooled.sha256,
      hasThumbnail: inspected.thumbnail !== null,
      width: inspected.width,
      height: inspected.height,
    });
    stored = false;
    return { id, name, size: spooled.size, type: spooled.format.label };
  } finally {
    await rm(temp, { force: true });
    // the row could not be written: the bytes must not stay behind without it
    if (stored) {
      await storage.deleteObject(attachmentKey(id)).catch(() => {});
      await storage.deleteObject(thumbnailKey(id)).catch(() => {});
    }
  }
}
