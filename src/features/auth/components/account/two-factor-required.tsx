import { ShieldAlert } from 'lucide-react';

/**
 * The account page's notice while REQUIRE_ADMIN_2FA holds the rest of the back
 * office closed: every other admin page sends the owner here until it is on.
 */
export function TwoFactorRequired() {
  return (
    <div
      role="alert"
      aria-labelledby="two-factor-required-title"
      className="mb-8 flex gap-3 rounded-xl border border-accent/40 bg-sand/70 p-4 sm:p-5"
    >
      <ShieldAlert className="mt-0.5 size-5 shrink-0 text-accent-strong" aria-hidden />
      <div>
        <h2 id="two-factor-required-title" className="text-[15px] font-semibold text-ink">
          Turn on two-factor sign-in to continue
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-ink-soft">
          This site requires every administrator to sign in with a code from an authenticator app as
          well as a password. The rest of the back office opens once you have turned it on under{' '}
          <a
            href="#panel-two-factor-sign-in"
            className="font-medium text-ink underline underline-offset-2"
          >
            Two-factor sign-in
          </a>{' '}
          below.
        </p>
      </div>
    </div>
  );
}
