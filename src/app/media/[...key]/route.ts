import {
  getStorage,
  contentRange,
  isValidKey,
  parseRange,
  type ObjectInfo,
} from '@/server/storage';
import {
  ensureCard,
  ensureVariant,
  isResizable,
  variantFormat,
  variantWidth,
} from '@/features/media/variants';
import { focalPointOf } from '@/features/media/focus';
import { INLINE_TYPES, RESIZABLE_TYPES, servedType } from '@/features/media/served-type';
import { mayFetchProtectedMedia } from '@/features/projects/media-access';
import { isAttachmentKey } from '@/server/attachments/keys';

// Uploaded and seeded media: long-lived, immutable under their key (new uploads get new keys).
// `?w=<width>` asks for a resized copy of an image in the best format the browser
// accepts (AVIF, then WebP), made on first request and kept in storage.
// Each file goes out with the type sniffed from its bytes (served-type.ts) and
// nosniff; anything that is not an image or a video the upload accepts is sent
// as a download in a sandbox, so it can never run as a page of this site.
// A file only password-protected projects use goes only to a browser that gave
// one of their passwords, or to the admin: anyone else gets the same 404 as for
// a file that does not exist, and no cache may keep it. Files visitors attached to their
// requests share the store but never this route: only the admin downloads them.

type Context = { params: Promise<{ key: string[] }> };

const NOT_FOUND = () =>
  new Response('Not found', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });

function baseHeaders(info: ObjectInfo, contentType: string, restricted: boolean): Headers {
  const headers = new Headers({
    'Content-Type': contentType,
    'Cache-Control': restricted ? 'private, no-store' : 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    ETag: info.etag,
    'Last-Modified': info.lastModified.toUTCString(),
    'Accept-Ranges': 'bytes',
  });
  if (!INLINE_TYPES.has(contentType)) {
    headers.set('Content-Disposition', 'attachment');
    headers.set('Content-Security-Policy', "default-src 'none'; sandbox");
  }
  return headers;
}

/** If-None-Match wins over If-Modified-Since (RFC 9110 13.2.2). */
function notModified(request: Request, info: ObjectInfo): boolean {
  const inm = request.headers.get('if-none-match');
  if (inm) {
    const tags = inm.split(',').map((t) => t.trim().replace(/^W\//, ''));
    return tags.includes('*') || tags.includes(info.etag);
  }
  const ims = request.headers.get('if-modified-since');
  if (ims) {
    const since = Date.parse(ims);
    return (
      !Number.isNaN(since) &&
      Math.floor(info.lastModified.getTime() / 1000) <= Math.floor(since / 1000)
    );
  }
  return false;
}

/** A Range is honoured only while If-Range (when sent) still names the current version. */
function rangeApplies(request: Request, info: ObjectInfo): boolean {
  const ifRange = request.headers.get('if-range');
  if (!ifRange) return true;
  if (ifRange.startsWith('"')) return ifRange === info.etag;
  const date = Date.parse(ifRange);
  return (
    !Number.isNaN(date) &&
    Math.floor(info.lastModified.getTime() / 1000) === Math.floor(date / 1000)
  );
}

async function serve(request: Request, context: Context, withBody: boolean): Promise<Response> {
  const { key: segments } = await context.params;
  // valid keys need no percent-encoding, so segments are taken as they come
  const key = segments.join('/');
  if (!isValidKey(key) || key.startsWith('variants/') || isAttachmentKey(key)) return NOT_FOUND();
  const access = await mayFetchProtectedMedia(key, request.headers);
  if (access === 'denied') return NOT_FOUND();
  const storage = getStorage();
  const query = new URL(request.url).searchParams;
  const asked = Number(query.get('w'));
  const type = await servedType(storage, key);
  const resizable = isResizable(key) && RESIZABLE_TYPES.has(type);
  // a social card: the image cropped to 1200 by 630 at its focal point (the one stored now,
  // whatever point the address names: it is there so that networks fetch a moved crop again)
  const card = resizable && query.has('card');
  const resized = card || (Number.isFinite(asked) && asked > 0 && resizable);
  const info = card
    ? await ensureCard(storage, key, await focalPointOf(`/media/${key}`))
    : resized
      ? await ensureVariant(
          storage,
          key,
          variantWidth(asked),
          variantFormat(request.headers.get('accept'), key),
        )
      : await storage.statObject(key);
  if (!info) return NOT_FOUND();
  // a resized copy is one this server encoded, in the format its key names
  const headers = baseHeaders(info, resized ? info.contentType : type, access === 'granted');
  // the same URL answers in AVIF or WebP depending on what the browser accepts
  if (resized && !card) headers.set('Vary', 'Accept');
  if (notModified(request, info)) return new Response(null, { status: 304, headers });

  const range = rangeApplies(request, info)
    ? parseRange(request.headers.get('range'), info.size)
    : { kind: 'none' as const };
  if (range.kind === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${info.size}`);
    headers.set('Content-Type', 'text/plain; charset=utf-8');
    // the failure belongs to this request's Range, not to the URL: no cache may keep it
    headers.set('Cache-Control', 'no-store');
    return new Response(withBody ? 'Range not satisfiable' : null, { status: 416, headers });
  }
  const partial = range.kind === 'partial' ? range.range : undefined;
  const length = partial ? partial.end - partial.start + 1 : info.size;
  // Next.js drops Content-Length from route handler responses and streams them chunked;
  // it is set for any other adapter, and Content-Range carries the total for ranges
  headers.set('Content-Length', String(length));
  if (partial) headers.set('Content-Range', contentRange(partial, info.size));
  const status = partial ? 206 : 200;
  if (!withBody) return new Response(null, { status, headers });
  const object = await storage.getObjectStream(info.key, partial);
  if (!object) return NOT_FOUND();
  return new Response(object.body, { status, headers });
}

export function GET(request: Request, context: Context): Promise<Response> {
  return serve(request, context, true);
}

export function HEAD(request: Request, context: Context): Promise<Response> {
  return serve(request, context, false);
}
