import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * False in the server's HTML and the render that hydrates it, true from then on: for markup that
 * differs once script runs (the FAQ's buttons in place of `<details>`, the pricing tabs in place
 * of their links) without a mismatch at hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
