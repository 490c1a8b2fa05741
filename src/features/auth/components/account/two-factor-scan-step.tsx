import { Field, inputClass } from '../field';
import { StepButtons } from './step-buttons';

/** Turning two-factor on: the QR code or the key for the app, then the app's first code. */
export function TwoFactorScanStep({
  qr,
  secret,
  code,
  pending,
  onSubmit,
  onCancel,
}: {
  qr: string;
  secret: string;
  code: React.ComponentProps<'input'> & { id: string };
  pending: boolean;
  onSubmit: (event: React.FormEvent) => void;
  onCancel: () => void;
}) {
  return (
    <form
      onSubmit={onSubmit}
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
          src={qr}
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
            {secret}
          </code>
        </div>
      </div>
      <Field id={code.id} label="Code from the app">
        <input
          {...code}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          placeholder="123456"
          className={`${inputClass} max-w-48 font-mono tracking-[0.3em]`}
        />
      </Field>
      <StepButtons
        pending={pending}
        busy="Verifying..."
        label="Verify and turn on"
        onCancel={onCancel}
      />
    </form>
  );
}
