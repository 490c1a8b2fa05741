'use client';

import { createContext, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { authClient, type ClientSession } from '../client';
import type { AuthFailure } from '../messages';
import { browserLog } from '@/lib/browser-log';

const log = browserLog('auth');

// The auth state the site shares: user, session, loading, isAdmin and
// signUp / signIn / signOut. The session lives in an httpOnly cookie; this
// state mirrors what the server says and asks again when the tab regains focus
// (which also lets the server extend a session in use).

export type AuthUser = ClientSession['user'];
export type AuthSessionInfo = ClientSession['session'];

/** A failed call: the server's answer, or `connection` when the server could not be reached. */
export type AuthResult<T = object> =
  ({ ok: true } & T) | { ok: false; error: AuthFailure; connection?: boolean };

export type SignInOutcome = { twoFactor: true } | { twoFactor: false; isAdmin: boolean };

type AuthContextValue = {
  user: AuthUser | null;
  session: AuthSessionInfo | null;
  loading: boolean;
  isAdmin: boolean;
  /** true from the moment signOut starts: guards then let the caller choose where to go */
  signingOut: boolean;
  signUp: (email: string, password: string) => Promise<AuthResult>;
  signIn: (email: string, password: string) => Promise<AuthResult<SignInOutcome>>;
  verifyTwoFactor: (
    code: string,
    options: { backup: boolean; trustDevice: boolean },
  ) => Promise<AuthResult<{ isAdmin: boolean }>>;
  signOut: () => Promise<void>;
  refresh: () => Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

type ErrorLike =
  { code?: string; message?: string; status?: number; statusText?: string } | null | undefined;

const failure = (error: ErrorLike): { ok: false; error: AuthFailure } => ({
  ok: false,
  error: {
    code: error?.code ?? null,
    message: error?.message ?? null,
    status: error?.status ?? null,
  },
});

/** better-fetch rejects (rather than answering) when the request never reached the server. */
const unreachable = (error: unknown): { ok: false; error: AuthFailure; connection: true } => ({
  ok: false,
  connection: true,
  error: { message: error instanceof Error ? error.message : null },
});

const roleIsAdmin = (user: { role?: string | null } | null | undefined) => user?.role === 'admin';

export function AuthProvider({
  children,
  initialSession,
}: {
  children: React.ReactNode;
  /** the session the server rendered with; when given, there is nothing to load */
  initialSession?: ClientSession | null;
}) {
  const [data, setData] = useState<ClientSession | null>(initialSession ?? null);
  const [loading, setLoading] = useState(initialSession === undefined);
  const [signingOut, setSigningOut] = useState(false);
  const generation = useRef(0);

  const refresh = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const { data: next, error } = await authClient.getSession({
        fetchOptions: { cache: 'no-store' },
      });
      if (mine !== generation.current) return;
      // a server that answers with an error keeps what we had; 'no session' clears it
      if (!error) setData(next ?? null);
    } catch (error) {
      log.error('could not load the session:', error);
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the first load of an outside source
    if (initialSession === undefined) void refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [initialSession, refresh]);

  const signUp = useCallback(async (email: string, password: string): Promise<AuthResult> => {
    try {
      const { error } = await authClient.signUp.email({
        email,
        password,
        // the form asks for no name: the account is named after the address
        name: email.split('@')[0] || email,
        // the verification link lands on the site root
        callbackURL: '/',
      });
      return error ? failure(error) : { ok: true };
    } catch (error) {
      return unreachable(error);
    }
  }, []);

  const signIn = useCallback(
    async (email: string, password: string): Promise<AuthResult<SignInOutcome>> => {
      try {
        const { data: result, error } = await authClient.signIn.email({
          email,
          password,
          rememberMe: true,
        });
        if (error) return failure(error);
        if (result && 'twoFactorRedirect' in result && result.twoFactorRedirect)
          return { ok: true, twoFactor: true };
        await refresh();
        const user = result && 'user' in result ? (result.user as { role?: string | null }) : null;
        return { ok: true, twoFactor: false, isAdmin: roleIsAdmin(user) };
      } catch (error) {
        return unreachable(error);
      }
    },
    [refresh],
  );

  const verifyTwoFactor = useCallback(
    async (code: string, { backup, trustDevice }: { backup: boolean; trustDevice: boolean }) => {
      try {
        const { data: result, error } = backup
          ? await authClient.twoFactor.verifyBackupCode({ code: code.trim(), trustDevice })
          : await authClient.twoFactor.verifyTotp({ code: code.replace(/\s+/g, ''), trustDevice });
        if (error) return failure(error);
        await refresh();
        const user = result && 'user' in result ? (result.user as { role?: string | null }) : null;
        return { ok: true as const, isAdmin: roleIsAdmin(user) };
      } catch (error) {
        return unreachable(error);
      }
    },
    [refresh],
  );

  const signOut = useCallback(async () => {
    generation.current++;
    setSigningOut(true);
    try {
      const { error } = await authClient.signOut();
      // a session the server no longer knows is gone either way
      if (error && ![401, 403, 404].includes(error.status))
        log.error('sign-out failed:', error.message ?? error.statusText);
    } catch (error) {
      log.error('sign-out failed:', error);
    }
    setData(null);
    setLoading(false);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: data?.user ?? null,
      session: data?.session ?? null,
      loading,
      isAdmin: roleIsAdmin(data?.user),
      signingOut,
      signUp,
      signIn,
      verifyTwoFactor,
      signOut,
      refresh,
    }),
    [data, loading, signingOut, signUp, signIn, verifyTwoFactor, signOut, refresh],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const context = use(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
