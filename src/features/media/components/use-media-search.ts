'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchMediaPage } from '../client-api';
import type { MediaAccept, MediaItem, MediaPage } from '../types';

/** Typing settles for this long before the library is asked. */
const SEARCH_DELAY_MS = 250;

/**
 * A page of the media library by file name, for the library screen and the
 * picker: the search waits until typing settles, 'Show more' asks for a longer
 * page, and an answer that a newer question overtook is dropped (its request
 * aborted). `loading` is true while the list on screen is not yet the one asked
 * for; `failed` while the last answer was an error.
 */
export function useMediaSearch({
  pageSize,
  accept = 'any',
  initial = null,
  initialQuery = '',
  onPage,
  onError,
}: {
  pageSize: number;
  accept?: MediaAccept;
  /** the first page, rendered on the server for `initialQuery`: not asked for again */
  initial?: MediaPage | null;
  initialQuery?: string;
  onPage?: (page: MediaPage) => void;
  onError?: (error: Error) => void;
}) {
  const [query, setQuery] = useState(initialQuery);
  const [searched, setSearched] = useState(initialQuery);
  const [limit, setLimit] = useState(pageSize);
  const [reloads, setReloads] = useState(0);
  const [page, setPage] = useState<MediaPage | null>(initial);
  const [failed, setFailed] = useState(false);
  const key = JSON.stringify([searched, accept, limit, reloads]);
  const [answered, setAnswered] = useState<string | null>(initial ? key : null);
  const callbacks = useRef({ onPage, onError });
  useEffect(() => {
    callbacks.current = { onPage, onError };
  });

  useEffect(() => {
    const timer = setTimeout(() => setSearched(query), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);

  useEffect(() => {
    if (answered === key) return;
    const controller = new AbortController();
    fetchMediaPage({ q: searched, accept, limit }, controller.signal).then(
      (next) => {
        if (controller.signal.aborted) return;
        setPage(next);
        setFailed(false);
        setAnswered(key);
        callbacks.current.onPage?.(next);
      },
      (error: Error) => {
        if (controller.signal.aborted) return;
        setFailed(true);
        setAnswered(key);
        callbacks.current.onError?.(error);
      },
    );
    return () => controller.abort();
  }, [key, answered, searched, accept, limit]);

  const showMore = useCallback(() => setLimit((l) => l + pageSize), [pageSize]);
  const firstPage = useCallback(() => setLimit(pageSize), [pageSize]);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const clear = useCallback(() => {
    setQuery('');
    setSearched('');
    setReloads((n) => n + 1);
  }, []);
  const replace = useCallback(
    (item: MediaItem) =>
      setPage((p) => p && { ...p, items: p.items.map((i) => (i.id === item.id ? item : i)) }),
    [],
  );

  return {
    query,
    setQuery,
    /** the search the list is for: the query once typing has settled */
    searched,
    items: page?.items ?? [],
    total: page?.total ?? 0,
    /** no list yet: the first answer has not come */
    waiting: page === null && !failed,
    loading: answered !== key,
    failed,
    /** 'Show more': one page longer */
    showMore,
    /** back to the first page, for a new search */
    firstPage,
    /** asks again for what is on screen, after uploads or a deletion */
    reload,
    /** empties the search at once, without waiting for typing to settle, and asks again */
    clear,
    /** puts an edited item in place in the list on screen */
    replace,
  };
}
