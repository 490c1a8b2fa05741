'use client';

import { lazy, useEffect, useRef } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { browserLog } from '@/lib/browser-log';
import type { Chunk } from '@/lib/chunk-on-cue';
import { IslandReached } from '@/lib/island-reached';
import { hearReaches, REACH_AREA_ATTRIBUTE } from '@/lib/reach';

const log = browserLog('island');

// An island: a client component the server renders into the page's HTML in line, as part of the
// page, whose code the browser fetches only when the visitor reaches into it (a pointer over it, a
// touch, focus) or into the area marked around it (REACH_AREA_ATTRIBUTE). Until then it works as
// the server drew it: links lead, forms post.
//
// A lazy part of the page's own React tree would need a Suspense boundary, and React's server
// sends a finished boundary of more than 500 bytes after the end of a long page, hidden until a
// script moves it into place: a browser without JavaScript would never show it (ADR 036 draws
// such parts twice for that). An island has no boundary. In the browser the page's tree holds it
// as an element whose inner HTML React leaves as the server drew it, and the island's code, once
// fetched, hydrates that markup as a root of its own (ADR 039). Where the page was rendered in the
// browser (a client navigation) there is no markup: the code is fetched at once and renders there.

const ISLAND_ATTRIBUTE = 'data-island';
/** Set on the island's element once its code runs: tests tell it from the server's HTML. */
const ISLAND_LIVE_ATTRIBUTE = 'data-island-live';

// a leaf's inner HTML is never compared with the markup at hydration, nor set while it is unchanged
const LEFT_AS_DRAWN = { __html: '' };

type Mounted<P> = { render: (props: P) => void; unmount: () => void };

function Live({ host }: { host: HTMLElement }) {
  useEffect(() => host.setAttribute(ISLAND_LIVE_ATTRIBUTE, ''), [host]);
  return null;
}

function mountIsland<P extends object>(
  element: HTMLElement,
  Part: React.ComponentType<P>,
  props: P,
  { name, drawn, reached }: { name: string; drawn: boolean; reached: boolean },
): Mounted<P> {
  const tree = (next: P) => (
    <IslandReached value={reached}>
      <Part {...next} />
      <Live host={element} />
    </IslandReached>
  );
  const onRecoverableError = (error: unknown) => log.warn(`the ${name} was drawn again`, error);
  const root = drawn
    ? hydrateRoot(element, tree(props), { onRecoverableError })
    : createRoot(element, { onRecoverableError });
  if (!drawn) root.render(tree(props));
  return { render: (next) => root.render(tree(next)), unmount: () => root.unmount() };
}

function useIslandRoot<M, P extends object>(
  ref: React.RefObject<HTMLDivElement | null>,
  props: P,
  {
    name,
    chunk,
    pick,
  }: { name: string; chunk: Chunk<M>; pick: (chunk: M) => React.ComponentType<P> },
) {
  const mounted = useRef<Mounted<P> | null>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
    mounted.current?.render(props);
  }, [props]);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let gone = false;
    const area = element.closest(`[${REACH_AREA_ATTRIBUTE}]`) ?? element;
    // no markup to wait in, or the visitor already in its area (focus came before the script)
    const drawn = element.hasChildNodes();
    // this island's own area reached, not only another island of its chunk
    let reached = drawn && area.contains(document.activeElement);
    const now = !drawn || reached;
    const stopHearing = now
      ? undefined
      : hearReaches((target) => {
          if (!area.contains(target)) return;
          reached = true;
          chunk.wake();
        });
    if (now) chunk.wake();
    // an island rendered in the browser has nothing to show without its code: the page is
    // loaded again from the server, which draws it working without script
    if (!drawn) void chunk.givenUp.then(() => gone || window.location.reload());
    void chunk.wanted().then((m) => {
      stopHearing?.();
      if (!gone)
        mounted.current = mountIsland(element, pick(m), latest.current, {
          name,
          drawn,
          reached,
        });
    });
    return () => {
      gone = true;
      stopHearing?.();
      const leaving = mounted.current;
      mounted.current = null;
      // a root cannot be unmounted while the page's own tree is committing
      if (leaving) setTimeout(leaving.unmount, 0);
    };
  }, [ref, name, chunk, pick]);
}

/**
 * The island `name`: the component `pick` takes from `chunk` (chunkOnCue). Its props are what a
 * server component can pass to a client one; `className` is its element's, which holds it in
 * the page's layout. Islands of one chunk wake together: the chunk is fetched once, and a reach
 * into any of them brings them all to life.
 */
export function island<M, P extends object>(
  name: string,
  chunk: Chunk<M>,
  pick: (chunk: M) => React.ComponentType<P>,
  { className }: { className?: string } = {},
) {
  // rendered by the server only, where the chunk is at hand
  const OnServer = lazy(() => chunk.wanted().then((m) => ({ default: pick(m) })));
  const marks = { [ISLAND_ATTRIBUTE]: name, className };

  return function Island(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    useIslandRoot(ref, props, { name, chunk, pick });
    if (typeof window === 'undefined')
      return (
        <div {...marks}>
          <OnServer {...props} />
        </div>
      );
    return (
      <div {...marks} ref={ref} suppressHydrationWarning dangerouslySetInnerHTML={LEFT_AS_DRAWN} />
    );
  };
}
