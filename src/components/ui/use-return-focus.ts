'use client';

import { useRef } from 'react';

type AutoFocusHandlers = {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
};
type Opened = { content: EventTarget | null; opener: HTMLElement | null };

// the dialogs opened and not yet closed: a dialog that replaces another (the second step of a
// delete) opens once the first is gone with the focus, and gives it back to the first's opener
const opened: Opened[] = [];

function openerOf(active: Element | null): HTMLElement | null {
  if (active instanceof HTMLElement && active !== document.body) return active;
  for (let i = opened.length - 1; i >= 0; i--) {
    const { content, opener } = opened[i]!;
    if (content instanceof Node && !content.isConnected) return opener;
  }
  return null;
}

/**
 * Gives the focus back to whatever held it when a Radix dialog opened. Radix gives it back only
 * to a Dialog.Trigger, and the site's dialogs are opened from state (a row's Edit button, the
 * admin menu button): without this, closing one with Escape left the keyboard on <body>.
 * An opener gone by then (the row just deleted) falls back to Radix's own behaviour.
 */
export function useReturnFocus(own: AutoFocusHandlers = {}): Required<AutoFocusHandlers> {
  const entry = useRef<Opened | null>(null);
  return {
    onOpenAutoFocus(event) {
      // Radix asks before it moves the focus into the dialog: the opener still holds it
      entry.current = { content: event.currentTarget, opener: openerOf(document.activeElement) };
      opened.push(entry.current);
      own.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event) {
      own.onCloseAutoFocus?.(event);
      const mine = entry.current;
      entry.current = null;
      const index = mine ? opened.indexOf(mine) : -1;
      if (index >= 0) opened.splice(index, 1);
      const target = mine?.opener;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
