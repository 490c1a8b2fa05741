'use client';

import { useState } from 'react';
import { toast } from '@/components/ui/toast-outlet';
import { deleteMediaAction } from '../actions';
import type { MediaItem, MediaUsage } from '../types';
import { fetchUsage } from './usage-list';

export type Deleting =
  | { step: 'checking'; item: MediaItem }
  | { step: 'first'; item: MediaItem; usage: MediaUsage[] }
  | { step: 'second'; item: MediaItem; usage: MediaUsage[] };

/**
 * Deleting a file in two steps when it is in use: its usage is checked first, the owner
 * confirms, and confirms again after seeing the places that will lose it. One at a time.
 */
export function useMediaDelete({
  reload,
  onDeleted,
}: {
  reload: () => void;
  onDeleted: (item: MediaItem) => void;
}) {
  const [deleting, setDeleting] = useState<Deleting | null>(null);

  const start = async (item: MediaItem) => {
    if (deleting) return;
    setDeleting({ step: 'checking', item });
    try {
      const found = await fetchUsage(item.id);
      if (!found) {
        setDeleting(null);
        toast.error('That file is no longer in the library.');
        reload();
        return;
      }
      setDeleting({ step: 'first', item, usage: found.usage });
    } catch (error) {
      setDeleting(null);
      toast.error((error as Error).message);
    }
  };

  const run = async (item: MediaItem, confirmInUse: boolean) => {
    const result = await deleteMediaAction({ id: item.id, confirmInUse });
    setDeleting(null);
    if (!result.ok) {
      toast.error(result.message || 'Failed to delete file');
      return;
    }
    toast.success('File deleted');
    onDeleted(item);
    reload();
  };

  return { deleting, setDeleting, start, run };
}
