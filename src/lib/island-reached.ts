'use client';

import { createContext, useContext } from 'react';

// An island's code runs once the visitor has reached into it (ADR 039): the pointer or the focus
// that woke it came before its parts had handlers to hear it. A part that fetches something on a
// reach (a form's rules) reads this and fetches it as it hydrates in such an island instead.

export const IslandReached = createContext(false);

/**
 * Whether the component hydrated in an island the visitor reached into, not in another island
 * of the same chunk woken with it.
 */
export const useIslandReached = () => useContext(IslandReached);
