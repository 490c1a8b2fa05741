'use client';

import { FormField } from '@/components/ui/form-field';
import { textareaClass } from '@/components/ui/input-classes';
import type { ContactRoutes } from '@/features/public-forms/submission-form';
import { PublicForm, SubmitButton, VisitorFields } from '@/features/public-forms/fields';
import type { FormReturn } from '@/features/public-forms/post-fields';
import { formReturnView } from '@/features/public-forms/return-view';
import { DEFAULT_SERVICE } from '../service-keys';
import { CONSULTATION_SENT, ServiceField, useConsultationForm } from './consultation-fields';

const ID = 'quick-consultation';

const EMPTY = { name: '', email: '', message: '', selectedService: DEFAULT_SERVICE };
const loadSending = () => import('../quick-sending').then((m) => m.quickConsultationSending);

/**
 * The landing page's simple consultation request (name, e-mail, service,
 * message): the full form's rules for these fields, its action and notices. Without JavaScript
 * it posts to its route and comes back as `returned` says (public-forms/receive-post.ts).
 */
export function QuickConsultationForm({
  contact,
  returned,
}: {
  contact: ContactRoutes;
  returned?: FormReturn;
}) {
  const back = formReturnView(returned, '/api/forms/quick-consultation');
  const form = useConsultationForm(contact, loadSending, EMPTY, { initial: back.initial });

  return (
    <PublicForm
      form={form}
      post={back.post}
      // where the form comes back to when it was sent without JavaScript
      id={ID}
      aria-label="Quick consultation request"
      className="relative space-y-5 rounded-2xl border border-ink/10 bg-paper p-6 lift-sm sm:p-8"
    >
      {back.notice(CONSULTATION_SENT, contact)}
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
