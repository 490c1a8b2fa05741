'use client';

import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { FieldGrid, FieldRow, type FormRenderProps } from '@/components/admin';
import { errorId, FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { PLACEHOLDERS, placeholderProblem } from '../../lead/placeholders';
import { MAX_REPLY, MAX_SNIPPET_NAME } from '../../lead/schemas';
import type { Snippet } from '../../snippets/queries';

// A saved reply's form: its name, its text and the placeholders as buttons that write
// themselves into the text at the cursor. An unknown placeholder is named as it is typed, with
// the words the server would refuse it with.

/** The form's values; `version` is the stored row's, empty while adding. */
export type SnippetValues = { name: string; body: string; version: string };

function PlaceholderChips({ onInsert }: { onInsert: (token: string) => void }) {
  return (
    <div className="flex flex-wrap gap-1.5" role="group" aria-label="Insert a placeholder">
      {PLACEHOLDERS.map((p) => (
        <button
          key={p.key}
          type="button"
          title={p.help}
          onClick={() => onInsert(`{${p.key}}`)}
          className="rounded-full border border-line bg-white px-2.5 py-1 text-xs text-ink-soft transition-colors hover:border-ink/30 hover:text-ink"
        >
          {`{${p.key}}`}
        </button>
      ))}
    </div>
  );
}

const invalid = (id: string, error: string | null | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': errorId(id) } : {};

export function SnippetForm({
  values,
  errors,
  set,
  idPrefix,
}: FormRenderProps<SnippetValues, Snippet>) {
  const body = useRef<HTMLTextAreaElement>(null);
  const nameId = `${idPrefix}-name`;
  const bodyId = `${idPrefix}-body`;
  const insert = (token: string) => {
    const el = body.current;
    const at = el?.selectionStart ?? values.body.length;
    const end = el?.selectionEnd ?? at;
    // the text is in the field before the caret is placed after the token, at once: placed a
    // frame later, it would pull back what a quick typist had already moved on with
    flushSync(() => set('body', `${values.body.slice(0, at)}${token}${values.body.slice(end)}`));
    el?.focus();
    el?.setSelectionRange(at + token.length, at + token.length);
  };
  const bodyError = errors.body ?? (values.body ? placeholderProblem(values.body) : null);
  return (
    <FieldGrid>
      <FieldRow>
        <FormField id={nameId} label="Name" required error={errors.name}>
          <Input
            id={nameId}
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            required
            maxLength={MAX_SNIPPET_NAME}
            placeholder="First answer to a consultation request"
            {...invalid(nameId, errors.name)}
          />
        </FormField>
      </FieldRow>
      <FieldRow>
        <FormField id={bodyId} label="Reply" required error={bodyError ?? undefined}>
          <Textarea
            id={bodyId}
            ref={body}
            value={values.body}
            onChange={(event) => set('body', event.target.value)}
            required
            rows={10}
            maxLength={MAX_REPLY}
            {...invalid(bodyId, bodyError)}
          />
        </FormField>
      </FieldRow>
      <FieldRow>
        <PlaceholderChips onInsert={insert} />
      </FieldRow>
    </FieldGrid>
  );
}
