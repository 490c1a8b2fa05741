'use client';

import { useId } from 'react';
import { EmailField, SentNotice, SubmitButton } from './auth-parts';
import { Field } from './field';
import { PasswordInput } from './password-input';

/** What the Sign In and Sign Up tabs share: one e-mail, one password, one visibility toggle. */
export type Credentials = {
  email: string;
  setEmail: (value: string) => void;
  password: string;
  setPassword: (value: string) => void;
  showPassword: boolean;
  toggleShowPassword: () => void;
};

export type CredentialsFormProps = {
  credentials: Credentials;
  /** this form's request is on its way */
  sending: boolean;
  /** either form's request is on its way: both buttons wait */
  waiting: boolean;
  onSubmit: (event: React.FormEvent) => void;
};

/** The two forms differ in what the browser's password manager is told, and in their texts. */
const MODES = {
  signin: {
    label: 'Sign in',
    emailAutoComplete: 'username',
    password: { name: 'password', autoComplete: 'current-password', placeholder: 'Your password' },
    hint: undefined,
    submit: 'Sign In',
    busy: 'Signing In...',
  },
  signup: {
    label: 'Create an account',
    emailAutoComplete: 'email',
    password: {
      name: 'new-password',
      autoComplete: 'new-password',
      placeholder: 'Choose a password',
    },
    hint: 'At least 6 characters.',
    submit: 'Create Account',
    busy: 'Creating Account...',
  },
} as const;

function CredentialsForm({
  mode,
  credentials,
  sending,
  waiting,
  onSubmit,
  passwordAside,
}: CredentialsFormProps & { mode: keyof typeof MODES; passwordAside?: React.ReactNode }) {
  const id = useId();
  const texts = MODES[mode];
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={texts.label}>
      <EmailField
        id={`${id}-email`}
        autoComplete={texts.emailAutoComplete}
        value={credentials.email}
        onChange={credentials.setEmail}
      />
      <Field id={`${id}-password`} label="Password" hint={texts.hint} aside={passwordAside}>
        <PasswordInput
          id={`${id}-password`}
          {...texts.password}
          value={credentials.password}
          onChange={(e) => credentials.setPassword(e.target.value)}
          visible={credentials.showPassword}
          onToggleVisible={credentials.toggleShowPassword}
        />
      </Field>
      <SubmitButton pending={sending} disabled={waiting} busy={texts.busy}>
        {texts.submit}
      </SubmitButton>
    </form>
  );
}

export function SignInForm({
  onForgot,
  ...props
}: CredentialsFormProps & { onForgot: () => void }) {
  return (
    <CredentialsForm
      mode="signin"
      {...props}
      passwordAside={
        <button
          type="button"
          onClick={onForgot}
          className="text-xs font-medium text-muted underline-offset-4 transition-colors hover:text-ink hover:underline"
        >
          Forgot password?
        </button>
      }
    />
  );
}

export function SignUpForm({ sentTo, ...props }: CredentialsFormProps & { sentTo: string | null }) {
  return (
    <>
      {sentTo ? (
        <SentNotice className="mb-6">
          We have sent a confirmation link to{' '}
          <strong className="font-medium text-ink">{sentTo}</strong>. Open it to activate your
          account, then sign in.
        </SentNotice>
      ) : null}
      <CredentialsForm mode="signup" {...props} />
    </>
  );
}
