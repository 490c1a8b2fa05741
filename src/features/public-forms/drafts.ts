import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { formDrafts } from '@/server/db/schema';
import type { FormDraft } from './post-fields';

export type { FormDraft } from './post-fields';

// What a visitor without JavaScript had written when their form came back with an error: kept
// under an unguessable id that the page they are sent back to names (`?draft=<id>`), for a day
// at most (the maintenance pass deletes older ones), and deleted once the form is sent.

const DRAFT_ID = /^[0-9a-f]{32}$/;

export async function saveDraft(
  db: Db,
  form: string,
  draft: Omit<FormDraft, 'id'>,
): Promise<string> {
  const id = randomBytes(16).toString('hex');
  await db.insert(formDrafts).values({
    id,
    form,
    values: draft.values,
    fieldErrors: draft.errors,
    parts: draft.parts,
    failed: draft.failed,
    notice: draft.said ?? null,
  });
  return id;
}

/** The draft of `form` under `id`, if it is still there. */
export async function loadDraft(db: Db, form: string, id: unknown): Promise<FormDraft | null> {
  if (typeof id !== 'string' || !DRAFT_ID.test(id)) return null;
  const [row] = await db
    .select({
      id: formDrafts.id,
      values: formDrafts.values,
      errors: formDrafts.fieldErrors,
      parts: formDrafts.parts,
      failed: formDrafts.failed,
      said: formDrafts.notice,
    })
    .from(formDrafts)
    .where(
      and(
        eq(formDrafts.id, id),
        eq(formDrafts.form, form),
        gt(formDrafts.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  return row ?? null;
}

export async function dropDraft(db: Db, id: unknown): Promise<void> {
  if (typeof id === 'string' && DRAFT_ID.test(id))
    await db.delete(formDrafts).where(eq(formDrafts.id, id));
}
