/** The media query of the visitor's "less motion" setting. */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for less motion; read on each use, as the setting can change. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION).matches;
}

/** The site's calm easing (`--ease-calm` in app/design.css), for animations started from script. */
export function calmEasing(): string {
  return (
    getComputedStyle(document.documentElement).getPropertyValue('--ease-calm').trim() || 'ease-out'
  );
}
