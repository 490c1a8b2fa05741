'use client';

import { lazy, Suspense } from 'react';

// The banner and the tag loader are a chunk of their own, fetched only on a site whose owner has
// set a measurement id: imported directly, a client module ships in the layout's scripts of every
// page whether or not it renders.
const AnalyticsConsent = lazy(() =>
  import('./analytics-consent').then((module) => ({ default: module.AnalyticsConsent })),
);

export function LazyAnalyticsConsent({ id }: { id: string }) {
  return (
    <Suspense fallback={null}>
      <AnalyticsConsent id={id} />
    </Suspense>
  );
}
