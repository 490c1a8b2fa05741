'use client';

import { useEffect, useRef } from 'react';
import { wakeLaterIslands } from './later-islands-lazy';

// How far below the screen the later sections may be when their parts start loading: a phone's
// screen or two, so that a visitor who scrolls through About finds them working. Everything
// above the screen counts as near too: a jump past them (a link to /#contact, a restored scroll
// position) crosses no edge an observer would report otherwise.
const AHEAD = '1000000px 0px 1600px 0px';

/**
 * A mark just above the later sections: once it comes within AHEAD of the screen, or the page
 * opens below it (a link to /#pricing, a restored scroll position), the sections' interactive
 * parts are fetched and hydrated. Until then their server HTML shows as it is.
 */
export function IslandsAhead() {
  const mark = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = mark.current;
    if (!element) return;
    const near = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          near.disconnect();
          wakeLaterIslands();
        }
      },
      { rootMargin: AHEAD },
    );
    near.observe(element);
    return () => near.disconnect();
  }, []);
  return <div ref={mark} aria-hidden />;
}
