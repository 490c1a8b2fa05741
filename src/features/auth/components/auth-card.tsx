'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { Tabs } from 'radix-ui';
import { toast } from '@/components/ui/toast-outlet';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { authClient } from '../client';
import { CONNECTION_ERROR, SIGN_IN_SUCCESS, SIGN_UP_SUCCESS, describeAuthError } from '../messages';
import { isEmailAddress, validateCredentials } from '../validation';
import { useAuth, type AuthResult } from './auth-provider';
import { Field, Spinner, inputClass } from './field';
import { PasswordInput } from './password-input';

type Tab = 'signin' | 'signup';
type View = 'tabs' | 'two-factor' | 'forgot';

const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-muted transition-colors duration-200 hover:text-ink data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-[0_1px_2px_rgba(10,10,10,0.08),0_0_0_1px_rgba(10,10,10,0.04)]';

function failToast(title: string, result: Extract<AuthResult, { ok: false }>) {
  if (result.connection) {
    toast.error(CONNECTION_ERROR.title, { description: CONNECTION_ERROR.description });
    return;
  }
  toast.error(title, { description: describeAuthError(result.error) });
}

/** The sign-in / sign-up card of /auth. */
export function AuthCard() {
  const router = useRouter();
  const { signIn, signUp } = useAuth();
  const ids = useId();
  const [tab, setTab] = useState<Tab>('signin');
  const [view, setView] = useState<View>('tabs');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // one toggle for both tabs
  const [showPassword, setShowPassword] = useState(false);
  const [pending, setPending] = useState<Tab | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const goOn = (isAdmin: boolean) => {
    router.replace(isAdmin ? '/admin' : '/');
    router.refresh();
  };

  const onSignIn = async (event: React.FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const problem = validateCredentials(email, password);
    if (problem) return void toast.error(problem.title, { description: problem.description });
    setPending('signin');
    const result = await signIn(email, password);
    if (!result.ok) {
      setPending(null);
      return failToast('Sign in failed', result);
    }
    if (result.twoFactor) {
      setPending(null);
      setPassword('');
      setView('two-factor');
      return;
    }
    toast.success(SIGN_IN_SUCCESS.title, { description: SIGN_IN_SUCCESS.description });
    goOn(result.isAdmin);
  };

  const onSignUp = async (event: React.FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const problem = validateCredentials(email, password);
    if (problem) return void toast.error(problem.title, { description: problem.description });
    setPending('signup');
    const result = await signUp(email, password);
    setPending(null);
    if (!result.ok) return failToast('Sign up failed', result);
    toast.success(SIGN_UP_SUCCESS.title, { description: SIGN_UP_SUCCESS.description });
    setSentTo(email);
    setPassword('');
  };

  if (view === 'two-factor') {
    return (
      <TwoFactorStep
        onDone={goOn}
        onBack={() => {
          setView('tabs');
          setTab('signin');
        }}
      />
    );
  }
  if (view === 'forgot')
    return <ForgotPassword initialEmail={email} onBack={() => setView('tabs')} />;

  const emailId = `${ids}-email`;
  const passwordId = `${ids}-password`;

  return (
    <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)}>
      <Tabs.List
        aria-label="Sign in or create an account"
        className="flex gap-1 rounded-lg bg-sand p-1"
      >
        <Tabs.Trigger value="signin" className={tabClass}>
          Sign In
        </Tabs.Trigger>
        <Tabs.Trigger value="signup" className={tabClass}>
          Sign Up
        </Tabs.Trigger>
      </Tabs.List>

      <Tabs.Content value="signin" className="mt-7 focus-visible:outline-none">
        <form onSubmit={onSignIn} noValidate className="space-y-5" aria-label="Sign in">
          <Field id={`${emailId}-in`} label="Email">
            <input
              id={`${emailId}-in`}
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              placeholder="you@example.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className={inputClass}
            />
          </Field>
          <Field
            id={`${passwordId}-in`}
            label="Password"
            aside={
              <button
                type="button"
                onClick={() => setView('forgot')}
                className="text-xs font-medium text-muted underline-offset-4 transition-colors hover:text-ink hover:underline"
              >
                Forgot password?
              </button>
            }
          >
            <PasswordInput
              id={`${passwordId}-in`}
              name="password"
              autoComplete="current-password"
              placeholder="Your password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              visible={showPassword}
              onToggleVisible={() => setShowPassword((v) => !v)}
            />
          </Field>
          <Button type="submit" className="w-full rounded-lg" disabled={pending !== null}>
            {pending === 'signin' ? (
              <>
                <Spinner /> Signing In...
              </>
            ) : (
              'Sign In'
            )}
          </Button>
        </form>
      </Tabs.Content>

      <Tabs.Content value="signup" className="mt-7 focus-visible:outline-none">
        {sentTo ? (
          <div
            role="status"
            className="mb-6 flex gap-3 rounded-lg border border-line bg-sand/60 p-4 text-sm leading-relaxed text-ink-soft"
          >
            <MailCheck className="mt-0.5 size-5 shrink-0 text-accent-strong" aria-hidden />
            <p>
              We have sent a confirmation link to{' '}
              <strong className="font-medium text-ink">{sentTo}</strong>. Open it to activate your
              account, then sign in.
            </p>
          </div>
        ) : null}
        <form onSubmit={onSignUp} noValidate className="space-y-5" aria-label="Create an account">
          <Field id={`${emailId}-up`} label="Email">
            <input
              id={`${emailId}-up`}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className={inputClass}
            />
          </Field>
          <Field id={`${passwordId}-up`} label="Password" hint="At least 6 characters.">
            <PasswordInput
              id={`${passwordId}-up`}
              name="new-password"
              autoComplete="new-password"
              placeholder="Choose a password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              visible={showPassword}
              onToggleVisible={() => setShowPassword((v) => !v)}
            />
          </Field>
          <Button type="submit" className="w-full rounded-lg" disabled={pending !== null}>
            {pending === 'signup' ? (
              <>
                <Spinner /> Creating Account...
              </>
            ) : (
              'Create Account'
            )}
          </Button>
        </form>
      </Tabs.Content>
    </Tabs.Root>
  );
}

function BackButton({ onClick, children }: { onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-muted transition-colors hover:text-ink"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {children}
    </button>
  );
}

/** The code step of a two-factor sign-in: an authenticator code, or one of the backup codes. */
function TwoFactorStep({
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
        <Button type="submit" className="w-full rounded-lg" disabled={pending}>
          {pending ? (
            <>
              <Spinner /> Verifying...
            </>
          ) : (
            'Verify'
          )}
        </Button>
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

/** 'Forgot password?': asks for a reset link by e-mail. */
function ForgotPassword({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
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
      toast.error(CONNECTION_ERROR.title, { description: CONNECTION_ERROR.description });
    } finally {
      setPending(false);
    }
  };

  return (
    <div>
      <BackButton onClick={onBack}>Back to sign in</BackButton>
      <h2 className="mt-6 font-display text-3xl leading-tight text-ink">Reset your password</h2>
      {sentTo ? (
        <div
          role="status"
          className="mt-4 flex gap-3 rounded-lg border border-line bg-sand/60 p-4 text-sm leading-relaxed text-ink-soft"
        >
          <MailCheck className="mt-0.5 size-5 shrink-0 text-accent-strong" aria-hidden />
          <p>
            If an account uses <strong className="font-medium text-ink">{sentTo}</strong>, we have
            sent it a link to choose a new password. The link works once and expires in one hour.
          </p>
        </div>
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
        <Field id={`${id}-email`} label="Email">
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={inputClass}
          />
        </Field>
        <Button type="submit" className="w-full rounded-lg" disabled={pending}>
          {pending ? (
            <>
              <Spinner /> Sending...
            </>
          ) : sentTo ? (
            'Send again'
          ) : (
            'Send reset link'
          )}
        </Button>
      </form>
    </div>
  );
}
