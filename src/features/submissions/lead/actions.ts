'use server';

import { adminAction } from '@/server/admin-action';
import { inboxNotes } from '@/server/db/schema';
import { tableOf } from '../bulk';
import { actAs } from './lead-item';
import { markReplied } from './mark';
import { addNote, deleteNote, editNote } from './notes';
import {
  addNoteSchema,
  deleteNoteSchema,
  editNoteSchema,
  markRepliedSchema,
  replySchema,
} from './schemas';
import { sendReply } from './send';

// The owner answering and following an inbox item: a reply from the site, 'Mark as replied',
// private notes. Each is recorded in the activity log on the item (or the note) it touches.

const onItem = ({ kind }: { kind: 'contact' | 'consultation' }) => tableOf(kind);
const cut = (text: string, max = 120) => (text.length > max ? `${text.slice(0, max)}…` : text);

export const sendReplyAction = adminAction(
  replySchema,
  [],
  {
    action: 'submission.reply',
    table: onItem,
    note: ({ subject }) => `Reply "${cut(subject)}"`,
  },
  async (input, { db, session }) => {
    await actAs(db, session.user.email);
    return sendReply(db, input, session.user.email);
  },
);

export const markRepliedAction = adminAction(
  markRepliedSchema,
  [],
  {
    action: 'submission.mark-replied',
    table: onItem,
    note: ({ replied }) => (replied ? 'Marked as replied' : "Took back 'Mark as replied'"),
  },
  async (input, { db, session }) => {
    await actAs(db, session.user.email);
    return markReplied(db, input, session.user.email);
  },
);

export const addNoteAction = adminAction(
  addNoteSchema,
  [],
  { action: 'submission.note', table: onItem, note: ({ body }) => `Note: ${cut(body)}` },
  async (input, { db, session }) => addNote(db, input, session.user.email),
);

export const editNoteAction = adminAction(
  editNoteSchema,
  [],
  { action: 'note.update', table: inboxNotes },
  async (input, { db }) => editNote(db, input),
);

export const deleteNoteAction = adminAction(
  deleteNoteSchema,
  [],
  { action: 'note.delete', table: inboxNotes },
  async (input, { db }) => deleteNote(db, input),
);
