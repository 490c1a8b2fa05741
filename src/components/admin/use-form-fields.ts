'use client';

import { useCallback, useState } from 'react';
import { errorId } from '@/components/ui/form-field';

type TextKey<Form> = { [K in keyof Form]: Form[K] extends string ? K : never }[keyof Form] & string;

/**
 * The values and field errors of an admin form. Editing a field clears that
 * field's error; `bind` gives a text input its value, change handler and the
 * aria attributes that tie it to its error (FormField shows the message).
 */
export function useFormFields<Form>(initial: Form | (() => Form)) {
  const [form, setForm] = useState<Form>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = useCallback(<K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!((key as string) in current)) return current;
      const { [key as string]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  const bind = (key: TextKey<Form>, id: string) => ({
    id,
    value: form[key] as string,
    onChange: (
      event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
    ) => set(key, event.target.value as Form[typeof key]),
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? errorId(id) : undefined,
  });

  return { form, setForm, errors, setErrors, set, bind };
}
