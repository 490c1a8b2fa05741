'use client';

import { Suspense, lazy, useEffect } from 'react';
import { chunkOnCue } from '@/lib/chunk-on-cue';
import type { ReachedPart } from './reach-mark';

// The interactive parts of the landing page's later sections (the films, the pricing guide, the
// two forms) are in chunks of their own rather than in the page's first scripts. The server
// renders them into the page's HTML like the rest; in the browser each waits, its server HTML
// shown as it is, until the visitor reaches for it (PartsReached): a pointer over it, a touch,
// focus. Until then each works as the server drew it: a film is a link to it on YouTube, the
// guide's choices are links (pricing-links.tsx), a form posts without script (ADR 036) and keeps
// what was typed into it (typed-early.ts). Then its chunk is fetched and it hydrates (ADR 037).

const reached = {
  films: chunkOnCue(() => import('./later-films')),
  forms: chunkOnCue(() => import('./later-forms')),
  pricing: chunkOnCue(() => import('./later-pricing')),
};

/** The visitor reaches for a part of the later sections: it loads and hydrates. */
export const wakeReachedPart = (part: ReachedPart) => reached[part].wake();

// A client reference must be a component itself (React does not resolve a lazy component to
// another), so each stand-in renders its lazy part. Its own Suspense boundary keeps a part that
// has not woken from holding back the hydration of the rest of the page.
//
// React's server sends a finished boundary of more than 500 bytes after the end of a page this
// long, for its script to move into place: a browser without JavaScript never shows it. A part
// such a browser needs (a form it can send) is drawn a second time as the boundary's fallback,
// inside <noscript>: shown in place only where scripts do not run, inert text where they do, and
// never rendered by the browser's React (a boundary it hydrates keeps the server's content).
function island<M, P extends object>(
  chunk: { wanted: () => Promise<M> },
  pick: (parts: M) => React.ComponentType<P>,
  { awake, withoutScript = false }: { awake: ReachedPart; withoutScript?: boolean },
) {
  const Part = lazy(() => chunk.wanted().then((parts) => ({ default: pick(parts) })));
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
        <Awake name={awake} />
      </Suspense>
    );
  };
}

/**
 * Marks the document once a chunk's parts are live (`data-later-forms="awake"`): tests can tell
 * them from the server's HTML.
 */
function Awake({ name }: { name: ReachedPart }) {
  useEffect(() => {
    document.documentElement.setAttribute(`data-later-${name}`, 'awake');
  }, [name]);
  return null;
}

export const VideoFacade = island(reached.films, (parts) => parts.VideoFacade, {
  awake: 'films',
});
export const PricingControls = island(reached.pricing, (parts) => parts.PricingControls, {
  awake: 'pricing',
});
// the figures are read without script too
export const PricingFigures = island(reached.pricing, (parts) => parts.PricingFigures, {
  awake: 'pricing',
  withoutScript: true,
});
const FORMS = { awake: 'forms', withoutScript: true } as const;
export const QuickConsultationForm = island(
  reached.forms,
  (parts) => parts.QuickConsultationForm,
  FORMS,
);
export const ContactForm = island(reached.forms, (parts) => parts.ContactForm, FORMS);
