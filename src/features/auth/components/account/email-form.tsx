'use client';

import { useId, useState } from 'react';
import { toast } from '@/components/ui/toast-outlet';
import { Button } from '@/components/ui/button';
import { authClient } from '../../client';
import { CONNECTION_ERROR, describeAuthError } from '../../messages';
import { isEmailAddress } from '../../validation';
import { Field, Spinner, inputClass } from '../field';
import { noticeToast } from '../notice-toast';

/** Changes the account's e-mail: the new address must confirm it by a link before it counts. */
export function EmailForm({ email }: { email: string }) {
  const id = useId();
  const [newEmail, setNewEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const value = newEmail.trim();
    if (!value)
      return void toast.error('Missing fields', {
        description: 'Please enter the new email address.',
      });
    if (!isEmailAddress(value))
      return void toast.error('Invalid email', {
        description: 'Please enter a valid email address.',
      });
    setPending(true);
    try {
      const { error } = await authClient.changeEmail({
        newEmail: value,
        callbackURL: '/admin/account',
      });
      if (error)
        return void toast.error('Email not changed', { description: describeAuthError(error) });
      setSentTo(value);
      setNewEmail('');
      toast.success('Check your inbox', {
        description: `We have sent a confirmation link to ${value}.`,
      });
    } catch {
      noticeToast(CONNECTION_ERROR);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Change email">
      <div>
        <p className="text-sm font-medium text-ink">Current address</p>
        <p className="mt-1 text-sm text-muted">{email}</p>
      </div>
      {sentTo ? (
        <p
          role="status"
          className="rounded-lg border border-line bg-sand/60 p-3.5 text-sm leading-relaxed text-ink-soft"
        >
          A confirmation link is on its way to{' '}
          <strong className="font-medium text-ink">{sentTo}</strong>. Your address changes once you
          open it; until then you sign in with {email}.
        </p>
      ) : null}
      <Field id={`${id}-new`} label="New email address">
        <input
          id={`${id}-new`}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="name@example.com"
          value={newEmail}
          onChange={(e) => setNewEmail(e.target.value)}
          className={inputClass}
        />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" size="sm" className="rounded-md" disabled={pending}>
          {pending ? (
            <>
              <Spinner /> Sending...
            </>
          ) : (
            'Send confirmation link'
          )}
        </Button>
      </div>
    </form>
  );
}
