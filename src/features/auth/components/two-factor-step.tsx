'use client';

import { useId, useState } from 'react';
import { toast } from '@/components/ui/toast-outlet';
import { SIGN_IN_SUCCESS } from '../messages';
import { useAuth } from './auth-provider';
import { BackButton, SubmitButton, failToast } from './auth-parts';
import { Field, inputClass } from './field';

/** The code step of a two-factor sign-in: an authenticator code, or one of the backup codes. */
export function TwoFactorStep({
  onDone,
  onBack,
}: {
  onDone: (isAdmin: boolean) => void;
  onBack: () => void;
}) {
  const { verifyTwoFactor } = useAuth();
  const id = useId();
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const value = code.trim();
    if (!value) {
      return void toast.error('Missing fields', {
        description: backup
          ? 'Please enter one of your backup codes.'
          : 'Please enter the code from your authenticator app.',
      });
    }
    setPending(true);
    const result = await verifyTwoFactor(value, { backup, trustDevice });
    if (!result.ok) {
      setPending(false);
      return failToast('Sign in failed', result);
    }
    toast.success(SIGN_IN_SUCCESS.title, { description: SIGN_IN_SUCCESS.description });
    onDone(result.isAdmin);
  };

  return (
    <div>
      <BackButton onClick={onBack}>Back to sign in</BackButton>
      <h2 className="mt-6 font-display text-3xl leading-tight text-ink">Two-factor verification</h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">
        {backup
          ? 'Enter one of the backup codes you saved when you turned on two-factor sign-in. Each code works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for this site.'}
      </p>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-6 space-y-5"
        aria-label="Two-factor verification"
      >
        <Field id={`${id}-code`} label={backup ? 'Backup code' : 'Authentication code'}>
          <input
            id={`${id}-code`}
            name="code"
            autoFocus
            autoComplete="one-time-code"
            inputMode={backup ? 'text' : 'numeric'}
            pattern={backup ? undefined : '[0-9]*'}
            maxLength={backup ? 32 : 6}
            placeholder={backup ? 'xxxxx-xxxxx' : '123456'}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            className={`${inputClass} font-mono tracking-[0.3em]`}
          />
        </Field>
        <label className="flex items-center gap-2.5 text-sm text-ink-soft">
          <input
            type="checkbox"
            checked={trustDevice}
            onChange={(e) => setTrustDevice(e.target.checked)}
            className="size-4 rounded border-line accent-ink"
          />
          Trust this device for 30 days
        </label>
        <SubmitButton pending={pending} busy="Verifying...">
          Verify
        </SubmitButton>
      </form>
      <button
        type="button"
        onClick={() => {
          setBackup((v) => !v);
          setCode('');
        }}
        className="mt-5 text-sm font-medium text-muted underline-offset-4 transition-colors hover:text-ink hover:underline"
      >
        {backup ? 'Use your authenticator app instead' : 'Use a backup code instead'}
      </button>
    </div>
  );
}
