'use client';

import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import { SelectOptions, type SubmissionForm } from '@/features/submissions/public-fields';
import { useSubmissionForm, type ContactRoutes } from '@/features/submissions/public-form';
import { submitConsultationAction } from '../actions';
import { SERVICE_KEYS, SERVICE_TITLES } from '../options';
import { EMPTY_CONSULTATION, consultationSchema, type ConsultationValues } from '../schemas';

// What the full and the quick consultation form share: one schema, action and
// notices, and the service choice.

export function useConsultationForm(contact: ContactRoutes) {
  return useSubmissionForm({
    schema: consultationSchema,
    empty: EMPTY_CONSULTATION,
    action: submitConsultationAction,
    success: {
      title: 'Consultation Request Submitted',
      description: "We'll get back to you within 24 hours to schedule your consultation.",
    },
    contact,
    what: 'request',
  });
}

const SERVICE_OPTIONS = SERVICE_KEYS.map((key) => ({ value: key, label: SERVICE_TITLES[key] }));

/** The consultation forms' service choice; `onChoose` replaces the plain field update. */
export function ServiceField({
  form,
  idPrefix,
  onChoose,
}: {
  form: SubmissionForm<ConsultationValues>;
  idPrefix: string;
  onChoose?: (service: string) => void;
}) {
  const control = form.field('selectedService', idPrefix);
  return (
    <FormField
      id={`${idPrefix}-selectedService`}
      label="Service"
      error={form.errors.selectedService}
    >
      <Select {...control} onChange={onChoose ? (e) => onChoose(e.target.value) : control.onChange}>
        <SelectOptions options={SERVICE_OPTIONS} />
      </Select>
    </FormField>
  );
}
