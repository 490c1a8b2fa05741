'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { browserLog } from '@/lib/browser-log';

const log = browserLog('not-found');

/** Records the address a visitor tried, for the owner's browser console and error tooling. */
export function NotFoundLogger() {
  const pathname = usePathname();
  useEffect(() => {
    log.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return null;
}
