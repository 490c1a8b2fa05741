'use server';

import { z } from '@/lib/zod';
import { and, eq, sql } from 'drizzle-orm';
import { idField, text } from '@/components/admin/fields';
import { ActionError, adminAction } from '@/server/admin-action';
import { contactSubmissions, mailOutbox } from '@/server/db/schema';
import { retryMail } from '@/server/mail';
import { removeFilesOfDeletedRequests } from '@/features/attachments/removal';
import { applyBulk, dropUnsentMail, emptySpam, releaseFromSpam, tableOf } from './bulk';
import { BULK_DONE, BULK_OPERATIONS, type BulkOperation } from './bulk-operations';
import { INBOX_TABS, STATUS_FILTERS } from './queries';
import { actAs } from './lead/lead-item';

// The owner's actions on the inbox. Items are never edited:
// only their status changes, or they are deleted.

const item = z.object({
  kind: z.enum(['contact', 'consultation']),
  id: idField,
});

export const setSubmissionStatusAction = adminAction(
  item.extend({ status: z.enum(['read', 'archived']) }),
  [],
  { action: 'submission.status', table: ({ kind }) => tableOf(kind) },
  async ({ kind, id, status }, { db, session }) => {
    await actAs(db, session.user.email);
    const table = tableOf(kind);
    const rows = await db
      .update(table)
      .set({ status })
      .where(eq(table.id, id))
      .returning({ id: table.id });
    if (rows.length === 0) throw new ActionError('That item no longer exists.');
    return { status };
  },
);

/** Moves a held-back item to the inbox as new, and sends the e-mails it never had. */
export const markNotSpamAction = adminAction(
  item,
  [],
  { action: 'submission.not-spam', table: ({ kind }) => tableOf(kind) },
  async ({ kind, id }, { db, session }) => {
    await actAs(db, session.user.email);
    if (!(await releaseFromSpam(db, kind, id)))
      throw new ActionError('That item is no longer in Spam.');
    return { status: 'new' as const };
  },
);

export const deleteSubmissionAction = adminAction(
  item,
  [],
  { action: 'submission.delete', table: ({ kind }) => tableOf(kind) },
  async ({ kind, id }, { db, afterCommit }) => {
    const table = tableOf(kind);
    const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
    if (rows.length === 0) throw new ActionError('That item had already been deleted.');
    await dropUnsentMail(db, kind, [id]);
    afterCommit(removeFilesOfDeletedRequests);
    return { id };
  },
);

const operation = z.enum(BULK_OPERATIONS, 'Choose what to do with the selected items.');
const noteOf = (op: BulkOperation, result: unknown, what: string) =>
  `${(result as { changed: number }).changed} item(s) ${BULK_DONE[op]}: ${what}`;

/** Mark as Read, Archive, Not spam or Delete for the items the owner ticked (one page at most). */
export const bulkSubmissionsAction = adminAction(
  z.object({
    operation,
    keys: z
      .array(
        z.string().regex(/^(contact|consultation):[1-9]\d{0,9}$/, 'That item could not be found.'),
        'Select at least one item.',
      )
      .min(1, 'Select at least one item.')
      .max(500, 'Select at most 500 items, or every item that matches.'),
  }),
  [],
  {
    action: 'submissions.bulk',
    table: contactSubmissions,
    note: ({ operation: op, keys }, result) => noteOf(op, result, keys.join(', ')),
  },
  async ({ operation: op, keys }, { db, session, afterCommit }) => {
    await actAs(db, session.user.email);
    if (op === 'delete') afterCommit(removeFilesOfDeletedRequests);
    const ids = (kind: 'contact' | 'consultation') =>
      keys.flatMap((k) => (k.startsWith(`${kind}:`) ? [Number(k.slice(kind.length + 1))] : []));
    let changed = 0;
    for (const kind of ['contact', 'consultation'] as const) {
      const chosen = ids(kind).filter((id) => id <= 2_147_483_647);
      if (chosen.length > 0) changed += await applyBulk(db, kind, op, { ids: chosen });
    }
    return { changed };
  },
);

/** The same, for every item that the inbox's filter (tab, status, search) matches. */
export const bulkMatchingAction = adminAction(
  z.object({
    operation,
    tab: z.enum(INBOX_TABS, 'That tab does not exist.'),
    status: z.enum(STATUS_FILTERS, 'That status does not exist.'),
    q: text(200),
    awaiting: z.boolean('Say whether only items awaiting reply are meant.').optional(),
  }),
  [],
  {
    action: 'submissions.bulk',
    table: contactSubmissions,
    note: ({ operation: op, tab, status, q, awaiting }, result) =>
      noteOf(
        op,
        result,
        `every ${tab} item${status !== 'all' && tab !== 'spam' ? ` with status ${status}` : ''}${awaiting ? ' awaiting reply' : ''}${q ? ` matching "${q}"` : ''}`,
      ),
  },
  async ({ operation: op, tab, status, q, awaiting }, { db, session, afterCommit }) => {
    await actAs(db, session.user.email);
    if (op === 'delete') afterCommit(removeFilesOfDeletedRequests);
    const filter = { tab, status, q, awaiting: awaiting ?? false };
    const kinds = tab === 'spam' ? (['contact', 'consultation'] as const) : [tab];
    let changed = 0;
    for (const kind of kinds) changed += await applyBulk(db, kind, op, { filter });
    return { changed };
  },
);

/** Deletes everything in Spam at once (the owner confirms first). */
export const emptySpamAction = adminAction(
  z.object({ confirm: z.literal(true, 'Confirm to empty Spam.') }),
  [],
  {
    action: 'submissions.empty-spam',
    table: contactSubmissions,
    note: (_input, result) => `${(result as { changed: number }).changed} spam item(s) deleted`,
  },
  async (_input, { db, afterCommit }) => {
    afterCommit(removeFilesOfDeletedRequests);
    return { changed: await emptySpam(db) };
  },
);

/** Sends a failed (or still waiting) e-mail of an inbox item again, now. */
export const retryMailAction = adminAction(
  z.object({ mailId: idField }),
  [],
  { action: 'mail.retry', table: mailOutbox, id: ({ mailId }) => mailId },
  async ({ mailId }, { db }) => {
    const [mail] = await db
      .select({ ref: mailOutbox.ref })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.id, mailId), sql`${mailOutbox.ref} ~ '^(contact|consultation):'`));
    if (!mail) throw new ActionError('That e-mail does not belong to the inbox.');
    if (!(await retryMail(db, mailId))) throw new ActionError('That e-mail has already been sent.');
    return { mailId };
  },
);
