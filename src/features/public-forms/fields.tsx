'use client';

import { useEffect } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-classes';
import { Spinner } from '@/components/ui/spinner';
import { cx } from '@/lib/cx';
import { useIslandReached } from '@/lib/island-reached';
import { reachHandlers, type ReachProps } from '@/lib/reach';
import { POST_FIELDS } from './post-fields';
import { Honeypot, type useSubmissionForm } from './submission-form';

// The markup the public forms share around useSubmissionForm: the form with its
// honeypot, the visitor's name and e-mail, and the submit button.

export type SubmissionForm<V extends Record<string, string>> = ReturnType<
  typeof useSubmissionForm<V>
>;

/**
 * Where a browser without JavaScript sends the form: a route that reads it as the server action
 * would (receive-post.ts), with the time the form was rendered for the spam check and the
 * draft it was filled from when the server sent the visitor back to it.
 */
export type FormPost = { action: string; shownAt: number; draft?: string };

export function PublicForm<V extends Record<string, string>>({
  form: { formRef, onSubmit, prepare, honeypot, setHoneypot },
  post,
  children,
  ...props
}: { form: SubmissionForm<V>; post?: FormPost } & Omit<
  React.ComponentProps<'form'>,
  'ref' | 'onSubmit' | 'noValidate' | 'action' | 'method' | 'encType' | ReachProps
>) {
  const reached = useIslandReached();
  const reach = () => void prepare().catch(() => {});
  useEffect(() => {
    if (reached) reach();
    // only as the form hydrates
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reached]);
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      // the rules and the action are fetched as soon as the visitor reaches for the form, so
      // they are there by the time it is sent (a failed fetch is tried again on submit); in an
      // island, the reach that woke it came before these handlers
      {...reachHandlers(reach)}
      noValidate
      {...(post ? { action: post.action, method: 'post', encType: 'multipart/form-data' } : {})}
      {...props}
    >
      <Honeypot value={honeypot} onChange={setHoneypot} />
      {post && (
        <>
          <input type="hidden" name={POST_FIELDS.shownAt} value={post.shownAt} />
          {post.draft && <input type="hidden" name={POST_FIELDS.draft} value={post.draft} />}
        </>
      )}
      {children}
    </form>
  );
}

/** Name and e-mail, without a wrapper so each form lays them out in its own grid. */
export function VisitorFields<V extends Record<string, string> & { name: string; email: string }>({
  form,
  idPrefix,
}: {
  form: SubmissionForm<V>;
  idPrefix: string;
}) {
  const { errors, field } = form;
  return (
    <>
      <FormField id={`${idPrefix}-name`} label="Name" required error={errors.name}>
        <input className={inputClass} {...field('name', idPrefix)} autoComplete="name" />
      </FormField>
      <FormField id={`${idPrefix}-email`} label="Email" required error={errors.email}>
        <input
          className={inputClass}
          {...field('email', idPrefix)}
          type="email"
          autoComplete="email"
          inputMode="email"
        />
      </FormField>
    </>
  );
}

/** A select's options, after an empty choice when `placeholder` is given. */
export function SelectOptions({
  placeholder,
  options,
}: {
  placeholder?: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <>
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}

export function SubmitButton({
  submitting,
  className,
  children,
}: {
  submitting: boolean;
  className?: string;
  /** the label while nothing is being sent */
  children: React.ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={submitting}
      className={cx(buttonVariants({ size: 'lg' }), className)}
    >
      {submitting ? (
        <>
          <Spinner /> Sending...
        </>
      ) : (
        children
      )}
    </button>
  );
}
