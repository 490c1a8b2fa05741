import { Field } from '../field';
import { PasswordInput } from '../password-input';
import { StepButtons } from './step-buttons';
import type { PasswordPurpose } from './two-factor-status';

const PURPOSE_LABEL = { enable: 'Continue', disable: 'Turn off', codes: 'Show new codes' } as const;

/** The password check every change to two-factor sign-in starts with. */
export function TwoFactorPasswordStep({
  purpose,
  password,
  visible,
  onToggleVisible,
  pending,
  onSubmit,
  onCancel,
}: {
  purpose: PasswordPurpose;
  password: React.ComponentProps<'input'> & { id: string };
  visible: boolean;
  onToggleVisible: () => void;
  pending: boolean;
  onSubmit: (event: React.FormEvent) => void;
  onCancel: () => void;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Password check">
      <Field
        id={password.id}
        label="Confirm your password"
        hint={
          purpose === 'disable'
            ? 'For your safety, turning it off needs your password and signs out your other devices.'
            : 'For your safety, changes to two-factor sign-in need your password.'
        }
      >
        <PasswordInput
          {...password}
          autoComplete="current-password"
          autoFocus
          visible={visible}
          onToggleVisible={onToggleVisible}
        />
      </Field>
      <StepButtons
        pending={pending}
        busy="Checking..."
        label={PURPOSE_LABEL[purpose]}
        destructive={purpose === 'disable'}
        onCancel={onCancel}
      />
    </form>
  );
}
