'use client';

import { useEffect, useRef, useState } from 'react';

type Session = { user?: { role?: string | null } | null } | null;

const isAdmin = (role: unknown) =>
  typeof role === 'string' && role.split(',').some((r) => r.trim() === 'admin');

/**
 * 'Admin Dashboard': the server renders the visitor's target (/auth) so the page
 * stays cacheable; a signed-in admin's link becomes /admin, a per-visitor detail
 * settled in the browser. The session is asked for only when the link comes near the screen, so a
 * visitor who never scrolls to the footer costs the server no request. Any failure
 * keeps /auth, which sends a signed-in admin on to /admin anyway.
 */
export function AdminDashboardLink({ className }: { className?: string }) {
  const [href, setHref] = useState('/auth');
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const link = ref.current;
    if (!link) return;
    const controller = new AbortController();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        fetch('/api/auth/get-session', {
          credentials: 'same-origin',
          headers: { accept: 'application/json' },
          signal: controller.signal,
        })
          .then((res) => (res.ok ? (res.json() as Promise<Session>) : null))
          .then((session) => {
            if (isAdmin(session?.user?.role)) setHref('/admin');
          })
          .catch(() => {});
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(link);
    return () => {
      observer.disconnect();
      controller.abort();
    };
  }, []);
  return (
    <a ref={ref} href={href} className={className}>
      Admin Dashboard
    </a>
  );
}
