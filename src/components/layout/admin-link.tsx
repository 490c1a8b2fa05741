'use client';

import { useEffect, useState } from 'react';

type Session = { user?: { role?: string | null } | null } | null;

const isAdmin = (role: unknown) =>
  typeof role === 'string' && role.split(',').some((r) => r.trim() === 'admin');

/**
 * 'Admin Dashboard': the server renders the visitor's target (/auth) so the page
 * stays cacheable; after load a signed-in admin's link becomes /admin
 * (PRODUCT.md "Per-visitor bits"). Any failure keeps /auth.
 */
export function AdminDashboardLink({ className }: { className?: string }) {
  const [href, setHref] = useState('/auth');
  useEffect(() => {
    const controller = new AbortController();
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
    return () => controller.abort();
  }, []);
  return (
    <a href={href} className={className}>
      Admin Dashboard
    </a>
  );
}
