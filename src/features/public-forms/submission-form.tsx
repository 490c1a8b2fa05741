'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast-outlet';
import { loadOnce } from '@/lib/load-once';
import { SOURCE_KEYS } from '@/lib/request-source';
import { POST_FIELDS } from './post-fields';
import type { FormMeta, Notice } from './sanitize';
import type { FormSending } from './sending';
import { typedValues } from './typed-early';
import { browserLog } from '@/lib/browser-log';

const log = browserLog('forms');

// The browser's half of the spam checks: a honeypot field people never see,
// the time since the form appeared, and where the visitor came from.

const UTM = SOURCE_KEYS.filter((key) => key.startsWith('utm_'));

function useFormGuard() {
  const shownAt = useRef<number | null>(null);
  const source = useRef<Record<string, string>>({});
  const [honeypot, setHoneypot] = useState('');

  useEffect(() => {
    shownAt.current = Date.now();
    const params = new URLSearchParams(window.location.search);
    const found: Record<string, string> = {
      page: window.location.pathname + window.location.search,
    };
    if (document.referrer) found.referrer = document.referrer;
    for (const key of UTM) {
      const value = params.get(key);
      if (value) found[key] = value;
    }
    source.current = found;
  }, []);

  return {
    honeypot,
    setHoneypot,
    meta: (): FormMeta => ({
      honeypot,
      elapsedMs: shownAt.current === null ? 0 : Date.now() - shownAt.current,
      source: source.current,
    }),
    /**
     * The form was filled in before it hydrated: it has been in front of the visitor since the
     * page came, not since now.
     */
    shownWithPage: () => {
      shownAt.current = performance.timeOrigin;
    },
    /** after a successful submit the next message is timed afresh */
    restart: () => {
      shownAt.current = Date.now();
      setHoneypot('');
    },
  };
}

/** The honeypot: off-screen, out of the tab order and hidden from assistive technology. */
export function Honeypot({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute -left-[9999px] h-px w-px overflow-hidden"
    >
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        name={POST_FIELDS.honeypot}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

// The behaviour every public form shares (docs/product.md, 'Consultation and contact forms'): messages
// under the fields on submit, an edited field's message clears, nothing is
// sent while anything is wrong, 'Sending...' while it is, the success notice
// and a reset, or the 'Connection Error' notice with the fields kept.

export type ContactRoutes = { email: string | null; whatsapp: string | null };

export function connectionErrorText({ email, whatsapp }: ContactRoutes, what = 'request'): string {
  const ways = [
    email ? `e-mail at ${email}` : null,
    whatsapp ? `WhatsApp on ${whatsapp}` : null,
  ].filter(Boolean);
  return `Your ${what} could not be sent. Please contact me directly${ways.length ? ` by ${ways.join(' or ')}` : ''}.`;
}

/**
 * Something a form sends besides its fields (the files attached to it), registered by the
 * control that holds it. The payload carries it under its key, and a message for it shows as
 * the field error of that name.
 */
export type FormPart = {
  /** waits for work under way (uploads); a message when it cannot be sent as it is */
  settle(): Promise<string | null>;
  value(): unknown;
  /** after a successful submit */
  reset(): void;
};

/** What the form shows again when the server sent the visitor back to it (a form sent without JavaScript). */
export type FormInitial = { values?: Record<string, unknown>; errors?: Record<string, string> };

function initialValues<V extends Record<string, string>>(empty: V, initial?: FormInitial): V {
  const out: Record<string, string> = { ...empty };
  for (const key of Object.keys(empty)) {
    const value = initial?.values?.[key];
    if (typeof value === 'string') out[key] = value;
  }
  return out as V;
}

/** What a form sends besides its fields: the parts its controls register. */
function useFormParts() {
  const parts = useRef(new Map<string, FormPart>());

  /** Adds a part to what the form sends; returns its removal. */
  const register = useCallback((key: string, part: FormPart) => {
    parts.current.set(key, part);
    return () => {
      if (parts.current.get(key) === part) parts.current.delete(key);
    };
  }, []);

  /** Every part's value, once its work under way is done, or the messages of those that cannot go. */
  const settle = async () => {
    const found: Record<string, string> = {};
    const sent: Record<string, unknown> = {};
    for (const [key, part] of parts.current) {
      const problem = await part.settle();
      if (problem) found[key] = problem;
      else sent[key] = part.value();
    }
    return { found, sent };
  };

  const reset = () => {
    for (const part of parts.current.values()) part.reset();
  };

  return { register, settle, reset };
}

const same = <V,>(values: V) => values;

/**
 * Once the form has hydrated, what the visitor typed into its server-drawn fields before then
 * (typed-early.ts). Runs after the guard's own start, which it may move back.
 */
function useTypedBeforeHydration(
  formRef: React.RefObject<HTMLFormElement | null>,
  drawn: Record<string, string>,
  take: (typed: Record<string, string>) => void,
) {
  // what the server drew, the honeypot empty: the first render's, as later ones follow the typing
  const first = useRef({ drawn: { ...drawn, [POST_FIELDS.honeypot]: '' }, take });
  useEffect(() => {
    const form = formRef.current;
    const typed = form && typedValues(form, first.current.drawn);
    if (typed) first.current.take(typed);
  }, [formRef]);
}

export function useSubmissionForm<V extends Record<string, string>>(options: {
  /** the form's rules and action, fetched when the visitor first reaches for the form */
  sending: () => Promise<FormSending>;
  empty: V;
  success: { title: string; description: string };
  contact: ContactRoutes;
  /** 'request' or 'message', for the Connection Error notice */
  what: string;
  initial?: FormInitial;
  /** values made to agree with each other (an option no longer offered cleared) */
  consistent?: (values: V) => V;
}) {
  const [values, setValues] = useState<V>(() => initialValues(options.empty, options.initial));
  const [errors, setErrors] = useState<Record<string, string>>(options.initial?.errors ?? {});
  const parts = useFormParts();
  const [submitting, setSubmitting] = useState(false);
  const guard = useFormGuard();
  const formRef = useRef<HTMLFormElement>(null);
  const [loadSending] = useState(() => loadOnce(options.sending));
  const busy = useRef(false);
  useTypedBeforeHydration(formRef, values, (typed) => {
    const { [POST_FIELDS.honeypot]: honeypot, ...fields } = typed;
    if (honeypot !== undefined) guard.setHoneypot(honeypot);
    setValues((v) => (options.consistent ?? same)({ ...v, ...fields }));
    guard.shownWithPage();
  });

  /**
   * Starts fetching the rules, the action and the notices; a failed fetch is tried again on
   * the next call.
   */
  const prepare = () => {
    toast.prepare();
    return loadSending();
  };

  /** Clears one field's message (also for a choice made outside the form's own fields). */
  const clearError = (name: string) =>
    setErrors((e) => {
      if (!(name in e)) return e;
      const next = { ...e };
      delete next[name];
      return next;
    });

  const set = (name: keyof V & string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    clearError(name);
  };

  const showErrors = (found: Record<string, string>, notice?: Notice) => {
    setErrors(found);
    toast.error(notice?.title ?? 'Please fix the errors below', {
      description: notice?.description ?? 'All required fields must be filled correctly.',
    });
    // move focus to the first field that needs attention
    requestAnimationFrame(() => {
      const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      first?.focus();
    });
  };

  const connectionError = (error: unknown) => {
    log.error('submission failed:', error);
    toast.error('Connection Error', {
      description: connectionErrorText(options.contact, options.what),
    });
  };

  const submit = async () => {
    let form: FormSending;
    try {
      form = await prepare();
    } catch (error) {
      return connectionError(error);
    }
    const checked = form.check(values);
    if (!checked.ok) return showErrors(checked.errors);
    setSubmitting(true);
    try {
      const extra = await parts.settle();
      if (Object.keys(extra.found).length > 0) return showErrors(extra.found);
      const result = await form.send({ values: checked.data, meta: guard.meta(), ...extra.sent });
      if (result.ok) {
        toast.success(options.success.title, {
          description: result.description ?? options.success.description,
          duration: 5000,
        });
        setValues(options.empty);
        setErrors({});
        parts.reset();
        guard.restart();
      } else if (result.reason === 'invalid') {
        showErrors(result.fieldErrors, result.notice);
      } else {
        connectionError(result.message);
      }
    } catch (error) {
      connectionError(error);
    } finally {
      setSubmitting(false);
    }
  };

  // One submission at a time, counted from the submit itself: `submitting` only turns true once
  // the rules have come and passed, and a second click while they were fetched would send twice.
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await submit();
    } finally {
      busy.current = false;
    }
  };

  /** Props for a control: id, name, value, change handler and the ARIA error wiring. */
  const field = (name: keyof V & string, idPrefix: string) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${idPrefix}-${name}-error` : undefined,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(name, e.target.value),
  });

  return {
    values,
    setValues,
    errors,
    submitting,
    onSubmit,
    field,
    formRef,
    prepare,
    honeypot: guard.honeypot,
    setHoneypot: guard.setHoneypot,
    register: parts.register,
    clearError,
  };
}
