'use client';

import { FormField } from '@/components/ui/form-field';
import { textareaClass } from '@/components/ui/input-classes';
import type { ContactRoutes } from '@/features/public-forms/submission-form';
import { PublicForm, SubmitButton, VisitorFields } from '@/features/public-forms/fields';
import { DEFAULT_SERVICE } from '../service-keys';
import { ServiceField, useConsultationForm } from './consultation-fields';

const ID = 'quick-consultation';

const EMPTY = { name: '', email: '', message: '', selectedService: DEFAULT_SERVICE };
const loadSending = () => import('../quick-sending').then((m) => m.quickConsultationSending);

/**
 * The landing page's simple consultation request (name, e-mail, service,
 * message): the full form's rules for these fields, its action and notices.
 */
export function QuickConsultationForm({ contact }: { contact: ContactRoutes }) {
  const form = useConsultationForm(contact, loadSending, EMPTY);

  return (
    <PublicForm
      form={form}
      aria-label="Quick consultation request"
      className="relative space-y-5 rounded-2xl border border-ink/10 bg-paper p-6 lift-sm sm:p-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <VisitorFields form={form} idPrefix={ID} />
      </div>
      <ServiceField form={form} idPrefix={ID} />
      <FormField id={`${ID}-message`} label="Project Details" required error={form.errors.message}>
        <textarea className={textareaClass} {...form.field('message', ID)} rows={4} />
      </FormField>
      <SubmitButton submitting={form.submitting} className="w-full">
        Request Consultation
      </SubmitButton>
    </PublicForm>
  );
}
