import { useSyncExternalStore } from 'react';
import type { Region } from './pricing-regions';

// What the pricing guide shows, shared by its two halves: the figures, in the page's HTML where
// they belong and live with the page, and the tabs and region switch, which come with the later
// sections' interactive parts (later-islands.ts). A visitor's choice in one reaches the other.

export type PricingChoice = { type: string; region: Region };

let chosen: PricingChoice | null = null;
const listeners = new Set<() => void>();

/** Shows `next` in the guide. */
export function choosePricing(next: PricingChoice): void {
  chosen = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The visitor's choice, or `initial` (the server's) until they make one. */
export function usePricingChoice(initial: PricingChoice): PricingChoice {
  return (
    useSyncExternalStore(
      subscribe,
      () => chosen,
      () => null,
    ) ?? initial
  );
}

/** The ids that tie the tabs to the panel (the page has one pricing guide). */
export const pricingIds = {
  panel: 'pricing-panel',
  tab: (type: string) => `pricing-tab-${type}`,
};
