'use server';

import { z } from '@/lib/zod';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { env } from '@/env';
import { idField } from '@/components/admin/fields';
import { ActionError, adminAction } from '@/server/admin-action';
import { consultationRequests, contactSubmissions, mailOutbox } from '@/server/db/schema';
import type { Db } from '@/server/db/connect';
import { enqueueMail, retryMail } from '@/server/mail';
import { consultationMails } from '@/features/consultation/submit';
import { contactMails } from '@/features/contact/submit';

// The owner's actions on the inbox. Items are never edited:
// only their status changes, or they are deleted.

const item = z.object({
  kind: z.enum(['contact', 'consultation']),
  id: idField,
});

const tableOf = (kind: 'contact' | 'consultation') =>
  kind === 'contact' ? contactSubmissions : consultationRequests;

export const setSubmissionStatusAction = adminAction(
  item.extend({ status: z.enum(['read', 'archived']) }),
  [],
  { action: 'submission.status', table: ({ kind }) => tableOf(kind) },
  async ({ kind, id, status }, { db }) => {
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
  async ({ kind, id }, { db }) => {
    const config = env();
    const context = { ownerEmail: config.OWNER_EMAIL, siteUrl: config.SITE_URL };
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      if (kind === 'contact') {
        const [row] = await tx
          .update(contactSubmissions)
          .set({ status: 'new' })
          .where(and(eq(contactSubmissions.id, id), eq(contactSubmissions.status, 'spam')))
          .returning();
        if (!row) throw new ActionError('That item is no longer in Spam.');
        for (const m of await contactMails(t, id, { ...row, subject: row.subject ?? '' }, context))
          await enqueueMail(tx, m);
      } else {
        const [row] = await tx
          .update(consultationRequests)
          .set({ status: 'new' })
          .where(and(eq(consultationRequests.id, id), eq(consultationRequests.status, 'spam')))
          .returning();
        if (!row) throw new ActionError('That item is no longer in Spam.');
        const mails = await consultationMails(
          t,
          id,
          {
            ...row,
            selectedService: row.selectedService as never,
            phone: row.phone ?? '',
            company: row.company ?? '',
            projectType: row.projectType ?? '',
            budget: row.budget ?? '',
            timeline: row.timeline ?? '',
          },
          context,
        );
        for (const m of mails) await enqueueMail(tx, m);
      }
    });
    return { status: 'new' as const };
  },
);

export const deleteSubmissionAction = adminAction(
  item,
  [],
  { action: 'submission.delete', table: ({ kind }) => tableOf(kind) },
  async ({ kind, id }, { db }) => {
    const table = tableOf(kind);
    const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
    if (rows.length === 0) throw new ActionError('That item had already been deleted.');
    // its e-mails that have not gone out yet are no longer wanted
    await db
      .delete(mailOutbox)
      .where(
        and(eq(mailOutbox.ref, `${kind}:${id}`), inArray(mailOutbox.status, ['pending', 'failed'])),
      );
    return { id };
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
