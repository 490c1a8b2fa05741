import 'server-only';
import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { requestAttachments } from '@/server/db/schema';
import { isAttachmentId } from '@/server/attachments/keys';
import { ACCEPTED } from './limits';
import type { RequestKind } from './intake';

// What the owner's screens and e-mails read about a request's files. Staged files belong to
// nobody yet and are never shown.

/** One attached file as the inbox shows it. */
export type AttachmentView = {
  id: string;
  name: string;
  size: number;
  mime: string;
  /** 'PDF', 'JPEG', ... */
  type: string;
  thumbnail: boolean;
  width: number | null;
  height: number | null;
};

export const typeLabel = (mime: string) => ACCEPTED.find((f) => f.mime === mime)?.label ?? 'File';

const view = {
  id: requestAttachments.id,
  name: requestAttachments.filename,
  size: requestAttachments.size,
  mime: requestAttachments.mimeType,
  thumbnail: requestAttachments.hasThumbnail,
  width: requestAttachments.width,
  height: requestAttachments.height,
  consultationId: requestAttachments.consultationId,
  contactId: requestAttachments.contactId,
};

/** The files of these requests, by 'kind:id', in the order the visitor attached them. */
export async function attachmentsOf(
  db: Db,
  items: readonly { kind: RequestKind; id: number }[],
): Promise<Map<string, AttachmentView[]>> {
  const ids = (kind: RequestKind) => items.filter((i) => i.kind === kind).map((i) => i.id);
  const [consultation, contact] = [ids('consultation'), ids('contact')];
  const out = new Map<string, AttachmentView[]>();
  if (consultation.length === 0 && contact.length === 0) return out;
  const rows = await db
    .select(view)
    .from(requestAttachments)
    .where(
      and(
        eq(requestAttachments.state, 'attached'),
        or(
          consultation.length
            ? inArray(requestAttachments.consultationId, consultation)
            : sql`false`,
          contact.length ? inArray(requestAttachments.contactId, contact) : sql`false`,
        ),
      ),
    )
    .orderBy(asc(requestAttachments.position), asc(requestAttachments.createdAt));
  for (const { consultationId, contactId, ...row } of rows) {
    const key = consultationId !== null ? `consultation:${consultationId}` : `contact:${contactId}`;
    out.set(key, [...(out.get(key) ?? []), { ...row, type: typeLabel(row.mime) }]);
  }
  return out;
}

/** One request's files (for its e-mails). */
export async function attachmentsOfRequest(
  db: Db,
  kind: RequestKind,
  id: number,
): Promise<AttachmentView[]> {
  return (await attachmentsOf(db, [{ kind, id }])).get(`${kind}:${id}`) ?? [];
}

/** A file the admin may download: attached to a request that still exists; null otherwise. */
export async function downloadableAttachment(db: Db, id: string) {
  if (!isAttachmentId(id)) return null;
  const [row] = await db
    .select({
      id: requestAttachments.id,
      name: requestAttachments.filename,
      mime: requestAttachments.mimeType,
      size: requestAttachments.size,
      sha256: requestAttachments.sha256,
      thumbnail: requestAttachments.hasThumbnail,
    })
    .from(requestAttachments)
    .where(
      and(
        eq(requestAttachments.id, id),
        eq(requestAttachments.state, 'attached'),
        or(isNotNull(requestAttachments.consultationId), isNotNull(requestAttachments.contactId)),
      ),
    );
  return row ?? null;
}
