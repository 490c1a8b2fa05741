'use client';

import { useActionState, useId } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { errorId, FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-classes';
import { Spinner } from '@/components/ui/spinner';
import { cx } from '@/lib/cx';
import type { UnlockState } from '@/features/projects/unlock-action';

/**
 * The password form of a protected project. A plain form posting to a server
 * action: it works before (and without) script, and with script the message
 * appears in place. A right password reloads the page with its access cookie.
 */
export function PasswordForm({
  action,
}: {
  action: (state: UnlockState, form: FormData) => Promise<UnlockState>;
}) {
  const [state, formAction, pending] = useActionState(action, { message: null });
  const id = `${useId()}-password`;
  return (
    <form action={formAction} className="space-y-6">
      {/* the message a try earns is read out when it appears */}
      <div aria-live="polite">
        <FormField id={id} label="Password" error={state.message}>
          <input
            id={id}
            name="password"
            type="password"
            required
            autoComplete="current-password"
            maxLength={200}
            aria-invalid={state.message ? true : undefined}
            aria-describedby={state.message ? errorId(id) : undefined}
            className={inputClass}
          />
        </FormField>
      </div>
      <button
        type="submit"
        disabled={pending}
        className={cx(buttonVariants({ size: 'lg' }), 'w-full sm:w-auto')}
      >
        {pending ? <Spinner /> : null}
        {pending ? 'Checking…' : 'View project'}
      </button>
    </form>
  );
}
