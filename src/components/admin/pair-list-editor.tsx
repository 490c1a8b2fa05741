'use client';

import { Plus, X } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Button } from '@/components/ui/button';

export type Pair = { label: string; value: string };

/** Edits a list of label/value pairs, such as the About section's stat tiles. */
export function PairListEditor({
  id,
  legend,
  values,
  onChange,
  addLabel = 'Add',
  labelPlaceholder = 'Label',
  valuePlaceholder = 'Value',
}: {
  id: string;
  legend: string;
  values: Pair[];
  onChange: (values: Pair[]) => void;
  addLabel?: string;
  labelPlaceholder?: string;
  valuePlaceholder?: string;
}) {
  const update = (index: number, patch: Partial<Pair>) =>
    onChange(values.map((pair, i) => (i === index ? { ...pair, ...patch } : pair)));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <ul className="space-y-2">
        {values.map((pair, index) => (
          <li
            key={index}
            className="grid grid-cols-[1fr_7rem_auto] items-center gap-2 sm:grid-cols-[1fr_9rem_auto]"
          >
            <Input
              id={`${id}-${index}-label`}
              aria-label={`${legend} ${index + 1} label`}
              placeholder={labelPlaceholder}
              value={pair.label}
              onChange={(event) => update(index, { label: event.target.value })}
              className="h-10"
            />
            <Input
              id={`${id}-${index}-value`}
              aria-label={`${legend} ${index + 1} value`}
              placeholder={valuePlaceholder}
              value={pair.value}
              onChange={(event) => update(index, { value: event.target.value })}
              className="h-10"
            />
            <button
              type="button"
              aria-label={`Remove ${legend} ${index + 1}`}
              onClick={() => onChange(values.filter((_, i) => i !== index))}
              className="inline-flex size-9 items-center justify-center rounded-md text-muted transition-colors hover:bg-danger/10 hover:text-danger"
            >
              <X className="size-4" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="-ml-2"
        onClick={() => onChange([...values, { label: '', value: '' }])}
      >
        <Plus aria-hidden />
        {addLabel}
      </Button>
    </fieldset>
  );
}
