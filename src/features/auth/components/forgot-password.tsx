'use client';

import { useId, useState } from 'react';
import { toast } from '@/components/ui/toast-outlet';
import { authClient } from '../client';
import { CONNECTION_ERROR, describeAuthError } from '../messages';
import { isEmailAddress } from '../validation';
import { BackButton, EmailField, SentNotice, SubmitButton } from './auth-parts';
import { noticeToast } from './notice-toast';

/** 'Forgot password?': asks for a reset link by e-mail. */
export function ForgotPassword({
  initialEmail,
  onBack,
}: {
  initialEmail: string;
  onBack: () => void;
}) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!email)
      return void toast.error('Missing fields', {
        description: 'Please enter your email address.',
      });
    if (!isEmailAddress(email))
      return void toast.error('Invalid email', {
        description: 'Please enter a valid email address.',
      });
    setPending(true);
    try {
      const { error } = await authClient.requestPasswordReset({
        email,
        redirectTo: '/auth/reset-password',
      });
      if (error) return void toast.error('Reset failed', { description: describeAuthError(error) });
      setSentTo(email);
      toast.success('Check your email', {
        description: 'If an account uses this address, a reset link is on its way.',
      });
    } catch {
      noticeToast(CONNECTION_ERROR);
    } finally {
      setPending(false);
    }
  };

  return (
    <div>
      <BackButton onClick={onBack}>Back to sign in</BackButton>
      <h2 className="mt-6 font-display text-3xl leading-tight text-ink">Reset your password</h2>
      {sentTo ? (
        <SentNotice className="mt-4">
          If an account uses <strong className="font-medium text-ink">{sentTo}</strong>, we have
          sent it a link to choose a new password. The link works once and expires in one hour.
        </SentNotice>
      ) : (
        <p className="mt-2 text-sm leading-relaxed text-muted">
          Enter the email address of your account and we will send you a link to choose a new
          password.
        </p>
      )}
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-6 space-y-5"
        aria-label="Reset your password"
      >
        <EmailField id={`${id}-email`} autoComplete="email" value={email} onChange={setEmail} />
        <SubmitButton pending={pending} busy="Sending...">
          {sentTo ? 'Send again' : 'Send reset link'}
        </SubmitButton>
      </form>
    </div>
  );
}
