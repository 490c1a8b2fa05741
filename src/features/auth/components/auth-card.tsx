'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/components/ui/toast-outlet';
import { SIGN_IN_SUCCESS, SIGN_UP_SUCCESS } from '../messages';
import { validateCredentials } from '../validation';
import { useAuth } from './auth-provider';
import { failToast } from './auth-parts';
import { AuthTabs } from './auth-tabs';
import { SignInForm, SignUpForm, type Credentials } from './credentials-forms';
import { ForgotPassword } from './forgot-password';
import { TwoFactorStep } from './two-factor-step';
import { noticeToast } from './notice-toast';

type Tab = 'signin' | 'signup';
type View = 'tabs' | 'two-factor' | 'forgot';

/** The sign-in / sign-up card of /auth. */
export function AuthCard() {
  const router = useRouter();
  const { signIn, signUp } = useAuth();
  const [tab, setTab] = useState<Tab>('signin');
  const [view, setView] = useState<View>('tabs');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // one toggle for both tabs
  const [showPassword, setShowPassword] = useState(false);
  const [pending, setPending] = useState<Tab | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const credentials: Credentials = {
    email,
    setEmail,
    password,
    setPassword,
    showPassword,
    toggleShowPassword: () => setShowPassword((v) => !v),
  };

  const goOn = (isAdmin: boolean) => {
    router.replace(isAdmin ? '/admin' : '/');
    router.refresh();
  };

  const onSignIn = async (event: React.FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const problem = validateCredentials(email, password);
    if (problem) return void noticeToast(problem);
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
    if (problem) return void noticeToast(problem);
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

  const formProps = (of: Tab) => ({
    credentials,
    sending: pending === of,
    waiting: pending !== null,
  });

  return (
    <AuthTabs
      label="Sign in or create an account"
      value={tab}
      onChange={setTab}
      tabs={[
        {
          value: 'signin',
          label: 'Sign In',
          panel: (
            <SignInForm
              {...formProps('signin')}
              onSubmit={onSignIn}
              onForgot={() => setView('forgot')}
            />
          ),
        },
        {
          value: 'signup',
          label: 'Sign Up',
          panel: <SignUpForm {...formProps('signup')} onSubmit={onSignUp} sentTo={sentTo} />,
        },
      ]}
    />
  );
}
