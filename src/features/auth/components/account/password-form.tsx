'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { toast } from '@/components/ui/toast-outlet';
import { Button } from '@/components/ui/button';
import { authClient } from '../../client';
import { CONNECTION_ERROR, describeAuthError } from '../../messages';
import { validateNewPassword } from '../../validation';
import { Field, Spinner } from '../field';
import { PasswordInput } from '../password-input';
import { noticeToast } from '../notice-toast';

export function PasswordForm() {
  const router = useRouter();
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [visible, setVisible] = useState(false);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const problem = validateNewPassword(next, confirm, [current]);
    if (problem) return void noticeToast(problem);
    setPending(true);
    try {
      const { error } = await authClient.changePassword({
        currentPassword: current,
        newPassword: next,
        // the server ends the other sessions whatever is sent here (session-policy plugin)
        revokeOtherSessions: true,
      });
      if (error)
        return void toast.error('Password not changed', { description: describeAuthError(error) });
      setCurrent('');
      setNext('');
      setConfirm('');
      toast.success('Password changed', {
        description: 'Your other devices have been signed out.',
      });
      router.refresh();
    } catch {
      noticeToast(CONNECTION_ERROR);
    } finally {
      setPending(false);
    }
  };

  const toggle = () => setVisible((v) => !v);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Change password">
      <Field id={`${id}-current`} label="Current password">
        <PasswordInput
          id={`${id}-current`}
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          visible={visible}
          onToggleVisible={toggle}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-new`} label="New password" hint="At least 6 characters.">
          <PasswordInput
            id={`${id}-new`}
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
            visible={visible}
            onToggleVisible={toggle}
          />
        </Field>
        <Field id={`${id}-confirm`} label="Repeat new password">
          <PasswordInput
            id={`${id}-confirm`}
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            visible={visible}
            onToggleVisible={toggle}
          />
        </Field>
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">Your other devices will be signed out.</p>
        <Button type="submit" size="sm" className="rounded-md" disabled={pending}>
          {pending ? (
            <>
              <Spinner /> Saving...
            </>
          ) : (
            'Change password'
          )}
        </Button>
      </div>
    </form>
  );
}
