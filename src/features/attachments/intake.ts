import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { requestAttachments } from '@/server/db/schema';
import { isAttachmentId } from '@/server/attachments/keys';
import { PartRefused, type IntakePart } from '@/features/public-forms/intake';
import { ATTACHMENTS_KEY } from './api-paths';
import { MAX_FILES, MAX_TOTAL_BYTES } from './limits';
import { isSessionToken, sessionHash } from './session';

// The files sent with a request: the staged files the payload names, checked against the form
// session that uploaded them, then attached to the request in its own transaction (one step:
// the request is stored with its files, or neither is).

export type RequestKind = 'consultation' | 'contact';

/** What the browser sends: its form session's token and the ids of the files it kept. */
export type AttachmentsPayload = { session: string; ids: string[] };

export { ATTACHMENTS_KEY } from './api-paths';

const GONE =
  'Some of your files are no longer waiting to be sent (files wait one day). Please attach them again.';
const MALFORMED = 'Your files could not be attached. Please attach them again.';

function parse(raw: unknown): AttachmentsPayload | null | 'malformed' {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'object') return 'malformed';
  const { session, ids } = raw as Record<string, unknown>;
  if (!Array.isArray(ids) || ids.length === 0) return null;
  if (!isSessionToken(session) || ids.length > MAX_FILES || !ids.every(isAttachmentId))
    return 'malformed';
  return { session, ids: [...new Set(ids as string[])] };
}

const staged = (hash: string, ids: string[]) =>
  and(
    eq(requestAttachments.state, 'staged'),
    eq(requestAttachments.sessionHash, hash),
    inArray(requestAttachments.id, ids),
  );

/** The intake part that attaches a request's files (public-forms/intake.ts). */
export function attachmentsIntake(kind: RequestKind): IntakePart {
  return {
    key: ATTACHMENTS_KEY,
    async check(db, raw) {
      const payload = parse(raw);
      if (payload === null) return { ok: true, take: async () => {} };
      if (payload === 'malformed') return { ok: false, message: MALFORMED };
      const hash = sessionHash(payload.session);
      const rows = await db
        .select({ id: requestAttachments.id, size: requestAttachments.size })
        .from(requestAttachments)
        .where(staged(hash, payload.ids));
      if (rows.length !== payload.ids.length) return { ok: false, message: GONE };
      if (rows.reduce((n, r) => n + r.size, 0) > MAX_TOTAL_BYTES)
        return { ok: false, message: MALFORMED };
      return { ok: true, take: (tx, id) => attach(tx, kind, id, hash, payload.ids) };
    },
  };
}

async function attach(tx: Db, kind: RequestKind, id: number, hash: string, ids: string[]) {
  const order = sql.join(
    ids.map((fileId, i) => sql`when ${fileId} then ${i}::int`),
    sql` `,
  );
  const rows = await tx
    .update(requestAttachments)
    .set({
      state: 'attached',
      sessionHash: null,
      attachedAt: sql`now()`,
      position: sql`case ${requestAttachments.id} ${order} end`,
      ...(kind === 'consultation' ? { consultationId: id } : { contactId: id }),
    })
    .where(staged(hash, ids))
    .returning({ id: requestAttachments.id });
  // a file removed or swept since the check: the request is not stored without it
  if (rows.length !== ids.length) throw new PartRefused(ATTACHMENTS_KEY, GONE);
}
