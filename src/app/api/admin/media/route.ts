import { getDb } from '@/server/db';
import { withAdmin } from '@/server/auth/guard';
import { invalidate } from '@/server/cache';
import { listMedia } from '@/features/media/queries';
import { listQuerySchema } from '@/features/media/schemas';
import { storeUpload, UploadRefused } from '@/features/media/store';
import type { UploadResponse } from '@/features/media/types';
import { logger } from '@/server/log.mjs';

const log = logger('media');

// The media library's API for the admin screens and the picker. Uploads come
// here as the raw request body (one file per request, `?name=` the original
// file name), not through a server action, whose bodies are capped at 1 MB.

const NO_STORE = { 'Cache-Control': 'no-store' };

/** GET ?q=&type=image|video&limit=&offset= : the library, newest first. */
export const GET = withAdmin(async (request) => {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = listQuerySchema.safeParse(params);
  if (!parsed.success)
    return Response.json({ message: 'Invalid search.' }, { status: 400, headers: NO_STORE });
  return Response.json(await listMedia(await getDb(), parsed.data), { headers: NO_STORE });
});

/** POST ?name=<file name>, body = the file's bytes. withAdmin has refused strangers before a byte is read. */
export const POST = withAdmin(async (request, _context, _session, audit) => {
  const length = request.headers.get('content-length');
  try {
    const item = await storeUpload(
      {
        body: request.body,
        filename: new URL(request.url).searchParams.get('name'),
        declaredLength: length === null ? null : Number(length),
      },
      {
        db: await getDb(),
        record: (tx, stored) =>
          audit.record(
            {
              action: 'media.upload',
              entityType: 'media_library',
              entityId: stored.id,
              changes: {
                before: null,
                after: {
                  filename: stored.filename,
                  fileType: stored.fileType,
                  fileSize: stored.fileSize,
                },
                label: stored.filename,
              },
            },
            tx,
          ),
      },
    );
    invalidate('media');
    return Response.json({ ok: true, item } satisfies UploadResponse, {
      status: 201,
      headers: NO_STORE,
    });
  } catch (error) {
    if (error instanceof UploadRefused) {
      return Response.json({ ok: false, message: error.message } satisfies UploadResponse, {
        status: error.status,
        headers: NO_STORE,
      });
    }
    log.error({ err: error }, 'an upload failed');
    return Response.json(
      {
        ok: false,
        message: 'The upload failed on the server. Please try again.',
      } satisfies UploadResponse,
      {
        status: 500,
        headers: NO_STORE,
      },
    );
  }
});
