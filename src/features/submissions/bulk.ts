import 'server-only';
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { env } from '@/env';
import type { Db } from '@/server/db/connect';
import { consultationRequests, contactSubmissions, mailOutbox } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail';
import { consultationMails } from '@/features/consultation/mails';
import { contactMails } from '@/features/contact/mails';
import type { BulkOperation } from './bulk-operations';
import { where, type InboxFilter, type ItemKind } from './queries';

// What the inbox's actions do to one item or to many: the single-item actions
// and the bulk ones share these, so "Not spam" on one message and on a
// thousand sends the same e-mails and deletes leave the same outbox.

export const tableOf = (kind: ItemKind) =>
  kind === 'contact' ? contactSubmissions : consultationRequests;

/** Which rows of one kind a bulk action touches: chosen ids, or every match of a filter. */
export type Target = { ids: number[] } | { filter: InboxFilter };

function scope(kind: ItemKind, target: Target): SQL | undefined {
  if ('ids' in target) return inArray(tableOf(kind).id, target.ids);
  return where(kind, target.filter);
}

/** Moves a spam item to the inbox as new and queues the e-mails it never had; false when it is not spam. */
export async function releaseFromSpam(db: Db, kind: ItemKind, id: number): Promise<boolean> {
  const config = env();
  const context = { ownerEmail: config.OWNER_EMAIL, siteUrl: config.SITE_URL };
  if (kind === 'contact') {
    const [row] = await db
      .update(contactSubmissions)
      .set({ status: 'new' })
      .where(and(eq(contactSubmissions.id, id), eq(contactSubmissions.status, 'spam')))
      .returning();
    if (!row) return false;
    for (const m of await contactMails(db, id, { ...row, subject: row.subject ?? '' }, context))
      await enqueueMail(db, m);
    return true;
  }
  const [row] = await db
    .update(consultationRequests)
    .set({ status: 'new' })
    .where(and(eq(consultationRequests.id, id), eq(consultationRequests.status, 'spam')))
    .returning();
  if (!row) return false;
  const mails = await consultationMails(
    db,
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
  for (const m of mails) await enqueueMail(db, m);
  return true;
}

/** Deletes items' e-mails that have not gone out yet: nobody wants them any more. */
export async function dropUnsentMail(db: Db, kind: ItemKind, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(mailOutbox).where(
    and(
      inArray(
        mailOutbox.ref,
        ids.map((id) => `${kind}:${id}`),
      ),
      inArray(mailOutbox.status, ['pending', 'failed']),
    ),
  );
}

/**
 * Applies one operation to the targeted items of one kind and says how many
 * changed. Read and Archive leave spam alone (it leaves Spam only by Not spam,
 * which sends its e-mails); an item already in the wanted state is not counted.
 */
export async function applyBulk(
  db: Db,
  kind: ItemKind,
  operation: BulkOperation,
  target: Target,
): Promise<number> {
  const t = tableOf(kind);
  const within = scope(kind, target);
  if (operation === 'read' || operation === 'archive') {
    const status = operation === 'read' ? 'read' : 'archived';
    const rows = await db
      .update(t)
      .set({ status })
      .where(and(within, ne(t.status, 'spam'), ne(t.status, status)))
      .returning({ id: t.id });
    return rows.length;
  }
  if (operation === 'replied') return markAllReplied(db, kind, within);
  if (operation === 'delete') {
    const rows = await db.delete(t).where(within).returning({ id: t.id });
    const ids = rows.map((r) => r.id);
    for (let i = 0; i < ids.length; i += 1000)
      await dropUnsentMail(db, kind, ids.slice(i, i + 1000));
    return rows.length;
  }
  const spam = await db
    .select({ id: t.id })
    .from(t)
    .where(and(within, eq(t.status, 'spam')));
  let released = 0;
  for (const { id } of spam) if (await releaseFromSpam(db, kind, id)) released++;
  return released;
}

/**
 * 'Mark as replied' for many (the backlog answered from the owner's own mail program): each
 * unanswered item of the scope is answered now, read if it was new, with its timeline event.
 */
async function markAllReplied(db: Db, kind: ItemKind, within: SQL | undefined): Promise<number> {
  const t = tableOf(kind);
  const link = sql.raw(kind === 'contact' ? 'contact_id' : 'consultation_id');
  const result = await db.execute(sql`
    with done as (
      update ${t} set first_response_at = now(),
             status = case when status = 'new' then 'read'::submission_status else status end
       where ${and(within, ne(t.status, 'spam'), sql`${t.firstResponseAt} is null`)}
      returning id)
    insert into inbox_events (${link}, type, actor_email)
    select id, 'marked-replied', nullif(current_setting('inbox.actor', true), '') from done
    returning 1`);
  return result.rows.length;
}

/** Deletes everything held back as spam, of both kinds. */
export async function emptySpam(db: Db): Promise<number> {
  let n = 0;
  for (const kind of ['contact', 'consultation'] as const) {
    const t = tableOf(kind);
    n += (await db.delete(t).where(eq(t.status, 'spam')).returning({ id: t.id })).length;
  }
  return n;
}
