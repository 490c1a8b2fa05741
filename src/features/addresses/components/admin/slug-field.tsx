'use client';

import { useEffect, useRef, useState } from 'react';
import { Check, CircleAlert } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorId } from '@/components/ui/form-field';
import { slugify } from '@/lib/slug';
import { checkSlugAction } from '../../actions';

// The address field of the post editor and the project dialog: the slug after its fixed part
// (/blog/, /projects/), made from the title until the owner types her own, tidied when she leaves
// the field, and checked with the server as she types (a moment after the last key).

const CHECK_AFTER_MS = 400;

type Check =
  { state: 'idle' | 'checking' } | { state: 'free' } | { state: 'refused'; message: string };

export function SlugField({
  kind,
  itemId,
  value,
  saved,
  suggested,
  onChange,
  error,
}: {
  kind: 'post' | 'project';
  /** the item being edited, or null for a new one */
  itemId: number | null;
  value: string;
  /** the address saved now ('' for a new item) */
  saved: string;
  /** the slug the title makes: used until the owner edits the field */
  suggested: string;
  onChange: (slug: string) => void;
  error?: string | null;
}) {
  const id = `${kind}-slug`;
  const prefix = kind === 'post' ? '/blog/' : '/projects/';
  const [touched, setTouched] = useState(saved !== '');
  // the server's answer for one value; any other value is being checked (or is the saved one)
  const [answer, setAnswer] = useState<{ value: string; check: Check } | null>(null);
  const latest = useRef(0);
  const check: Check =
    value === saved
      ? { state: 'idle' }
      : answer?.value === value
        ? answer.check
        : { state: 'checking' };

  useEffect(() => {
    if (!touched && suggested !== value) onChange(suggested);
  }, [touched, suggested, value, onChange]);

  useEffect(() => {
    if (value === saved) return;
    const ticket = ++latest.current;
    const timer = setTimeout(async () => {
      const result = await checkSlugAction({ kind, slug: value, id: itemId }).catch(() => null);
      if (ticket !== latest.current) return;
      const check: Check = !result
        ? { state: 'idle' }
        : result.ok
          ? { state: 'free' }
          : { state: 'refused', message: result.message };
      setAnswer({ value, check });
    }, CHECK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [kind, itemId, value, saved]);

  const message = error ?? (check.state === 'refused' ? check.message : null);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Address
      </label>
      <div className="flex items-stretch">
        <span className="inline-flex items-center rounded-l-lg border border-r-0 border-line bg-sand/60 px-3 text-sm text-muted">
          {prefix}
        </span>
        <Input
          id={id}
          value={value}
          className="rounded-l-none"
          maxLength={80}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-status`}
          onChange={(event) => {
            setTouched(true);
            onChange(event.target.value);
          }}
          onBlur={() => {
            const tidy = slugify(value);
            if (tidy !== value && tidy !== '') onChange(tidy);
          }}
        />
      </div>
      <p
        id={`${id}-status`}
        aria-live="polite"
        className="flex items-start gap-1.5 text-xs leading-relaxed"
      >
        {message ? (
          <span id={errorId(id)} className="inline-flex items-start gap-1.5 text-danger">
            <CircleAlert aria-hidden className="mt-0.5 size-3.5 shrink-0" /> {message}
          </span>
        ) : check.state === 'checking' ? (
          <span className="inline-flex items-center gap-1.5 text-muted">
            <Spinner /> Checking the address…
          </span>
        ) : check.state === 'free' ? (
          <span className="flex items-start gap-1.5 text-success">
            <Check aria-hidden className="mt-0.5 size-3.5 shrink-0" />
            <span>
              {prefix}
              {value} is free.{saved ? ` ${prefix}${saved} will lead here too.` : ''}
            </span>
          </span>
        ) : (
          <span className="text-muted">
            Lower-case letters, digits and hyphens. Earlier addresses keep leading here.
          </span>
        )}
      </p>
    </div>
  );
}
