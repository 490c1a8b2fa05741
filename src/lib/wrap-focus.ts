/**
 * Tab past the last control goes to the first and Shift+Tab before the first goes
 * to the last, so focus stays inside a modal layer (menu, lightbox).
 */
export function wrapFocus(
  event: Pick<KeyboardEvent, 'shiftKey' | 'preventDefault'>,
  focusable: ArrayLike<HTMLElement>,
): void {
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
