import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { z } from '@/lib/zod';
import type { Db } from '@/server/db/connect';
import { inboxNotes } from '@/server/db/schema';
import { itemLink, lockItem } from './lead-item';
import type { addNoteSchema, deleteNoteSchema, editNoteSchema } from './schemas';
import { nextVersion, refuseStale, versionIs } from './versioned';

// The owner's private notes on an item (never mailed). An edit or delete names the version the
// form showed: a note someone changed meanwhile is not overwritten unseen.

export async function addNote(
  db: Db,
  { kind, id, body }: z.output<typeof addNoteSchema>,
  author: string,
): Promise<{ id: number }> {
  await lockItem(db, kind, id);
  const [note] = await db
    .insert(inboxNotes)
    .values({ ...itemLink(kind, id), body, authorEmail: author })
    .returning({ id: inboxNotes.id });
  return note!;
}

export async function editNote(
  db: Db,
  { id, body, version }: z.output<typeof editNoteSchema>,
): Promise<{ id: number; version: string }> {
  const [note] = await db
    .update(inboxNotes)
    .set({ body, updatedAt: nextVersion(inboxNotes) })
    .where(and(eq(inboxNotes.id, id), versionIs(inboxNotes, version)))
    .returning({ id: inboxNotes.id, updatedAt: inboxNotes.updatedAt });
  if (!note) return refuseStale(db, inboxNotes, id, 'note');
  return { id: note.id, version: note.updatedAt.toISOString() };
}

export async function deleteNote(
  db: Db,
  { id, version }: z.output<typeof deleteNoteSchema>,
): Promise<{ id: number }> {
  const [note] = await db
    .delete(inboxNotes)
    .where(and(eq(inboxNotes.id, id), versionIs(inboxNotes, version)))
    .returning({ id: inboxNotes.id });
  if (!note) return refuseStale(db, inboxNotes, id, 'note');
  return note;
}
