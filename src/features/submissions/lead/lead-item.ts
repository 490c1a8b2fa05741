import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { env } from '@/env';
import type { Db } from '@/server/db/connect';
import { consultationRequests } from '@/server/db/schema';
import { ActionError } from '@/server/admin-action';
import { tableOf } from '../bulk';
import type { ItemKind, SubmissionStatus } from '../counts';

// What the lead desk's actions share about the item they act on: its row, read under a lock so
// two admins acting at once take turns, the lead tables' link to it, the owner's mail identity,
// and the admin the status-change trigger records.

/** The columns of a lead table (replies, notes, events) that point at this item. */
export const itemLink = (kind: ItemKind, id: number) =>
  kind === 'contact' ? { contactId: id } : { consultationId: id };

/** The condition "this row belongs to the item" on a lead table. */
export function ofItem(
  table: { contactId: AnyPgColumn; consultationId: AnyPgColumn },
  kind: ItemKind,
  id: number,
): SQL {
  return eq(kind === 'contact' ? table.contactId : table.consultationId, id);
}

export type LeadItem = {
  kind: ItemKind;
  id: number;
  name: string;
  email: string;
  status: SubmissionStatus;
  createdAt: Date;
  firstResponseAt: Date | null;
  /** a consultation's service key; null for a contact message */
  service: string | null;
  message: string;
};

/** The item, locked until the action's transaction ends; refused when it is gone. */
export async function lockItem(db: Db, kind: ItemKind, id: number): Promise<LeadItem> {
  const t = tableOf(kind);
  const service = kind === 'consultation' ? consultationRequests.selectedService : sql`null`;
  const [row] = await db
    .select({
      name: t.name,
      email: t.email,
      status: t.status,
      createdAt: t.createdAt,
      firstResponseAt: t.firstResponseAt,
      message: t.message,
      service: sql<string | null>`${service}`,
    })
    .from(t)
    .where(eq(t.id, id))
    .for('update');
  if (!row) throw new ActionError('That item no longer exists: it may have been deleted.');
  return { kind, id, ...row };
}

/** Refuses to answer spam from the site: the sender is most likely forged (no backscatter). */
export function refuseSpam(item: LeadItem): void {
  if (item.status === 'spam') {
    throw new ActionError(
      'This message is in Spam and cannot be answered from the site. Move it out of Spam first.',
    );
  }
}

/** Names the admin for this transaction's status-change events (the trigger reads it). */
export async function actAs(db: Db, email: string): Promise<void> {
  await db.execute(sql`select set_config('inbox.actor', ${email}, true)`);
}

export type LeadSettings = {
  /** where the client's answers go: OWNER_EMAIL, else the contact e-mail of Site Settings */
  ownerEmail: string | null;
  ownerName: string;
  timeZone: string;
  /** the digest's local hour, or null when it is off */
  digestHour: number | null;
};

export async function leadSettings(db: Db): Promise<LeadSettings> {
  const result = await db.execute(
    sql`select contact_email, owner_name, time_zone, digest_hour from site_settings where id = 1`,
  );
  const row = result.rows[0] as
    | {
        contact_email: string | null;
        owner_name: string | null;
        time_zone: string;
        digest_hour: number | null;
      }
    | undefined;
  return {
    ownerEmail: env().OWNER_EMAIL ?? row?.contact_email ?? null,
    ownerName: row?.owner_name?.trim() || 'The studio',
    timeZone: row?.time_zone ?? 'Europe/London',
    digestHour: row?.digest_hour ?? null,
  };
}
