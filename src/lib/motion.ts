/** Whether the visitor asked for less motion; read on each use, as the setting can change. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The site's calm easing (`--ease-calm` in app/design.css), for animations started from script. */
export function calmEasing(): string {
  return (
    getComputedStyle(document.documentElement).getPropertyValue('--ease-calm').trim() || 'ease-out'
  );
}
