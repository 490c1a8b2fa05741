'use server';

import { and, eq, ne, sql } from 'drizzle-orm';
import { ActionError, adminAction } from '@/server/admin-action';
import type { Db } from '@/server/db/connect';
import { replySnippets } from '@/server/db/schema';
import { createSnippetSchema, deleteSnippetSchema, updateSnippetSchema } from '../lead/schemas';
import { nextVersion, refuseStale, versionIs } from '../lead/versioned';

// The Saved replies screen: add, edit and delete the owner's saved replies. Names are unique
// whatever their case; an edit or delete names the version the form showed, so another admin's
// change made meanwhile is never overwritten unseen.

async function refuseTakenName(db: Db, name: string, except?: number): Promise<void> {
  const [taken] = await db
    .select({ id: replySnippets.id })
    .from(replySnippets)
    .where(
      and(
        sql`lower(${replySnippets.name}) = lower(${name})`,
        except === undefined ? undefined : ne(replySnippets.id, except),
      ),
    );
  if (taken) {
    throw new ActionError(`A saved reply named "${name}" already exists. Choose another name.`, {
      name: 'A saved reply with this name already exists.',
    });
  }
}

export const createSnippetAction = adminAction(
  createSnippetSchema,
  [],
  { action: 'snippet.create', table: replySnippets },
  async ({ name, body }, { db }) => {
    await refuseTakenName(db, name);
    const [row] = await db
      .insert(replySnippets)
      .values({ name, body })
      .returning({ id: replySnippets.id });
    return row!;
  },
);

export const updateSnippetAction = adminAction(
  updateSnippetSchema,
  [],
  { action: 'snippet.update', table: replySnippets },
  async ({ id, name, body, version }, { db }) => {
    await refuseTakenName(db, name, id);
    const [row] = await db
      .update(replySnippets)
      .set({
        name,
        body,
        updatedAt: nextVersion(replySnippets),
      })
      .where(and(eq(replySnippets.id, id), versionIs(replySnippets, version)))
      .returning({ id: replySnippets.id });
    return row ?? refuseStale(db, replySnippets, id, 'saved reply');
  },
);

export const deleteSnippetAction = adminAction(
  deleteSnippetSchema,
  [],
  { action: 'snippet.delete', table: replySnippets },
  async ({ id, version }, { db }) => {
    const [row] = await db
      .delete(replySnippets)
      .where(and(eq(replySnippets.id, id), versionIs(replySnippets, version)))
      .returning({ id: replySnippets.id });
    return row ?? refuseStale(db, replySnippets, id, 'saved reply');
  },
);
