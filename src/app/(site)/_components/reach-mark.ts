// The mark a landing section puts around a part that loads when the visitor reaches for it
// (a plain module: the server's sections and the browser's PartsReached both read it).

/** The parts that come with a reach, each a chunk of its own (later-islands-lazy.tsx). */
export type ReachedPart = 'films' | 'forms' | 'pricing';

export const REACH_ATTRIBUTE = 'data-reach';

/** Spread on the element around the part: a pointer, touch or focus inside it wakes the part. */
export const reachMark = (part: ReachedPart) => ({ [REACH_ATTRIBUTE]: part });
