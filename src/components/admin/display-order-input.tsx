'use client';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/**
 * A numeric display-order field. It keeps what the owner types (so clearing it
 * is possible); `toDisplayOrder` in ./fields turns it into a number, 0 when it is not one.
 */
export function DisplayOrderInput({
  id,
  value,
  onChange,
  label = 'Display order',
  hint = 'Lower numbers come first.',
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  label?: string;
  hint?: string;
}) {
  return (
    <FormField id={id} label={label} hint={hint}>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
