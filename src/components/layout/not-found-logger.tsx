'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Records the address a visitor tried, for the owner's browser console and error tooling. */
export function NotFoundLogger() {
  const pathname = usePathname();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return null;
}
