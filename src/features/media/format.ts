// Display helpers for media, shared by server and client components.

import type { MediaUsage } from './types';

/** Whole kilobytes, as the media library shows sizes (bytes / 1024). */
export function formatKb(bytes: number): string {
  return `${Math.round(bytes / 1024).toLocaleString('en-GB')} KB`;
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

export function typeLabel(mimeType: string | null, fileType: 'image' | 'video'): string {
  const sub = mimeType?.split('/')[1]?.toUpperCase();
  return sub
    ? `${fileType === 'image' ? 'Image' : 'Video'} · ${sub === 'JPEG' ? 'JPEG' : sub}`
    : fileType === 'image'
      ? 'Image'
      : 'Video';
}

/** One line naming the places, for a confirmation: 'Project "Harbour Residence" (Cover image), Site settings (Logo)'. */
export function describeUsage(usage: MediaUsage[]): string {
  return usage
    .map((u) =>
      u.kind === u.label ? `${u.kind} (${u.field})` : `${u.kind} "${u.label}" (${u.field})`,
    )
    .join(', ');
}
