'use client';

import { useActionState, useState } from 'react';
import type { ContactRoutes } from '@/features/public-forms/submission-form';
import { submitConsultationPost } from '../form-post';
import { SHOWN_AT_FIELD } from '../post-fields';
import { BUDGETS, PROJECT_TYPES, isCurrency, isServiceKey, type ServiceKey } from '../options';
import type { OfferingView, ServiceView } from './catalogue-view';
import { BookingStep, type BookingStepData } from './booking-step';
import { useConsultationForm } from './consultation-fields';
import { EMPTY_CONSULTATION } from './consultation-values';
import { PostedNotice } from './posted-notice';
import { REQUEST_FORM_ID, RequestForm } from './request-form';
import { ServiceStep } from './service-step';

// The interactive part of /request-consultation: the service and currency selectors, the
// optional time for a call, and the request form. The catalogue comes in as data and only the
// chosen service is rendered (catalogue-view.tsx): the texts reach the browser once, in the
// page, rather than as a pre-rendered panel per service and currency or inside the JavaScript
// bundle. Without JavaScript the form posts to the page (form-post.ts), which comes back with
// the answer in place of the toast.

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
  /** when the page was rendered, for a form sent without JavaScript */
  shownAt: number;
};

const loadSending = () => import('../sending').then((m) => m.consultationSending);

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

export function ConsultationPlanner(props: Props) {
  const { serviceCards, services, general, aside, contact, booking, shownAt } = props;
  const [posted, postAction] = useActionState(submitConsultationPost, null);
  const back = posted && !posted.ok ? { values: posted.values, errors: posted.errors } : undefined;
  const form = useConsultationForm(contact, loadSending, EMPTY_CONSULTATION, back);
  const { values, setValues, errors } = form;
  const service = values.selectedService;
  const refresh = useTimesRefresh(errors.bookingStart, values.bookingStart);

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
        notice={<PostedNotice posted={posted} contact={contact} />}
        post={{
          action: postAction,
          fields: <input type="hidden" name={SHOWN_AT_FIELD} value={shownAt} />,
        }}
      />
    </>
  );
}
