'use client';

import { FormField } from '@/components/ui/form-field';
import { selectClass } from '@/components/ui/input-classes';
import { SelectOptions, type SubmissionForm } from '@/features/public-forms/fields';
import {
  useSubmissionForm,
  type ContactRoutes,
  type FormInitial,
} from '@/features/public-forms/submission-form';
import type { FormSending } from '@/features/public-forms/sending';
import { SERVICE_KEYS, SERVICE_TITLES } from '../service-keys';

// What the full and the quick consultation form share: the notices and the
// service choice. Each passes its own rules (fetched when the visitor reaches for
// the form) and empty values, so the landing page's short form does not carry the
// full form's option lists.

/** The notice of a request sent, by script (a toast) or without it (the page's notice). */
export const CONSULTATION_SENT = {
  title: 'Consultation Request Submitted',
  description: "We'll get back to you within 24 hours to schedule your consultation.",
};

export function useConsultationForm<V extends Record<string, string>>(
  contact: ContactRoutes,
  sending: () => Promise<FormSending>,
  empty: V,
  more?: { initial?: FormInitial; consistent?: (values: V) => V },
) {
  return useSubmissionForm({
    sending,
    empty,
    success: CONSULTATION_SENT,
    contact,
    what: 'request',
    ...more,
  });
}

const SERVICE_OPTIONS = SERVICE_KEYS.map((key) => ({ value: key, label: SERVICE_TITLES[key] }));

/** The consultation forms' service choice; `onChoose` replaces the plain field update. */
export function ServiceField<V extends Record<string, string> & { selectedService: string }>({
  form,
  idPrefix,
  onChoose,
}: {
  form: SubmissionForm<V>;
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
      <select
        className={selectClass}
        {...control}
        onChange={onChoose ? (e) => onChoose(e.target.value) : control.onChange}
      >
        <SelectOptions options={SERVICE_OPTIONS} />
      </select>
    </FormField>
  );
}
