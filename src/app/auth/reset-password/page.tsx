import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getSiteSettings } from '@/features/settings/queries';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { AuthShell } from '../_components/auth-shell';

export const metadata: Metadata = {
  title: 'Choose a new password',
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<{ token?: string | string[]; error?: string | string[] }> };

/** Where the reset e-mail's link lands (through /api/auth/reset-password/<token>, which checks the token). */
export default async function ResetPasswordPage({ searchParams }: Props) {
  await connection();
  const { token, error } = await searchParams;
  const settings = await getSiteSettings();
  const valid = typeof token === 'string' && token.length > 0 && !error ? token : null;
  return (
    <AuthShell
      brand={settings.ownerName || settings.siteTitle}
      title="New password"
      intro="Choose the password you will sign in with from now on."
    >
      <ResetPasswordForm token={valid} />
    </AuthShell>
  );
}
