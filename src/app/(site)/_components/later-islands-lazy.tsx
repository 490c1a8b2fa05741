'use client';

import { lazy } from 'react';
import { loadOnce } from '@/lib/load-once';

// The later sections are rendered on the server when the visitor comes near them
// (later-sections.tsx, ADR 014); their interactive parts (the pricing guide, the film facades,
// the two forms) are in a chunk of their own, fetched alongside, rather than in the landing
// page's first scripts. The sections render these stand-ins, which the browser resolves from
// that chunk.

type Islands = typeof import('./later-islands');

/** Fetches the later sections' interactive parts once; a failed fetch is tried again next time. */
export const loadLaterIslands: () => Promise<Islands> = loadOnce(() => import('./later-islands'));

// A client reference must be a component itself (React does not resolve a lazy component to
// another), so each stand-in renders its lazy part.
function island<P extends object>(pick: (islands: Islands) => React.ComponentType<P>) {
  const Part = lazy(() => loadLaterIslands().then((islands) => ({ default: pick(islands) })));
  return function Island(props: P) {
    return <Part {...props} />;
  };
}

export const PricingGuide = island((islands) => islands.PricingGuide);
export const VideoFacade = island((islands) => islands.VideoFacade);
export const QuickConsultationForm = island((islands) => islands.QuickConsultationForm);
export const ContactForm = island((islands) => islands.ContactForm);
