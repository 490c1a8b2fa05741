'use client';

import { useEffect, useRef, useState } from 'react';
import type { ContactRoutes } from '@/features/public-forms/submission-form';
import { heldValues, radioGroup } from '@/features/public-forms/typed-early';
import { BUDGETS, PROJECT_TYPES, isCurrency, isServiceKey, type ServiceKey } from '../options';
import type { OfferingView, ServiceView } from './catalogue-view';
import { BookingStep, type BookingStepData } from './booking-step';
import { CONSULTATION_SENT, useConsultationForm } from './consultation-fields';
import { EMPTY_CONSULTATION, type ConsultationValues } from './consultation-values';
import { RequestFiles, requestReturn, type ReturnedForm } from './request-files';
import { REQUEST_FORM_ID, RequestForm } from './request-form';
import { SWITCHES, ServiceStep } from './service-step';

// The interactive part of /request-consultation: the service and currency selectors, the
// optional time for a call, and the request form. The catalogue comes in as data and only the
// chosen service is rendered (catalogue-view.tsx): the texts reach the browser once, in the
// page, rather than as a pre-rendered panel per service and currency or inside the JavaScript
// bundle. Without JavaScript the form posts with its files to /api/forms/consultation, which
// sends the visitor back here with the answer in place of the toast (request-files.tsx).

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
  /** the 'Pick a time' step, when the owner takes bookings */
  booking?: BookingStepData;
  /** what a form sent without JavaScript came back with (request-files.tsx) */
  returned?: ReturnedForm;
};

const loadSending = () => import('../sending').then((m) => m.consultationSending);

/**
 * A new service or currency only changes what is offered: a project type or budget that is no
 * longer on its list is cleared rather than sent.
 */
function offeredChoices(v: ConsultationValues): ConsultationValues {
  const { selectedService: service, preferredCurrency: currency } = v;
  return {
    ...v,
    projectType: PROJECT_TYPES[service].some((o) => o.value === v.projectType) ? v.projectType : '',
    budget: BUDGETS[currency].some((o) => o.value === v.budget) ? v.budget : '',
  };
}

/** A fresh fetch of the open times whenever a time is refused or a request with one goes. */
function useTimesRefresh(error: string | undefined, start: string) {
  const [seen, setSeen] = useState({ error, start, refresh: 0 });
  if (seen.error !== error || seen.start !== start) {
    // adjusted while rendering, as React advises for state that follows a prop
    const again = (!!error && error !== seen.error) || (!!seen.start && !start);
    setSeen({ error, start, refresh: seen.refresh + (again ? 1 : 0) });
  }
  return seen.refresh;
}

/**
 * The service and currency switches as the visitor left them before the planner's code came
 * (ADR 039): a radio keeps its click through hydration while the state still has the server's
 * choice, which would show the wrong service and leave that radio deaf to a second click.
 */
function useSwitchedEarly(
  drawn: ConsultationValues,
  take: (switched: Partial<Record<'service' | 'currency', string>>) => void,
) {
  const first = useRef({ drawn, take });
  useEffect(() => {
    const { drawn: was, take: then } = first.current;
    const held = heldValues(radioGroup, {
      [SWITCHES.service]: was.selectedService,
      [SWITCHES.currency]: was.preferredCurrency,
    });
    if (held) then({ service: held[SWITCHES.service], currency: held[SWITCHES.currency] });
  }, []);
}

export function ConsultationPlanner(props: Props) {
  const { serviceCards, services, general, aside, contact, booking, returned } = props;
  const back = requestReturn(returned);
  const form = useConsultationForm(contact, loadSending, EMPTY_CONSULTATION, {
    initial: back.initial,
    consistent: offeredChoices,
  });
  const { values, setValues, errors } = form;
  const service = values.selectedService;
  const refresh = useTimesRefresh(errors.bookingStart, values.bookingStart);

  const chooseService = (next: string) => {
    if (isServiceKey(next)) setValues((v) => offeredChoices({ ...v, selectedService: next }));
  };
  const chooseCurrency = (next: string) => {
    if (isCurrency(next)) setValues((v) => offeredChoices({ ...v, preferredCurrency: next }));
  };
  useSwitchedEarly(values, ({ service: nextService = '', currency: nextCurrency = '' }) =>
    setValues((v) =>
      offeredChoices({
        ...v,
        selectedService: isServiceKey(nextService) ? nextService : v.selectedService,
        preferredCurrency: isCurrency(nextCurrency) ? nextCurrency : v.preferredCurrency,
      }),
    ),
  );
  const bookable = booking?.offerings[service] ?? [];
  const book = (title: string) => {
    const key = bookable.find((o) => o.title === title)?.key;
    if (key) setValues((v) => ({ ...v, bookingOffering: key }));
  };

  return (
    <>
      <ServiceStep
        serviceCards={serviceCards}
        services={services}
        general={general}
        service={service}
        currency={values.preferredCurrency}
        chooseService={chooseService}
        chooseCurrency={chooseCurrency}
        offerings={booking ? { bookable: bookable.map((o) => o.title), onBook: book } : undefined}
      />
      {booking && bookable.length > 0 && (
        <BookingStep
          data={booking}
          service={service}
          choice={values}
          onChoice={(patch) => {
            setValues((v) => ({ ...v, ...patch }));
            if ('bookingStart' in patch) form.clearError('bookingStart');
          }}
          error={errors.bookingStart ?? errors.visitorTimeZone ?? errors.bookingOffering}
          refresh={refresh}
          formId={REQUEST_FORM_ID}
        />
      )}
      <RequestForm
        form={form}
        step={booking && bookable.length > 0 ? 3 : 2}
        aside={aside}
        chooseService={chooseService}
        chooseCurrency={chooseCurrency}
        notice={back.notice(CONSULTATION_SENT, contact)}
        post={back.post}
        files={
          <RequestFiles
            form={form}
            idPrefix="consultation"
            returned={back}
            className="sm:col-span-2"
          />
        }
      />
    </>
  );
}
