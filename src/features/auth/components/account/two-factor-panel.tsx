'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useFormFields } from '@/components/admin';
import { toast } from '@/components/ui/toast-outlet';
import { authClient } from '../../client';
import { CONNECTION_ERROR, describeAuthError } from '../../messages';
import { BackupCodes } from './backup-codes';
import { TwoFactorPasswordStep } from './two-factor-password-step';
import { TwoFactorScanStep } from './two-factor-scan-step';
import { qrFor, secretOf } from './two-factor-setup';
import { TwoFactorStatus, type PasswordPurpose } from './two-factor-status';
import { noticeToast } from '../notice-toast';

type Step =
  | { name: 'idle' }
  | { name: 'password'; purpose: PasswordPurpose }
  | { name: 'scan'; qr: string; secret: string; backupCodes: string[] }
  | { name: 'codes'; backupCodes: string[]; fresh: boolean };

const EMPTY = { password: '', code: '' };

/** Turn two-factor sign-in on (QR code or secret, then a code, then backup codes) or off. */
export function TwoFactorPanel({ enabled }: { enabled: boolean }) {
  const router = useRouter();
  const id = useId();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const { form, set, setForm, bind } = useFormFields(EMPTY);
  const [visible, setVisible] = useState(false);
  const [pending, setPending] = useState(false);

  const reset = () => {
    setStep({ name: 'idle' });
    setForm(EMPTY);
  };

  const call = async <T,>(run: () => Promise<T>): Promise<T | null> => {
    setPending(true);
    try {
      return await run();
    } catch {
      noticeToast(CONNECTION_ERROR);
      return null;
    } finally {
      setPending(false);
    }
  };

  const onPassword = async (event: React.FormEvent, purpose: PasswordPurpose) => {
    event.preventDefault();
    if (pending) return;
    const { password } = form;
    if (!password)
      return void toast.error('Missing fields', { description: 'Please enter your password.' });
    if (purpose === 'enable') {
      const answer = await call(() => authClient.twoFactor.enable({ password }));
      if (!answer) return;
      if (answer.error)
        return void toast.error('Two-factor not turned on', {
          description: describeAuthError(answer.error),
        });
      set('password', '');
      const uri = answer.data.totpURI;
      setStep({
        name: 'scan',
        qr: await qrFor(uri),
        secret: secretOf(uri),
        backupCodes: answer.data.backupCodes,
      });
    } else if (purpose === 'disable') {
      const answer = await call(() => authClient.twoFactor.disable({ password }));
      if (!answer) return;
      if (answer.error)
        return void toast.error('Two-factor still on', {
          description: describeAuthError(answer.error),
        });
      reset();
      toast.success('Two-factor sign-in turned off', {
        description:
          'Your password alone now signs you in. Your other devices have been signed out.',
      });
      router.refresh();
    } else {
      const answer = await call(() => authClient.twoFactor.generateBackupCodes({ password }));
      if (!answer) return;
      if (answer.error)
        return void toast.error('No new codes', { description: describeAuthError(answer.error) });
      set('password', '');
      setStep({ name: 'codes', backupCodes: answer.data.backupCodes, fresh: false });
    }
  };

  const onVerify = async (event: React.FormEvent, backupCodes: string[]) => {
    event.preventDefault();
    if (pending) return;
    const value = form.code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(value))
      return void toast.error('Invalid code', {
        description: 'Please enter the 6-digit code from your authenticator app.',
      });
    const answer = await call(() => authClient.twoFactor.verifyTotp({ code: value }));
    if (!answer) return;
    if (answer.error)
      return void toast.error('Two-factor not turned on', {
        description: describeAuthError(answer.error),
      });
    set('code', '');
    toast.success('Two-factor sign-in is on', {
      description: 'You will be asked for a code when you sign in.',
    });
    setStep({ name: 'codes', backupCodes, fresh: true });
  };

  switch (step.name) {
    case 'codes':
      return (
        <BackupCodes
          codes={step.backupCodes}
          fresh={step.fresh}
          onDone={() => {
            reset();
            router.refresh();
          }}
        />
      );
    case 'scan':
      return (
        <TwoFactorScanStep
          qr={step.qr}
          secret={step.secret}
          code={bind('code', `${id}-code`)}
          pending={pending}
          onSubmit={(e) => onVerify(e, step.backupCodes)}
          onCancel={reset}
        />
      );
    case 'password':
      return (
        <TwoFactorPasswordStep
          purpose={step.purpose}
          password={bind('password', `${id}-password`)}
          visible={visible}
          onToggleVisible={() => setVisible((v) => !v)}
          pending={pending}
          onSubmit={(e) => onPassword(e, step.purpose)}
          onCancel={reset}
        />
      );
    default:
      return (
        <TwoFactorStatus
          enabled={enabled}
          onChoose={(purpose) => setStep({ name: 'password', purpose })}
        />
      );
  }
}
