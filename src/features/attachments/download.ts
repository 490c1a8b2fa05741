import 'server-only';
import { getDb } from '@/server/db';
import { getStorage } from '@/server/storage';
import { attachmentKey, thumbnailKey } from '@/server/attachments/keys';
import { hiddenRefusal } from '@/server/auth/guard';
import { downloadDisposition } from './names';
import { downloadableAttachment } from './queries';

// The owner's download of an attached file: the bytes as they came, with the type sniffed when
// they were uploaded, always as a download (never shown in the site's origin), in a sandbox,
// never kept by a cache. `?thumbnail` gives the picture's thumbnail, made by the server, inline.

function headersFor(type: string, size: number, disposition: string): Headers {
  return new Headers({
    'Content-Type': type,
    'Content-Length': String(size),
    'Content-Disposition': disposition,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'private, no-store',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Referrer-Policy': 'no-referrer',
    'X-Robots-Tag': 'noindex',
  });
}

export async function downloadAttachment(
  request: Request,
  id: string,
  withBody: boolean,
): Promise<Response> {
  const row = await downloadableAttachment(await getDb(), id);
  if (!row) return hiddenRefusal();
  const storage = getStorage();
  const thumbnail = new URL(request.url).searchParams.has('thumbnail');
  if (thumbnail && !row.thumbnail) return hiddenRefusal();
  const key = thumbnail ? thumbnailKey(row.id) : attachmentKey(row.id);
  const info = await storage.statObject(key);
  if (!info) return hiddenRefusal();
  const headers = thumbnail
    ? headersFor('image/webp', info.size, 'inline')
    : headersFor(row.mime, info.size, downloadDisposition(row.name));
  if (!withBody) return new Response(null, { status: 200, headers });
  const object = await storage.getObjectStream(key);
  if (!object) return hiddenRefusal();
  return new Response(object.body, { status: 200, headers });
}
