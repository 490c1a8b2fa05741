const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for less motion; read on each use, as the setting can change. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION).matches;
}

/** Calls `notify` when the visitor changes that setting (a `useSyncExternalStore` subscription). */
export function onReducedMotionChange(notify: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
}

/** The site's calm easing (`--ease-calm` in app/design.css), for animations started from script. */
export function calmEasing(): string {
  return (
    getComputedStyle(document.documentElement).getPropertyValue('--ease-calm').trim() || 'ease-out'
  );
}
