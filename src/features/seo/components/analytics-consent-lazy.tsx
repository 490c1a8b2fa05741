'use client';

import { useEffect, useState } from 'react';
import { browserLog } from '@/lib/browser-log';

const log = browserLog('analytics');

type Banner = typeof import('./analytics-consent').AnalyticsConsent;

/**
 * The consent banner and the tag loader, fetched after hydration and only on a site whose owner
 * has set a measurement id: imported directly, a client module ships in the layout's scripts of
 * every page whether or not it renders. The banner waits for the browser anyway (the visitor's
 * answer lives there). Should the fetch fail, the page goes on without it, and so without
 * Google's tag, as for a visitor who has not answered.
 */
export function LazyAnalyticsConsent({ id }: { id: string }) {
  const [Banner, setBanner] = useState<Banner | null>(null);
  useEffect(() => {
    import('./analytics-consent').then(
      (module) => setBanner(() => module.AnalyticsConsent),
      (error: unknown) => log.error('the consent banner could not be loaded:', error),
    );
  }, []);
  return Banner ? <Banner id={id} /> : null;
}
