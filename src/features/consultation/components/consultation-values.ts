import { DEFAULT_CURRENCY, DEFAULT_SERVICE, type Currency, type ServiceKey } from '../options';

/** What the consultation form holds while the visitor types. */
export type ConsultationValues = {
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
  /** the optional call's time, consultation and zone (features/booking) */
  bookingStart: string;
  bookingOffering: string;
  visitorTimeZone: string;
};

export const EMPTY_CONSULTATION: ConsultationValues = {
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
  bookingStart: '',
  bookingOffering: '',
  visitorTimeZone: '',
};
