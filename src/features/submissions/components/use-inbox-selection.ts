'use client';

import { useState } from 'react';
import type { InboxFilter } from '../queries';

/** The ticked items. They belong to what is on screen: a new page, filter or refresh clears them. */
export function useInboxSelection(filter: InboxFilter, keys: string[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  // a search's count on screen stops at a cap; selecting every match asks for the exact one
  const [countedTotal, setCountedTotal] = useState<number | null>(null);
  const view = `${filter.tab}|${filter.status}|${filter.awaiting}|${filter.q}|${keys.join(',')}`;
  const [shownView, setShownView] = useState(view);
  if (view !== shownView) {
    setShownView(view);
    setSelected(new Set());
    setAllMatching(false);
    setCountedTotal(null);
  }
  return {
    selected,
    allMatching,
    countedTotal,
    setAllMatching,
    setCountedTotal,
    clear: () => {
      setSelected(new Set());
      setAllMatching(false);
    },
    toggle: (key: string, on: boolean) => {
      setAllMatching(false);
      setSelected((s) => {
        const next = new Set(s);
        if (on) next.add(key);
        else next.delete(key);
        return next;
      });
    },
    togglePage: (on: boolean) => {
      setAllMatching(false);
      setSelected(on ? new Set(keys) : new Set());
    },
  };
}
