// The mark a landing section puts around an island (later-islands.tsx) whose reach wakes it: a
// film's frame, the pricing guide with its links, a form's column (a plain module: the server's
// sections read it).
import { REACH_AREA_ATTRIBUTE } from '@/lib/reach';

/** The areas marked, named for what they hold. */
export type ReachArea = 'films' | 'forms' | 'pricing';

/** Spread on the element around the island: a pointer, touch or focus inside it wakes it. */
export const reachMark = (area: ReachArea) => ({ [REACH_AREA_ATTRIBUTE]: area });
