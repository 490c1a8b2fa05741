'use client';

import { useRef } from 'react';
import { Plus, X } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Button } from '@/components/ui/button';

/**
 * Edits a list of short texts (notable projects, software, bullets, what a
 * package includes): one input per item, Enter adds the next, blanks are
 * dropped when saved.
 */
export function TextListEditor({
  id,
  label,
  values,
  onChange,
  placeholder,
  addLabel = 'Add item',
  hint,
  columns = 1,
}: {
  id: string;
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  addLabel?: string;
  hint?: string;
  /** two columns on wider screens, for long lists of short items (software) */
  columns?: 1 | 2;
}) {
  const list = useRef<HTMLUListElement>(null);
  const focusLast = () =>
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus(),
    );
  const add = () => {
    onChange([...values, '']);
    focusLast();
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink">{label}</legend>
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
      <ul ref={list} className={columns === 2 ? 'grid gap-2 sm:grid-cols-2' : 'space-y-2'}>
        {values.map((value, index) => (
          <li key={index} className="flex items-center gap-2">
            <Input
              id={`${id}-${index}`}
              aria-label={`${label} ${index + 1}`}
              value={value}
              placeholder={placeholder}
              onChange={(event) =>
                onChange(values.map((v, i) => (i === index ? event.target.value : v)))
              }
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  if (index === values.length - 1) add();
                }
              }}
              className="h-10"
            />
            <button
              type="button"
              aria-label={`Remove ${label} ${index + 1}`}
              onClick={() => onChange(values.filter((_, i) => i !== index))}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-muted transition-colors hover:bg-danger/10 hover:text-danger"
            >
              <X className="size-4" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <Button type="button" variant="ghost" size="sm" onClick={add} className="-ml-2">
        <Plus aria-hidden />
        {addLabel}
      </Button>
    </fieldset>
  );
}
