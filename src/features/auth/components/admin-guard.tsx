'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { AdminLoading } from '@/components/layout/admin-loading';
import { useAuth } from './auth-provider';

/**
 * The client half of the admin guard: 'Loading...' while the
 * auth state loads; without an admin, off to /auth (replacing the history
 * entry) and nothing rendered. The server has already checked the same before
 * sending the page; this catches a session that ends while the page is open.
 */
export function AdminGuard({ children }: { children: React.ReactNode }) {
  const { loading, user, isAdmin, signingOut } = useAuth();
  const router = useRouter();
  const allowed = Boolean(user) && isAdmin;

  useEffect(() => {
    // a deliberate sign-out goes where its button says (the site root)
    if (!loading && !allowed && !signingOut) router.replace('/auth');
  }, [loading, allowed, signingOut, router]);

  if (loading) return <AdminLoading fullScreen />;
  if (!allowed && !signingOut) return null;
  return children;
}
