'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import QRCode from 'qrcode';
import { toast } from '@/components/ui/toast-outlet';
import { Check, Copy, Download, ShieldCheck, ShieldOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { authClient } from '../../client';
import { CONNECTION_ERROR, describeAuthError } from '../../messages';
import { Field, Spinner, inputClass } from '../field';
import { PasswordInput } from '../password-input';

type Step =
  | { name: 'idle' }
  | { name: 'password'; purpose: 'enable' | 'disable' | 'codes' }
  | { name: 'scan'; qr: string; secret: string; backupCodes: string[] }
  | { name: 'codes'; backupCodes: string[]; fresh: boolean };

const PURPOSE_LABEL = { enable: 'Continue', disable: 'Turn off', codes: 'Show new codes' } as const;

/** The TOTP secret of an otpauth:// URI, in groups of four for typing. */
function secretOf(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

async function qrFor(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#0a0a0a', light: '#ffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function BackupCodes({
  codes,
  onDone,
  fresh,
}: {
  codes: string[];
  onDone: () => void;
  fresh: boolean;
}) {
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');
  return (
    <div className="space-y-4">
      <div>
        <p className="text-sm font-medium text-ink">
          {fresh ? 'Two-factor sign-in is on. Save your backup codes.' : 'Your new backup codes'}
        </p>
        <p className="mt-1 text-sm leading-relaxed text-muted">
          Each code signs you in once if your phone is not at hand. Keep them somewhere safe, such
          as a password manager; they will not be shown again
          {fresh ? '' : ', and your earlier codes no longer work'}.
        </p>
      </div>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-lg border border-line bg-sand/50 p-4 font-mono text-sm text-ink sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="tracking-wider">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="rounded-md"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(text);
              setCopied(true);
            } catch {
              toast.error('Could not copy', {
                description: 'Please select the codes and copy them by hand.',
              });
            }
          }}
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button type="button" variant="outline" size="sm" className="rounded-md" asChild>
          <a
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`}
            download="backup-codes.txt"
          >
            <Download aria-hidden />
            Download
          </a>
        </Button>
        <Button type="button" size="sm" className="ml-auto rounded-md" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}

/** Turn two-factor sign-in on (QR code or secret, then a code, then backup codes) or off. */
export function TwoFactorPanel({ enabled }: { enabled: boolean }) {
  const router = useRouter();
  const id = useId();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);

  const reset = () => {
    setStep({ name: 'idle' });
    setPassword('');
    setCode('');
  };

  const call = async <T,>(run: () => Promise<T>): Promise<T | null> => {
    setPending(true);
    try {
      return await run();
    } catch {
      toast.error(CONNECTION_ERROR.title, { description: CONNECTION_ERROR.description });
      return null;
    } finally {
      setPending(false);
    }
  };

  const onPassword = async (event: React.FormEvent, purpose: 'enable' | 'disable' | 'codes') => {
    event.preventDefault();
    if (pending) return;
    if (!password)
      return void toast.error('Missing fields', { description: 'Please enter your password.' });
    if (purpose === 'enable') {
      const answer = await call(() => authClient.twoFactor.enable({ password }));
      if (!answer) return;
      if (answer.error)
        return void toast.error('Two-factor not turned on', {
          description: describeAuthError(answer.error),
        });
      setPassword('');
      setStep({
        name: 'scan',
        qr: await qrFor(answer.data.totpURI),
        secret: secretOf(answer.data.totpURI),
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
      setPassword('');
      setStep({ name: 'codes', backupCodes: answer.data.backupCodes, fresh: false });
    }
  };

  const onVerify = async (event: React.FormEvent, backupCodes: string[]) => {
    event.preventDefault();
    if (pending) return;
    const value = code.replace(/\s+/g, '');
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
    setCode('');
    toast.success('Two-factor sign-in is on', {
      description: 'You will be asked for a code when you sign in.',
    });
    setStep({ name: 'codes', backupCodes, fresh: true });
  };

  if (step.name === 'codes') {
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
  }

  if (step.name === 'scan') {
    return (
      <form
        onSubmit={(e) => onVerify(e, step.backupCodes)}
        noValidate
        className="space-y-5"
        aria-label="Confirm two-factor sign-in"
      >
        <ol className="space-y-1 text-sm leading-relaxed text-ink-soft">
          <li>
            1. Scan this code with an authenticator app (1Password, Google Authenticator, Authy and
            the like).
          </li>
          <li>2. Enter the 6-digit code the app shows to finish.</li>
        </ol>
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          {/* eslint-disable-next-line @next/next/no-img-element -- a generated data: URL, nothing to optimise */}
          <img
            src={step.qr}
            alt="QR code for your authenticator app"
            width={176}
            height={176}
            className="size-44 shrink-0 rounded-lg border border-line bg-white p-2"
          />
          <div className="min-w-0 space-y-1.5">
            <p className="text-sm font-medium text-ink">Can&rsquo;t scan it?</p>
            <p className="text-sm text-muted">Type this key into the app instead:</p>
            <code
              data-testid="totp-secret"
              className="block rounded-md bg-sand px-3 py-2 font-mono text-sm tracking-wider break-all text-ink select-all"
            >
              {step.secret}
            </code>
          </div>
        </div>
        <Field id={`${id}-code`} label="Code from the app">
          <input
            id={`${id}-code`}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            placeholder="123456"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            className={`${inputClass} max-w-48 font-mono tracking-[0.3em]`}
          />
        </Field>
        <div className="flex gap-2">
          <Button type="submit" size="sm" className="rounded-md" disabled={pending}>
            {pending ? (
              <>
                <Spinner /> Verifying...
              </>
            ) : (
              'Verify and turn on'
            )}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="rounded-md"
            onClick={reset}
            disabled={pending}
          >
            Cancel
          </Button>
        </div>
      </form>
    );
  }

  if (step.name === 'password') {
    const { purpose } = step;
    return (
      <form
        onSubmit={(e) => onPassword(e, purpose)}
        noValidate
        className="space-y-5"
        aria-label="Password check"
      >
        <Field
          id={`${id}-password`}
          label="Confirm your password"
          hint={
            purpose === 'disable'
              ? 'For your safety, turning it off needs your password and signs out your other devices.'
              : 'For your safety, changes to two-factor sign-in need your password.'
          }
        >
          <PasswordInput
            id={`${id}-password`}
            autoComplete="current-password"
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            visible={visible}
            onToggleVisible={() => setVisible((v) => !v)}
          />
        </Field>
        <div className="flex gap-2">
          <Button
            type="submit"
            size="sm"
            variant={purpose === 'disable' ? 'destructive' : 'primary'}
            className="rounded-md"
            disabled={pending}
          >
            {pending ? (
              <>
                <Spinner /> Checking...
              </>
            ) : (
              PURPOSE_LABEL[purpose]
            )}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="rounded-md"
            onClick={reset}
            disabled={pending}
          >
            Cancel
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <span
          className={
            enabled
              ? 'flex size-9 shrink-0 items-center justify-center rounded-lg bg-success/10 text-success'
              : 'flex size-9 shrink-0 items-center justify-center rounded-lg bg-sand text-muted'
          }
        >
          {enabled ? (
            <ShieldCheck className="size-[18px]" aria-hidden />
          ) : (
            <ShieldOff className="size-[18px]" aria-hidden />
          )}
        </span>
        <div>
          <p className="text-sm font-medium text-ink">
            {enabled ? 'Two-factor sign-in is on' : 'Two-factor sign-in is off'}
          </p>
          <p className="mt-0.5 text-sm text-muted">
            {enabled
              ? 'Signing in asks for a code from your authenticator app.'
              : 'Your password alone signs you in.'}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        {enabled ? (
          <>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="rounded-md"
              onClick={() => setStep({ name: 'password', purpose: 'codes' })}
            >
              New backup codes
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="rounded-md"
              onClick={() => setStep({ name: 'password', purpose: 'disable' })}
            >
              Turn off
            </Button>
          </>
        ) : (
          <Button
            type="button"
            size="sm"
            className="rounded-md"
            onClick={() => setStep({ name: 'password', purpose: 'enable' })}
          >
            Turn on two-factor
          </Button>
        )}
      </div>
    </div>
  );
}
