'use client';

import { useEffect } from 'react';

/**
 * Arriving at /#section from another page: the sections below the fold stream in
 * after the first paint, so wait for them (and stop waiting on any scroll of the
 * visitor's own) before scrolling to the target.
 */
export function SectionScroller() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id || id === 'home') return;
    let cancelled = false;
    const stop = () => {
      cancelled = true;
    };
    window.addEventListener('wheel', stop, { once: true, passive: true });
    window.addEventListener('touchmove', stop, { once: true, passive: true });
    window.addEventListener('keydown', stop, { once: true });
    const started = performance.now();
    let frame = 0;
    const tick = () => {
      if (cancelled) return;
      const target = document.getElementById(id);
      // wait until no streamed section is still a skeleton, so nothing above the target moves it
      if (target && !document.querySelector('main [aria-busy="true"]')) {
        target.scrollIntoView({ block: 'start' });
        return;
      }
      if (performance.now() - started < 5000) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchmove', stop);
      window.removeEventListener('keydown', stop);
    };
  }, []);
  return null;
}
