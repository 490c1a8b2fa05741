'use client';

import { useCallback, useState } from 'react';
import { errorId } from '@/components/ui/form-field';

type TextKey<Form> = { [K in keyof Form]: Form[K] extends string ? K : never }[keyof Form] & string;
type Setter<Form> = <K extends keyof Form>(key: K, value: Form[K]) => void;

/**
 * A text control's value, change handler and the aria attributes that tie it to
 * its error (FormField shows the message): `bind` of useFormFields, for a part
 * of a form that is handed the form's values, errors and setter.
 */
export function fieldBinding<Form>(
  form: Form,
  errors: Record<string, string>,
  set: Setter<Form>,
  key: TextKey<Form>,
  id: string,
) {
  return {
    id,
    value: form[key] as string,
    onChange: (
      event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
    ) => set(key, event.target.value as Form[typeof key]),
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? errorId(id) : undefined,
  };
}

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

  const bind = (key: TextKey<Form>, id: string) => fieldBinding(form, errors, set, key, id);

  return { form, setForm, errors, setErrors, set, bind };
}

/** What useFormFields gives, for the parts of a form it is handed to. */
export type FormFields<Form> = ReturnType<typeof useFormFields<Form>>;
