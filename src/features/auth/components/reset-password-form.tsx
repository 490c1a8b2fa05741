'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { toast } from '@/components/ui/toast-outlet';
import { authClient } from '../client';
import { CONNECTION_ERROR, describeAuthError } from '../messages';
import { validateNewPassword } from '../validation';
import { SubmitButton } from './auth-parts';
import { Field } from './field';
import { PasswordInput } from './password-input';
import { noticeToast } from './notice-toast';

/** Sets a new password with the single-use token from the reset e-mail. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const router = useRouter();
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [visible, setVisible] = useState(false);
  const [pending, setPending] = useState(false);

  if (!token) {
    return (
      <div
        role="alert"
        className="rounded-lg border border-line bg-sand/60 p-5 text-sm leading-relaxed text-ink-soft"
      >
        <p className="font-medium text-ink">
          This reset link has expired or has already been used.
        </p>
        <p className="mt-1.5">
          Reset links work once, for one hour. Ask for a new one from the sign-in page.
        </p>
        <a
          href="/auth"
          className="mt-4 inline-block font-medium text-ink underline decoration-accent underline-offset-4"
        >
          Go to sign in
        </a>
      </div>
    );
  }

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const problem = validateNewPassword(password, confirm);
    if (problem) return void noticeToast(problem);
    setPending(true);
    try {
      const { error } = await authClient.resetPassword({ newPassword: password, token });
      if (error) {
        setPending(false);
        const expired = error.code === 'INVALID_TOKEN';
        return void toast.error('Reset failed', {
          description: expired
            ? 'This reset link has expired or has already been used. Please ask for a new one.'
            : describeAuthError(error),
        });
      }
      toast.success('Password updated', {
        description: 'You can now sign in with your new password.',
      });
      router.replace('/auth');
    } catch {
      setPending(false);
      noticeToast(CONNECTION_ERROR);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Choose a new password">
      <Field
        id={`${id}-new`}
        label="New password"
        hint="At least 6 characters. Other devices signed in to your account will be signed out."
      >
        <PasswordInput
          id={`${id}-new`}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          visible={visible}
          onToggleVisible={() => setVisible((v) => !v)}
        />
      </Field>
      <Field id={`${id}-confirm`} label="Repeat new password">
        <PasswordInput
          id={`${id}-confirm`}
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          visible={visible}
          onToggleVisible={() => setVisible((v) => !v)}
        />
      </Field>
      <SubmitButton pending={pending} busy="Saving...">
        Set new password
      </SubmitButton>
    </form>
  );
}
