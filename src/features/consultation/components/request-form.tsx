'use client';

import { CONTAINER_CLASS } from '@/components/ui/container-class';
import { FormField } from '@/components/ui/form-field';
import { inputClass, selectClass, textareaClass } from '@/components/ui/input-classes';
import { cx } from '@/lib/cx';
import {
  PublicForm,
  SelectOptions,
  SubmitButton,
  VisitorFields,
  type FormPost,
  type SubmissionForm,
} from '@/features/public-forms/fields';
import { BUDGETS, CURRENCIES, CURRENCY_LABELS, PROJECT_TYPES } from '../options';
import type { ConsultationValues } from './consultation-values';
import { ServiceField } from './consultation-fields';

// The request form of /request-consultation, its last step: the visitor's details and the
// project's, and `files`, what the visitor attaches. `notice` is what a request sent without
// JavaScript came back with; `post` the form's own way to the server without JavaScript.

const ID = 'consultation';
export const REQUEST_FORM_ID = 'consultation-form';

export function RequestForm({
  form,
  step,
  aside,
  chooseService,
  chooseCurrency,
  notice,
  post,
  files,
}: {
  form: SubmissionForm<ConsultationValues>;
  step: number;
  aside: React.ReactNode;
  chooseService: (next: string) => void;
  chooseCurrency: (next: string) => void;
  notice?: React.ReactNode;
  post?: FormPost;
  files?: React.ReactNode;
}) {
  const { values, errors, field } = form;
  const service = values.selectedService;
  const currency = values.preferredCurrency;
  // #request also tells app/design.css to leave out the footer's 'Start Your Project', which
  // on this page would only reload it
  return (
    <section aria-labelledby="request-form" className="bg-sand py-16 sm:py-24" id="request">
      <div className={cx(CONTAINER_CLASS, 'grid grid-cols-1 gap-12 lg:grid-cols-12')}>
        <div className="lg:col-span-4">
          <p className="eyebrow text-accent-strong">Step {step}</p>
          <h2 id="request-form" className="mt-3 font-display text-4xl text-ink sm:text-5xl">
            Tell me about your project
          </h2>
          {aside}
        </div>

        <PublicForm
          form={form}
          id={REQUEST_FORM_ID}
          post={post}
          aria-labelledby="request-form"
          className="relative rounded-2xl border border-line bg-paper p-5 lift-sm sm:p-8 lg:col-span-8"
        >
          {notice}
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <VisitorFields form={form} idPrefix={ID} />
            <FormField id={`${ID}-phone`} label="Phone" error={errors.phone}>
              <input className={inputClass} {...field('phone', ID)} type="tel" autoComplete="tel" />
            </FormField>
            <FormField id={`${ID}-company`} label="Company" error={errors.company}>
              <input className={inputClass} {...field('company', ID)} autoComplete="organization" />
            </FormField>
            <ServiceField form={form} idPrefix={ID} onChoose={chooseService} />
            <FormField id={`${ID}-projectType`} label="Project type" error={errors.projectType}>
              <select className={selectClass} {...field('projectType', ID)}>
                <SelectOptions
                  placeholder="Select a project type"
                  options={PROJECT_TYPES[service]}
                />
              </select>
            </FormField>
            <FormField
              id={`${ID}-preferredCurrency`}
              label="Preferred currency"
              error={errors.preferredCurrency}
            >
              <select
                className={selectClass}
                {...field('preferredCurrency', ID)}
                onChange={(e) => chooseCurrency(e.target.value)}
              >
                {CURRENCIES.map((c) => (
                  <option key={c} value={c}>
                    {c} – {CURRENCY_LABELS[c].name}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id={`${ID}-budget`} label="Budget" error={errors.budget}>
              <select className={selectClass} {...field('budget', ID)}>
                <SelectOptions placeholder="Select a budget range" options={BUDGETS[currency]} />
              </select>
            </FormField>
            <FormField
              id={`${ID}-timeline`}
              label="Timeline"
              error={errors.timeline}
              className="sm:col-span-2"
            >
              <input
                className={inputClass}
                {...field('timeline', ID)}
                placeholder="For example: images needed for a planning submission in March"
              />
            </FormField>
            <FormField
              id={`${ID}-message`}
              label="Project Details"
              required
              error={errors.message}
              className="sm:col-span-2"
              hint="Scope, site or product, deliverables and any references. At least 10 characters."
            >
              <textarea className={textareaClass} {...field('message', ID)} rows={6} />
            </FormField>
            {files}
          </div>
          <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted">
              Fields marked <span className="text-accent-strong">*</span> are required.
            </p>
            <SubmitButton submitting={form.submitting}>Request Consultation</SubmitButton>
          </div>
        </PublicForm>
      </div>
    </section>
  );
}
