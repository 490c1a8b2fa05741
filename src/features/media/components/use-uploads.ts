'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadMediaFile } from '../client-api';
import type { MediaItem } from '../types';
import { browserLog } from '@/lib/browser-log';

const log = browserLog('media');

export type UploadEntry = {
  id: string;
  name: string;
  size: number;
  progress: number;
  status: 'queued' | 'uploading' | 'done' | 'failed';
  error?: string;
  item?: MediaItem;
};

/** Two files at a time: quick on a good line, and a slow file does not hold up the rest. */
const CONCURRENCY = 2;

/**
 * A queue of uploads with a progress value per file. A refused file is marked
 * failed and skipped while the others go on; `onSettled` runs once the whole
 * batch has finished, with the files that made it.
 */
export function useUploads(onSettled: (uploaded: MediaItem[], failed: UploadEntry[]) => void) {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const files = useRef(new Map<string, File>());
  const running = useRef(0);
  const batch = useRef<UploadEntry[]>([]);
  const settled = useRef(onSettled);
  // the queue restarts itself from a finished upload through this ref
  const pumpRef = useRef<() => void>(() => {});
  useEffect(() => {
    settled.current = onSettled;
  }, [onSettled]);

  const patch = useCallback((id: string, change: Partial<UploadEntry>) => {
    batch.current = batch.current.map((e) => (e.id === id ? { ...e, ...change } : e));
    setEntries(batch.current);
  }, []);

  const pump = useCallback(() => {
    while (running.current < CONCURRENCY) {
      const next = batch.current.find((e) => e.status === 'queued');
      if (!next) break;
      const file = files.current.get(next.id)!;
      running.current += 1;
      patch(next.id, { status: 'uploading' });
      uploadMediaFile(file, (progress) => patch(next.id, { progress }))
        .promise.then(
          (item) => patch(next.id, { status: 'done', progress: 1, item }),
          (error: Error) => {
            log.error(`upload of ${file.name} failed:`, error.message);
            patch(next.id, { status: 'failed', error: error.message });
          },
        )
        .finally(() => {
          running.current -= 1;
          files.current.delete(next.id);
          const open = batch.current.some((e) => e.status === 'queued' || e.status === 'uploading');
          if (!open) {
            const done = batch.current.filter((e) => e.status === 'done' && e.item);
            settled.current(
              done.map((e) => e.item!),
              batch.current.filter((e) => e.status === 'failed'),
            );
          } else pumpRef.current();
        });
    }
  }, [patch]);
  useEffect(() => {
    pumpRef.current = pump;
  }, [pump]);

  const add = useCallback(
    (list: FileList | File[]) => {
      const added: UploadEntry[] = Array.from(list).map((file) => {
        const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
        files.current.set(id, file);
        return { id, name: file.name, size: file.size, progress: 0, status: 'queued' };
      });
      if (added.length === 0) return;
      // a new batch replaces the finished rows of the last one
      const active = batch.current.filter((e) => e.status === 'queued' || e.status === 'uploading');
      batch.current = [...active, ...added];
      setEntries(batch.current);
      pump();
    },
    [pump],
  );

  const clear = useCallback(() => {
    batch.current = batch.current.filter((e) => e.status === 'queued' || e.status === 'uploading');
    setEntries(batch.current);
  }, []);

  const busy = entries.some((e) => e.status === 'queued' || e.status === 'uploading');
  return { entries, add, clear, busy };
}
