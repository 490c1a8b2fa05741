'use client';

import type { MediaAccept, MediaItem, MediaPage, UploadResponse } from './types';

// The browser's side of the media API (src/app/api/admin/media/route.ts). Uploads
// go through XMLHttpRequest, the one browser API that reports upload progress.

export const MEDIA_API = '/api/admin/media';

export async function fetchMediaPage(
  {
    q = '',
    accept = 'any',
    limit = 60,
    offset = 0,
  }: { q?: string; accept?: MediaAccept; limit?: number; offset?: number },
  signal?: AbortSignal,
): Promise<MediaPage> {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (q.trim()) params.set('q', q.trim());
  if (accept !== 'any') params.set('type', accept);
  const response = await fetch(`${MEDIA_API}?${params}`, { signal, cache: 'no-store' });
  if (!response.ok) throw new Error('The media library could not be loaded. Please try again.');
  return (await response.json()) as MediaPage;
}

/** Accept attribute of a file input for what a field takes. */
export function acceptAttribute(accept: MediaAccept): string {
  const images = 'image/jpeg,image/png,image/webp,image/avif,image/gif';
  const videos = 'video/mp4,video/webm';
  return accept === 'image' ? images : accept === 'video' ? videos : `${images},${videos}`;
}

export type UploadHandle = { promise: Promise<MediaItem>; abort: () => void };

/**
 * Sends one file as the raw request body; `onProgress` gets 0..1. The promise
 * rejects with the server's message (a refusal names the reason).
 */
export function uploadMediaFile(file: File, onProgress: (fraction: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<MediaItem>((resolve, reject) => {
    xhr.open('POST', `${MEDIA_API}?name=${encodeURIComponent(file.name)}`);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as UploadResponse | { message?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body && 'ok' in body && body.ok) {
        onProgress(1);
        resolve(body.item);
      } else {
        reject(
          new Error(
            (body && 'message' in body && body.message) || `Upload failed (HTTP ${xhr.status}).`,
          ),
        );
      }
    };
    xhr.onerror = () =>
      reject(new Error('The connection was lost during the upload. Please try again.'));
    xhr.onabort = () => reject(new Error('Upload cancelled.'));
    xhr.send(file);
  });
  return { promise, abort: () => xhr.abort() };
}
