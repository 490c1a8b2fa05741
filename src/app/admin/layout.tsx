import type { Metadata } from 'next';
import { connection } from 'next/server';
import { requireAdminPage } from '@/server/auth/guard';
import { getSiteSettings } from '@/features/settings/queries';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { AdminGuard } from '@/features/auth/components/admin-guard';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import type { ClientSession } from '@/features/auth/client';
import { AdminShell } from '@/components/layout/admin-shell';
import '../globals.css';

export const metadata: Metadata = {
  title: { default: 'Admin', template: '%s · Admin' },
  robots: { index: false, follow: false },
};

/**
 * The back office frame. The server lets only an admin through (visitors and
 * other accounts are sent to /auth); each page checks again where it reads data,
 * including whether a required two-factor sign-in is on (the frame also holds
 * the account page where it is turned on, so it does not ask).
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await connection();
  const session = await requireAdminPage({ allowWithoutTwoFactor: true });
  const settings = await getSiteSettings();
  return (
    <AuthProvider initialSession={session as unknown as ClientSession}>
      <AdminGuard>
        <AdminShell
          brand={settings.ownerName || settings.siteTitle}
          email={session.user.email}
          actions={<SignOutButton />}
        >
          {children}
        </AdminShell>
      </AdminGuard>
    </AuthProvider>
  );
}
