import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { getServerSession, isAdminSession } from '@/server/auth';
import { getSiteSettings } from '@/features/settings/queries';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthShell } from './_components/auth-shell';

export const metadata: Metadata = {
  title: 'Sign in',
  description: 'Sign in to your account or create one.',
  robots: { index: false, follow: false },
};

export default async function AuthPage() {
  await connection();
  const session = await getServerSession();
  // a signed-in visitor has nothing to do here
  if (session) redirect(isAdminSession(session) ? '/admin' : '/');
  const settings = await getSiteSettings();
  return (
    <AuthShell
      brand={settings.ownerName || settings.siteTitle}
      title="Welcome"
      intro="Sign in to your account, or create one with your email address."
    >
      <AuthProvider initialSession={null}>
        <AuthCard />
      </AuthProvider>
    </AuthShell>
  );
}
