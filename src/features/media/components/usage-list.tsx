'use client';

import type { MediaItem, MediaUsage } from '../types';

/** One file and the places that use it, from the media API. */
export async function fetchUsage(
  id: number,
): Promise<{ item: MediaItem; usage: MediaUsage[] } | null> {
  const response = await fetch(`/api/admin/media/${id}`, { cache: 'no-store' });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error('Could not check where the file is used.');
  return (await response.json()) as { item: MediaItem; usage: MediaUsage[] };
}

export function UsageList({ usage }: { usage: MediaUsage[] }) {
  return (
    <ul className="mt-2 space-y-1" aria-label="Where this file is used">
      {usage.map((u, i) => (
        <li key={i} className="text-ink">
          <a
            href={u.href}
            className="underline decoration-line underline-offset-4 hover:decoration-ink"
          >
            {u.kind === u.label ? u.kind : `${u.kind}: ${u.label}`}
          </a>{' '}
          <span className="text-muted">({u.field})</span>
        </li>
      ))}
    </ul>
  );
}
