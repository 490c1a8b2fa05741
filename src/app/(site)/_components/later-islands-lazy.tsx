'use client';

import { Suspense, lazy, useEffect } from 'react';
import { browserLog } from '@/lib/browser-log';
import { loadOnce } from '@/lib/load-once';

// The interactive parts of the landing page's later sections (the pricing guide's controls,
// the film facades, the two forms) are in a chunk of their own rather than in the page's first
// scripts. The server renders them into the page's HTML like the rest; in the browser each
// waits, its server HTML shown as it is, until the visitor comes near the sections
// (IslandsAhead), then the chunk is fetched and they hydrate.

type Islands = typeof import('./later-islands');

let wake: () => void = () => {};
const woken = new Promise<void>((resolve) => (wake = resolve));

/** The visitor is near the later sections: their parts load and hydrate. */
export function wakeLaterIslands(): void {
  wake();
}

/** Fetches the later sections' interactive parts once; a failed fetch is tried again next time. */
export const loadLaterIslands: () => Promise<Islands> = loadOnce(() => import('./later-islands'));

// a fetch that fails (offline, a release that replaced the files) is tried again after these
const RETRY_MS = [3_000, 10_000, 30_000];
const log = browserLog('later-sections');

/**
 * The parts once the visitor is near; on the server at once, as they are rendered into the HTML.
 * A part whose chunk cannot be fetched after the retries stays as the server drew it.
 */
async function whenWanted(): Promise<Islands> {
  if (typeof window === 'undefined') return loadLaterIslands();
  await woken;
  for (let attempt = 0; ; attempt++) {
    try {
      return await loadLaterIslands();
    } catch (error) {
      const wait = RETRY_MS[attempt];
      if (wait === undefined) {
        log.error('the interactive parts could not be loaded', error);
        return new Promise<never>(() => {});
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

// A client reference must be a component itself (React does not resolve a lazy component to
// another), so each stand-in renders its lazy part. Its own Suspense boundary keeps a part that
// has not woken from holding back the hydration of the rest of the page.
//
// React's server sends a finished boundary of more than 500 bytes after the end of a page this
// long, for its script to move into place: a browser without JavaScript never shows it. A part
// such a browser needs (a form it can send) is drawn a second time as the boundary's fallback,
// inside <noscript>: shown in place only where scripts do not run, inert text where they do, and
// never rendered by the browser's React (a boundary it hydrates keeps the server's content).
function island<P extends object>(
  pick: (islands: Islands) => React.ComponentType<P>,
  { withoutScript = false } = {},
) {
  const Part = lazy(() => whenWanted().then((islands) => ({ default: pick(islands) })));
  return function Island(props: P) {
    return (
      <Suspense
        fallback={
          withoutScript ? (
            <noscript>
              <Part {...props} />
            </noscript>
          ) : undefined
        }
      >
        <Part {...props} />
        <Awake />
      </Suspense>
    );
  };
}

/** Marks the document once the parts are live (tests can tell them from the server's HTML). */
function Awake() {
  useEffect(() => {
    document.documentElement.dataset.laterIslands = 'awake';
  }, []);
  return null;
}

export const PricingControls = island((islands) => islands.PricingControls);
export const VideoFacade = island((islands) => islands.VideoFacade);
export const QuickConsultationForm = island((islands) => islands.QuickConsultationForm, {
  withoutScript: true,
});
export const ContactForm = island((islands) => islands.ContactForm, { withoutScript: true });
