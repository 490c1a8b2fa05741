/**
 * The events that tell a visitor is about to use an element: a pointer over it, a touch, or
 * keyboard focus. Code an element needs only once it is used (the lightbox's viewer, a form's
 * rules) is fetched on them, so it is there by the time the element is clicked or submitted.
 */
export function reachHandlers(load: () => void) {
  return { onPointerEnter: load, onTouchStart: load, onFocus: load };
}

/** The props reachHandlers sets, for components that must not take them from their callers. */
export type ReachProps = keyof ReturnType<typeof reachHandlers>;

/**
 * The same events as the document hears them, bubbling from markup React has not hydrated yet
 * (whose own handlers cannot run): a pointer coming over, a touch, focus coming in.
 */
export const REACH_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * Hears those events on the document, in the capture phase, and hands `reached` the element
 * they came from: markup React has not hydrated has no handlers of its own, and React's own
 * listener stops some of them until it has. Returns the way to stop hearing.
 */
export function hearReaches(reached: (target: Element) => void): () => void {
  const onEvent = (event: Event) => {
    if (event.target instanceof Element) reached(event.target);
  };
  for (const type of REACH_EVENTS)
    document.addEventListener(type, onEvent, { capture: true, passive: true });
  return () => {
    for (const type of REACH_EVENTS) document.removeEventListener(type, onEvent, true);
  };
}

/**
 * Marks an area around an island (ADR 039) whose reach wakes it too: the pricing guide's links
 * stand beside its tabs, and a film's card around its facade.
 */
export const REACH_AREA_ATTRIBUTE = 'data-reach';
