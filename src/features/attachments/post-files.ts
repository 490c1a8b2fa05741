import 'server-only';
import { logger } from '@/server/log.mjs';
import { and, eq, inArray } from 'drizzle-orm';
import { env } from '@/env';
import { getDb } from '@/server/db';
import type { Db } from '@/server/db/connect';
import { requestAttachments } from '@/server/db/schema';
import { clientIp } from '@/server/auth/client-ip';
import { isAttachmentId } from '@/server/attachments/keys';
import type { FileBatch, PostedFiles } from '@/features/public-forms/receive-post';
import { ATTACHMENTS_KEY } from './intake';
import { MAX_FILES, REFUSALS } from './limits';
import { attachmentName } from './names';
import { typeLabel } from './queries';
import { isSessionToken, newSessionToken, sessionHash } from './session';
import { AttachmentRefused, stageAttachment } from './stage';
import type { DraftFiles, StagedFile } from './types';

// The files of a form sent without JavaScript (public-forms/receive-post.ts): each is staged as
// it streams in, in a form session of the post's own, with the files kept from an earlier try
// (the page sent back with an error lists them, ticked, with the session they are staged in).

/** The form's names: the file input, the kept files' session and each kept file's id. */
export const POST_NAMES = {
  files: 'attachments',
  session: 'attachment_session',
  keep: 'attachment_keep',
} as const;

const logged = logger('attachments');
const log = (message: string, error: unknown) => logged.error({ err: error }, message);

async function stagedFiles(db: Db, hash: string, ids: string[]): Promise<StagedFile[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: requestAttachments.id,
      name: requestAttachments.filename,
      size: requestAttachments.size,
      mime: requestAttachments.mimeType,
    })
    .from(requestAttachments)
    .where(
      and(
        eq(requestAttachments.state, 'staged'),
        eq(requestAttachments.sessionHash, hash),
        inArray(requestAttachments.id, ids),
      ),
    );
  return ids.flatMap((id) => {
    const row = rows.find((r) => r.id === id);
    return row ? [{ id, name: row.name, size: row.size, type: typeLabel(row.mime) }] : [];
  });
}

const GONE =
  'Some of the files you attached before are no longer waiting to be sent (files wait one day). Please attach them again.';

export const attachmentPosts: PostedFiles = {
  field: POST_NAMES.files,
  key: ATTACHMENTS_KEY,
  reserved: [POST_NAMES.session, POST_NAMES.keep],
  begin(fields, request): FileBatch {
    const given = fields.get(POST_NAMES.session)?.[0];
    const token = isSessionToken(given) ? given : newSessionToken();
    const hash = sessionHash(token);
    const address = clientIp(request.headers, env().TRUSTED_IP_HEADER);
    // in the order the files came: each one's place is taken as it begins, since a later,
    // smaller file may be stored before an earlier one
    const staged: (StagedFile | undefined)[] = [];
    const errors: string[] = [];
    let taken = (fields.get(POST_NAMES.keep) ?? []).length;
    return {
      async add(stream, filename) {
        if (taken >= MAX_FILES) {
          errors.push(REFUSALS.tooMany(attachmentName(filename, null)));
          return stream.cancel();
        }
        taken++;
        const place = staged.push(undefined) - 1;
        try {
          const db = await getDb();
          staged[place] = await stageAttachment(
            { body: stream, filename, declaredLength: null },
            { db, sessionHash: hash, address },
          );
        } catch (error) {
          await stream.cancel().catch(() => {});
          if (error instanceof AttachmentRefused) return void errors.push(error.message);
          log('a posted file could not be stored:', error);
          errors.push(`${attachmentName(filename, null)} could not be stored. Please try again.`);
        }
      },
      async finish() {
        const keptIds = (fields.get(POST_NAMES.keep) ?? [])
          .filter(isAttachmentId)
          .slice(0, MAX_FILES);
        const kept = await stagedFiles(await getDb(), hash, keptIds);
        if (kept.length < keptIds.length) errors.push(GONE);
        const files = [...kept, ...staged.filter((file) => file !== undefined)];
        return {
          payload: files.length > 0 ? { session: token, ids: files.map((f) => f.id) } : undefined,
          draft: { session: token, files } satisfies DraftFiles,
          errors,
        };
      },
    };
  },
};
