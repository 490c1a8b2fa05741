import 'server-only';
import { logger } from '@/server/log.mjs';
import { env } from '@/env';
import { getDb } from '@/server/db';
import { getStorage } from '@/server/storage';
import { clientIp } from '@/server/auth/client-ip';
import { isForeignRequest } from '@/server/auth/origin';
import { removeStagedAttachments } from '@/server/attachments/sweep';
import { AttachmentRefused, stageAttachment } from './stage';
import { isSessionToken, newSessionToken, SESSION_HEADER, sessionHash } from './session';
import type { UploadAnswer } from './types';

// The visitor's side of attaching files, as route handlers: an upload (one file per request,
// streamed; the raw body is the file, `?name=` its name) and a removal before sending. Both
// answer with the form session's token, which the browser sends back with everything after.

const NO_STORE = { 'Cache-Control': 'no-store' };

const logged = logger('attachments');
const log = (message: string, error: unknown) => logged.error({ err: error }, message);

/** The session the request carries, or a new one. */
function sessionOf(request: Request): string {
  const token = request.headers.get(SESSION_HEADER);
  return isSessionToken(token) ? token : newSessionToken();
}

const foreign = () =>
  Response.json(
    { ok: false, message: 'Files may only be attached from this website.' },
    { status: 403, headers: NO_STORE },
  );

export async function uploadAttachment(request: Request): Promise<Response> {
  const config = env();
  if (isForeignRequest(request, new URL(config.SITE_URL).origin)) return foreign();
  const session = sessionOf(request);
  const length = request.headers.get('content-length');
  try {
    const file = await stageAttachment(
      {
        body: request.body,
        filename: new URL(request.url).searchParams.get('name'),
        declaredLength: length === null ? null : Number(length),
      },
      {
        db: await getDb(),
        sessionHash: sessionHash(session),
        address: clientIp(request.headers, config.TRUSTED_IP_HEADER),
      },
    );
    return Response.json({ ok: true, file, session } satisfies UploadAnswer, {
      status: 201,
      headers: NO_STORE,
    });
  } catch (error) {
    if (error instanceof AttachmentRefused)
      return Response.json({ ok: false, message: error.message, session } satisfies UploadAnswer, {
        status: error.status,
        headers: NO_STORE,
      });
    // a visitor who left halfway is no fault; the spool file is gone either way
    if (!request.signal.aborted) log('upload failed:', error);
    return Response.json(
      {
        ok: false,
        message: 'The file could not be stored. Please try again.',
        session,
      } satisfies UploadAnswer,
      { status: 500, headers: NO_STORE },
    );
  }
}

/** Removes a staged file of the caller's own session; the same answer whether there was one or not. */
export async function removeAttachment(request: Request, id: string): Promise<Response> {
  if (isForeignRequest(request, new URL(env().SITE_URL).origin)) return foreign();
  const token = request.headers.get(SESSION_HEADER);
  if (isSessionToken(token))
    await removeStagedAttachments(await getDb(), getStorage(), sessionHash(token), [id]);
  return new Response(null, { status: 204, headers: NO_STORE });
}
