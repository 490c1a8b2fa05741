'use client';

import { FormField } from '@/components/ui/form-field';
import { inputClass, textareaClass } from '@/components/ui/input-classes';
import { useSubmissionForm, type ContactRoutes } from '@/features/public-forms/submission-form';
import { PublicForm, SubmitButton, VisitorFields } from '@/features/public-forms/fields';
import type { FormReturn } from '@/features/public-forms/post-fields';
import { formReturnView } from '@/features/public-forms/return-view';

const ID = 'contact';

type ContactValues = { name: string; email: string; subject: string; message: string };
const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };
const loadSending = () => import('../sending').then((m) => m.contactSending);
const SENT = {
  title: 'Message Sent',
  description: "Thank you for your message. I'll get back to you within 24 hours.",
};

/**
 * The landing page's contact form: name, e-mail, optional subject, message. Without JavaScript
 * it posts to its route and comes back as `returned` says (public-forms/receive-post.ts).
 */
export function ContactForm({
  contact,
  returned,
}: {
  contact: ContactRoutes;
  returned?: FormReturn;
}) {
  const back = formReturnView(returned, '/api/forms/contact', 'message');
  const form = useSubmissionForm({
    sending: loadSending,
    empty: EMPTY,
    success: SENT,
    contact,
    what: 'message',
    initial: back.initial,
  });
  const { errors, field } = form;

  return (
    <PublicForm
      form={form}
      post={back.post}
      aria-label="Contact form"
      className="relative space-y-5"
    >
      {back.notice(SENT, contact)}
      <div className="grid gap-5 sm:grid-cols-2">
        <VisitorFields form={form} idPrefix={ID} />
      </div>
      <FormField id={`${ID}-subject`} label="Subject" error={errors.subject}>
        <input className={inputClass} {...field('subject', ID)} maxLength={200} />
      </FormField>
      <FormField id={`${ID}-message`} label="Message" required error={errors.message}>
        <textarea className={textareaClass} {...field('message', ID)} rows={5} />
      </FormField>
      <SubmitButton submitting={form.submitting} className="w-full sm:w-auto">
        Send Message
      </SubmitButton>
    </PublicForm>
  );
}
