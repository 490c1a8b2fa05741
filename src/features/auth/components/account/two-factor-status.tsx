import { ShieldCheck, ShieldOff } from 'lucide-react';
import { Button } from '@/components/ui/button';

export type PasswordPurpose = 'enable' | 'disable' | 'codes';

/** Whether two-factor sign-in is on, and what can be done about it (each asks for the password). */
export function TwoFactorStatus({
  enabled,
  onChoose,
}: {
  enabled: boolean;
  onChoose: (purpose: PasswordPurpose) => void;
}) {
  const choice = (purpose: PasswordPurpose, label: string, variant?: 'outline') => (
    <Button
      type="button"
      variant={variant}
      size="sm"
      className="rounded-md"
      onClick={() => onChoose(purpose)}
    >
      {label}
    </Button>
  );
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
            {choice('codes', 'New backup codes', 'outline')}
            {choice('disable', 'Turn off', 'outline')}
          </>
        ) : (
          choice('enable', 'Turn on two-factor')
        )}
      </div>
    </div>
  );
}
