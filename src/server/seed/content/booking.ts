import { randomBytes } from 'node:crypto';
import { OFFICE_HOURS } from './booking-hours';

// A fresh site takes bookings from the start: the free General Consultation, an hour on
// weekdays between 09:00 and 17:00 in the owner's zone (Europe/London), booked a day ahead at
// the earliest and 30 days at the most. The Availability screen changes all of it.

export const BOOKING_SETTINGS = () => ({
  id: 1,
  enabled: true,
  weeklyHours: OFFICE_HOURS,
  bookableOfferings: ['general-consultation'],
  feedSecret: randomBytes(24).toString('base64url'),
});
