import type { Metadata } from 'next';
import { connection } from 'next/server';
import { env } from '@/env';
import { needsTwoFactorSetup, requireAdminPage } from '@/server/auth/guard';
import { listAccountSessions } from '@/features/auth/queries';
import { Panel } from '@/features/auth/components/account/panel';
import { EmailForm } from '@/features/auth/components/account/email-form';
import { PasswordForm } from '@/features/auth/components/account/password-form';
import { TwoFactorPanel } from '@/features/auth/components/account/two-factor-panel';
import { SessionsList } from '@/features/auth/components/account/sessions-list';
import { TwoFactorRequired } from '@/features/auth/components/account/two-factor-required';

export const metadata: Metadata = { title: 'Your Account' };

export default async function AccountPage() {
  await connection();
  // the one admin page open before a required two-factor sign-in is on: it is set up here
  const owner = await requireAdminPage({ allowWithoutTwoFactor: true });
  const setupPending = needsTwoFactorSetup(owner);
  const sessions = await listAccountSessions(owner);
  const twoFactorEnabled = Boolean(
    (owner.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled,
  );
  return (
    <div>
      <div className="mb-8">
        <h1 className="font-display text-4xl leading-tight text-ink">Your Account</h1>
        <p className="mt-1.5 text-sm text-muted">
          Sign-in details, two-factor sign-in and the devices you are signed in on.
        </p>
      </div>
      {setupPending ? <TwoFactorRequired /> : null}
      <Panel
        title="Email address"
        description="Where sign-in links and password resets are sent. A new address is used once you confirm it."
      >
        <EmailForm email={owner.user.email} />
      </Panel>
      <Panel
        title="Password"
        description="Use at least 6 characters; a long phrase is stronger than a short word with symbols."
      >
        <PasswordForm />
      </Panel>
      <Panel
        title="Two-factor sign-in"
        description={`A code from an authenticator app on your phone, asked for after your password. ${
          env().REQUIRE_ADMIN_2FA
            ? 'Required for every administrator of this site.'
            : "Strongly recommended for the owner's account."
        }`}
      >
        <TwoFactorPanel enabled={twoFactorEnabled} />
      </Panel>
      <Panel
        title="Active sessions"
        description="Every browser signed in to your account. Sign out any you do not recognise."
      >
        <SessionsList sessions={sessions} locked={setupPending} />
      </Panel>
    </div>
  );
}
