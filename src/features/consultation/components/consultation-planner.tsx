'use client';

import { CONTAINER_CLASS } from '@/components/ui/container-class';
import { FormField } from '@/components/ui/form-field';
import { inputClass, selectClass, textareaClass } from '@/components/ui/input-classes';
import { cx } from '@/lib/cx';
import type { ContactRoutes } from '@/features/public-forms/submission-form';
import {
  PublicForm,
  SelectOptions,
  SubmitButton,
  VisitorFields,
} from '@/features/public-forms/fields';
import {
  BUDGETS,
  CURRENCIES,
  CURRENCY_LABELS,
  DEFAULT_CURRENCY,
  DEFAULT_SERVICE,
  PROJECT_TYPES,
  SERVICE_KEYS,
  isCurrency,
  isServiceKey,
  type Currency,
  type ServiceKey,
} from '../options';
import { OfferingList, ServicePanel, type OfferingView, type ServiceView } from './catalogue-view';
import { CONSULTATION_SENT, ServiceField, useConsultationForm } from './consultation-fields';
import { RequestFiles, requestReturn, type ReturnedForm } from './request-files';

// The interactive part of /request-consultation: the service and currency
// selectors and the request form. The catalogue comes in as data and only the
// chosen service is rendered (catalogue-view.tsx): the texts reach the browser
// once, in the page, rather than as a pre-rendered panel per service and currency
// or inside the JavaScript bundle.

type Props = {
  /** icon and title per service, for the selector */
  serviceCards: Record<ServiceKey, React.ReactNode>;
  /** each service's details and consultation offerings */
  services: Record<ServiceKey, ServiceView>;
  /** the free general consultation, offered with every service */
  general: OfferingView;
  /** the form's side column */
  aside: React.ReactNode;
  contact: ContactRoutes;
  /** what a form sent without JavaScript came back with (request-files.tsx) */
  returned?: ReturnedForm;
};

const ID = 'consultation';

/** What the form holds while the visitor types. */
type ConsultationValues = {
  name: string;
  email: string;
  phone: string;
  company: string;
  projectType: string;
  budget: string;
  timeline: string;
  message: string;
  selectedService: ServiceKey;
  preferredCurrency: Currency;
};

const EMPTY_CONSULTATION: ConsultationValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  projectType: '',
  budget: '',
  timeline: '',
  message: '',
  selectedService: DEFAULT_SERVICE,
  preferredCurrency: DEFAULT_CURRENCY,
};

const loadSending = () => import('../sending').then((m) => m.consultationSending);

export function ConsultationPlanner({
  serviceCards,
  services,
  general,
  aside,
  contact,
  returned,
}: Props) {
  const back = requestReturn(returned);
  const form = useConsultationForm(contact, loadSending, EMPTY_CONSULTATION, back.initial);
  const { values, setValues, errors, field } = form;
  const service = values.selectedService;
  const currency = values.preferredCurrency;

  // a new service or currency only changes what is offered: a choice that is
  // no longer on the list is cleared rather than sent
  const chooseService = (next: string) => {
    if (!isServiceKey(next)) return;
    setValues((v) => ({
      ...v,
      selectedService: next,
      projectType: PROJECT_TYPES[next].some((o) => o.value === v.projectType) ? v.projectType : '',
    }));
  };
  const chooseCurrency = (next: string) => {
    if (!isCurrency(next)) return;
    setValues((v) => ({
      ...v,
      preferredCurrency: next,
      budget: BUDGETS[next].some((o) => o.value === v.budget) ? v.budget : '',
    }));
  };

  return (
    <>
      <section aria-labelledby="choose-service" className="border-b border-line py-16 sm:py-20">
        <div className={CONTAINER_CLASS}>
          <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
            <div>
              <p className="eyebrow text-accent-strong">Step 1</p>
              <h2 id="choose-service" className="mt-3 font-display text-4xl text-ink sm:text-5xl">
                Choose a service
              </h2>
            </div>
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-muted">Show prices in</legend>
              <div className="inline-flex rounded-full border border-line bg-white p-1">
                {CURRENCIES.map((c) => (
                  <label
                    key={c}
                    className={cx(
                      'relative cursor-pointer rounded-full px-4 py-2 text-sm font-medium transition-colors has-focus-visible:ring-2 has-focus-visible:ring-ink has-focus-visible:ring-offset-2',
                      currency === c ? 'bg-ink text-paper' : 'text-muted hover:text-ink',
                    )}
                  >
                    <input
                      type="radio"
                      name="currency-switch"
                      value={c}
                      checked={currency === c}
                      onChange={(e) => chooseCurrency(e.target.value)}
                      className="sr-only"
                    />
                    {c} <span aria-hidden>{CURRENCY_LABELS[c].symbol}</span>
                    <span className="sr-only"> ({CURRENCY_LABELS[c].name})</span>
                  </label>
                ))}
              </div>
            </fieldset>
          </div>

          <fieldset className="mt-10">
            <legend className="sr-only">Service</legend>
            <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
              {SERVICE_KEYS.map((key) => (
                <label
                  key={key}
                  className={cx(
                    'group relative flex cursor-pointer flex-col gap-3 rounded-xl border p-4 transition-colors duration-300 has-focus-visible:ring-2 has-focus-visible:ring-ink has-focus-visible:ring-offset-2 sm:p-6',
                    service === key
                      ? 'border-ink bg-ink text-paper'
                      : 'border-line bg-white text-ink hover:border-ink/40',
                  )}
                >
                  <input
                    type="radio"
                    name="service-switch"
                    value={key}
                    checked={service === key}
                    onChange={(e) => chooseService(e.target.value)}
                    className="sr-only"
                  />
                  {serviceCards[key]}
                </label>
              ))}
            </div>
          </fieldset>

          <div aria-live="polite" className="mt-14">
            <ServicePanel key={service} id={service} service={services[service]} />
          </div>
          <div className="mt-14">
            <OfferingList service={services[service]} general={general} currency={currency} />
          </div>
        </div>
      </section>

      {/* #request also tells app/design.css to leave out the footer's 'Start Your Project',
          which on this page would only reload it */}
      <section aria-labelledby="request-form" className="bg-sand py-16 sm:py-24" id="request">
        <div className={cx(CONTAINER_CLASS, 'grid gap-12 lg:grid-cols-12')}>
          <div className="lg:col-span-4">
            <p className="eyebrow text-accent-strong">Step 2</p>
            <h2 id="request-form" className="mt-3 font-display text-4xl text-ink sm:text-5xl">
              Tell me about your project
            </h2>
            {aside}
          </div>

          <PublicForm
            form={form}
            post={back.post}
            aria-labelledby="request-form"
            className="relative rounded-2xl border border-line bg-paper p-5 lift-sm sm:p-8 lg:col-span-8"
          >
            {back.notice(CONSULTATION_SENT, contact)}
            <div className="grid gap-5 sm:grid-cols-2">
              <VisitorFields form={form} idPrefix={ID} />
              <FormField id={`${ID}-phone`} label="Phone" error={errors.phone}>
                <input
                  className={inputClass}
                  {...field('phone', ID)}
                  type="tel"
                  autoComplete="tel"
                />
              </FormField>
              <FormField id={`${ID}-company`} label="Company" error={errors.company}>
                <input
                  className={inputClass}
                  {...field('company', ID)}
                  autoComplete="organization"
                />
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
              <RequestFiles form={form} idPrefix={ID} returned={back} className="sm:col-span-2" />
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
    </>
  );
}
