'use client';

import { useEffect } from 'react';
import { hearReaches } from '@/lib/reach';
import { REACH_ATTRIBUTE, type ReachedPart } from './reach-mark';
import { wakeReachedPart } from './later-islands-lazy';

/**
 * Wakes a part of the landing page's later sections (a film, the pricing guide, the forms) when the
 * visitor first reaches into the element marked for it (reach-mark.ts): its chunk is fetched
 * then, not for every visitor who scrolls past. Each part works as the server drew it until then.
 * The reach is heard on the document, in the capture phase: the parts are the server's HTML,
 * without React's handlers, until they hydrate.
 */
export function PartsReached() {
  useEffect(
    () =>
      hearReaches((target) => {
        const marked = target.closest(`[${REACH_ATTRIBUTE}]`);
        if (marked) wakeReachedPart(marked.getAttribute(REACH_ATTRIBUTE) as ReachedPart);
      }),
    [],
  );
  return null;
}
