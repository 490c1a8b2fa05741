'use client';

import { DeclaredFields, declaredForm, type Fields, type ValuesOf } from './declared-fields';
import { useAdminMutation } from './use-admin-mutation';
import { useFormFields } from './use-form-fields';

/**
 * A single-page form of declared fields (About, Settings): its values (from the stored row, or
 * the fields' empty values where there is none), its mutation, and `part`, which draws some of
 * its fields (one panel's) on the form's grid.
 */
export function useDeclaredForm<F extends Fields>(
  fields: F,
  { idPrefix, stored }: { idPrefix: string; stored: object | null },
) {
  const state = useFormFields<ValuesOf<F>>(() => {
    const model = declaredForm(fields);
    return stored ? model.load(stored) : model.initial();
  });
  const mutation = useAdminMutation();
  const part = (only: (keyof F & string)[]) => (
    <DeclaredFields
      fields={fields}
      only={only}
      values={state.form}
      errors={state.errors}
      set={state.set}
      idPrefix={idPrefix}
    />
  );
  return { ...state, ...mutation, part };
}
