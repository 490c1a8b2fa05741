import 'server-only';
import { logger } from '@/server/log.mjs';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { env } from '@/env';
import { getDb } from '@/server/db';
import { isForeignRequest } from '@/server/auth/origin';
import { dropDraft, saveDraft, type FormDraft } from './drafts';
import { POST_FIELDS } from './post-fields';
import { fieldErrors, type SubmitResult } from './sanitize';
import type { Issue } from './rules';

// A public form sent by a browser without JavaScript: a plain multipart form, its files with it.
// The body is read as it arrives (busboy): fields are collected whatever they are called, so a
// field the form gains tomorrow comes through without this knowing it; files are handed, one
// stream at a time, to the form's file receiver (attachments), never held whole. Then the form's
// own server action runs on what was read, exactly as when the browser calls it, and the visitor
// is sent back to the page: with the success notice, or with their fields and the errors in a
// draft (drafts.ts).

/** Fields as they came: every value of each name, in order. */
export type PostedFields = Map<string, string[]>;

/** One post's files, as the form's receiver takes them. */
export type FileBatch = {
  add(stream: ReadableStream<Uint8Array>, filename: string): Promise<void>;
  /** once every file is in: what goes in the payload and in a draft, and what was refused */
  finish(): Promise<{ payload: unknown; draft: unknown; errors: string[] }>;
};

export type PostedFiles = {
  /** the file input's name: files under any other are read past and dropped */
  field: string;
  /** the payload's key for them, and the field their messages show under */
  key: string;
  /** the names of the fields the receiver keeps between tries (left out of the values) */
  reserved: readonly string[];
  begin(fields: PostedFields, request: Request): FileBatch;
};

export type PostedForm = {
  /** the draft's form name */
  form: string;
  /** the page the form is on, and the form's anchor there */
  page: string;
  anchor: string;
  /**
   * the page holds more than one form: the way back names this one (`?form=<form>&...`), so
   * that only it shows the notice
   */
  named?: boolean;
  schema: {
    safeParse(
      value: unknown,
    ):
      | { success: true }
      | { success: false; error: { issues: readonly Pick<Issue, 'path' | 'message'>[] } };
  };
  /** the form's server action */
  action: (payload: unknown) => Promise<SubmitResult>;
  files?: PostedFiles;
};

/** Far beyond what a form with its files may send: refused unread. */
const MAX_POST_BYTES = 200 * 1024 * 1024;

const logged = logger('forms');
const log = (message: string, error: unknown) => logged.error({ err: error }, message);

/** A file part as a web stream whose cancel reads the rest past, so the parse goes on. */
function drainingStream(file: Readable): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        file.on('data', (chunk: Buffer) => {
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) file.pause();
        });
        file.once('end', () => controller.close());
        file.once('error', (error) => controller.error(error));
        file.pause();
      },
      pull() {
        file.resume();
      },
      cancel() {
        file.removeAllListeners('data');
        file.resume();
      },
    },
    { highWaterMark: 4 },
  );
}

async function readPost(request: Request, files: PostedFiles | undefined) {
  const fields: PostedFields = new Map();
  let batch: FileBatch | null = null;
  const pending: Promise<void>[] = [];
  const parser = busboy({
    headers: Object.fromEntries(request.headers),
    defParamCharset: 'utf8',
    limits: { fields: 80, fieldSize: 64 * 1024, parts: 120, files: 40 },
  });
  parser.on('field', (name, value) => fields.set(name, [...(fields.get(name) ?? []), value]));
  parser.on('file', (name, stream, info) => {
    // a file input left empty still sends a part, without a name
    if (!files || name !== files.field || !info.filename) return void stream.resume();
    batch ??= files.begin(fields, request);
    pending.push(batch.add(drainingStream(stream), info.filename));
  });
  const done = new Promise<void>((resolve, reject) => {
    parser.once('close', resolve);
    parser.once('error', reject);
  });
  const body = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream);
  // a visitor who leaves halfway ends the parse, and with it the file being read
  body.once('error', (error) => parser.destroy(error));
  body.pipe(parser);
  try {
    await done;
  } catch (error) {
    // the files being read clean up after themselves before the visitor is answered
    await Promise.allSettled(pending);
    throw error;
  }
  await Promise.all(pending);
  batch ??= files?.begin(fields, request) ?? null;
  return { fields, finished: batch ? await (batch as FileBatch).finish() : null };
}

const one = (fields: PostedFields, name: string) => fields.get(name)?.[0] ?? '';

function valuesOf(fields: PostedFields, reserved: readonly string[]): Record<string, unknown> {
  const skip = new Set<string>([...Object.values(POST_FIELDS), ...reserved]);
  const values: Record<string, unknown> = {};
  for (const [name, list] of fields) {
    if (!skip.has(name)) values[name] = list.length === 1 ? list[0] : list;
  }
  return values;
}

function metaOf(fields: PostedFields) {
  const shownAt = Number(one(fields, POST_FIELDS.shownAt));
  return {
    honeypot: one(fields, POST_FIELDS.honeypot),
    // the page may have come from a cache: the time since it was rendered, not since it was opened
    elapsedMs: Number.isFinite(shownAt) && shownAt > 0 ? Date.now() - shownAt : 0,
    source: {},
  };
}

export function formPostHandler(form: PostedForm): (request: Request) => Promise<Response> {
  const see = (query: string) =>
    new Response(null, {
      status: 303,
      headers: {
        Location: `${env().SITE_URL}${form.page}?${form.named ? `form=${form.form}&` : ''}${query}#${form.anchor}`,
        'Cache-Control': 'no-store',
      },
    });

  const backToForm = async (previous: string, draft: Omit<FormDraft, 'id'>) => {
    try {
      const db = await getDb();
      const id = await saveDraft(db, form.form, draft);
      await dropDraft(db, previous);
      return see(`draft=${id}`);
    } catch (error) {
      log(`${form.form} draft not stored:`, error);
      return see('failed=1');
    }
  };

  // what the request did besides being stored (a booked call) is said by the notice of the
  // page it lands on, from a draft of its own: a query string anyone could write never is
  const sent = async (previous: string, description: string | undefined) => {
    try {
      const db = await getDb();
      await dropDraft(db, previous);
      if (!description) return see('sent=1');
      const said = { description };
      const id = await saveDraft(db, form.form, {
        values: {},
        errors: {},
        parts: {},
        failed: false,
        said,
      });
      return see(`sent=1&draft=${id}`);
    } catch (error) {
      // stored all the same: only the notice's extra words are lost
      log(`${form.form} sent notice not kept:`, error);
      return see('sent=1');
    }
  };

  return async (request) => {
    if (isForeignRequest(request, new URL(env().SITE_URL).origin))
      return new Response('Forms may only be sent from this website.', { status: 403 });
    if (Number(request.headers.get('content-length')) > MAX_POST_BYTES || !request.body)
      return see('failed=too-large');
    let read;
    try {
      read = await readPost(request, form.files);
    } catch (error) {
      log(`${form.form} post could not be read:`, error);
      return see('failed=1');
    }
    const { fields, finished } = read;
    const values = valuesOf(fields, form.files?.reserved ?? []);
    // the page a draft is shown on times the next try from the first one's page
    const kept = { ...values, [POST_FIELDS.shownAt]: one(fields, POST_FIELDS.shownAt) };
    const key = form.files?.key ?? '';
    const previous = one(fields, POST_FIELDS.draft);
    const parts = finished ? { [key]: finished.draft } : {};
    if (finished && finished.errors.length > 0) {
      const parsed = form.schema.safeParse(values);
      return backToForm(previous, {
        values: kept,
        errors: {
          ...(parsed.success ? {} : fieldErrors(parsed.error)),
          [key]: finished.errors.join(' '),
        },
        parts,
        failed: false,
      });
    }
    const payload = {
      values,
      meta: metaOf(fields),
      ...(finished ? { [key]: finished.payload } : {}),
    };
    const result = await form.action(payload);
    if (result.ok) return sent(previous, result.description);
    return backToForm(previous, {
      values: kept,
      errors: result.reason === 'invalid' ? result.fieldErrors : {},
      parts,
      failed: result.reason === 'error',
      said: result.reason === 'invalid' ? (result.notice ?? null) : null,
    });
  };
}
