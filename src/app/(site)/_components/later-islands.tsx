'use client';

import { chunkOnCue } from '@/lib/chunk-on-cue';
import { island } from '@/lib/island';

// The interactive parts of the landing page's later sections (the films, the pricing guide, the
// two forms) are islands (ADR 039): the server renders them into the page's HTML in line with
// the rest, and each one's chunk is fetched only when the visitor reaches into it or into the
// area marked around it (reach-mark.ts): a pointer over it, a touch, focus. Until then each works
// as the server drew it, with or without script: a film is a link to it on YouTube, the guide's
// choices are links (pricing-links.tsx), a form posts (ADR 036) and keeps what was typed into it
// (typed-early.ts).

const films = chunkOnCue(() => import('./later-films'));
const pricing = chunkOnCue(() => import('./later-pricing'));
const forms = chunkOnCue(() => import('./later-forms'));

export const VideoFacade = island('film', films, (parts) => parts.VideoFacade);
// the tabs' element is the links' peer: the links hide once the tabs show (pricing-links.tsx)
export const PricingControls = island(
  'pricing-controls',
  pricing,
  (parts) => parts.PricingControls,
  {
    className: 'peer',
  },
);
export const PricingFigures = island('pricing-figures', pricing, (parts) => parts.PricingFigures);
export const QuickConsultationForm = island(
  'quick-consultation',
  forms,
  (parts) => parts.QuickConsultationForm,
);
export const ContactForm = island('contact', forms, (parts) => parts.ContactForm);
