'use client';

import { ArrowLeft } from '@/components/ui/icons/arrow-left';
import { MailCheck } from '@/components/ui/icons/mail-check';
import { buttonVariants } from '@/components/ui/button-variants';
import { cx } from '@/lib/cx';
import { CONNECTION_ERROR, describeAuthError } from '../messages';
import type { AuthResult } from './auth-provider';
import { Field, Spinner, inputClass } from './field';
import { noticeToast } from './notice-toast';

// The pieces the sign-in page's steps share. Plain elements and class strings:
// the page is public, and Button (Radix Slot, tailwind-merge) would add to its
// JavaScript (ADR 006).

export function failToast(title: string, result: Extract<AuthResult, { ok: false }>) {
  noticeToast(
    result.connection ? CONNECTION_ERROR : { title, description: describeAuthError(result.error) },
  );
}

/** A form's full-width submit button: it reads `busy` and waits while its request is pending. */
export function SubmitButton({
  pending,
  busy,
  disabled = false,
  children,
}: {
  pending: boolean;
  busy: string;
  /** waits for another form's request */
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="submit"
      className={cx(buttonVariants({ shape: 'field' }), 'w-full')}
      disabled={pending || disabled}
    >
      {pending ? (
        <>
          <Spinner /> {busy}
        </>
      ) : (
        children
      )}
    </button>
  );
}

export function EmailField({
  id,
  autoComplete,
  value,
  onChange,
}: {
  id: string;
  autoComplete: 'username' | 'email';
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label="Email">
      <input
        id={id}
        type="email"
        name="email"
        autoComplete={autoComplete}
        inputMode="email"
        placeholder="you@example.com"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
      />
    </Field>
  );
}

/** 'We have sent ...': what happens next after a mail was sent. */
export function SentNotice({
  className,
  children,
}: {
  className: string;
  children: React.ReactNode;
}) {
  return (
    <div
      role="status"
      className={cx(
        'flex gap-3 rounded-lg border border-line bg-sand/60 p-4 text-sm leading-relaxed text-ink-soft',
        className,
      )}
    >
      <MailCheck className="mt-0.5 size-5 shrink-0 text-accent-strong" aria-hidden />
      <p>{children}</p>
    </div>
  );
}

export function BackButton({
  onClick,
  children,
}: {
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-muted transition-colors hover:text-ink"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {children}
    </button>
  );
}
