import type { WeeklyHours } from '../../db/schema';

// The hours a fresh site takes calls in (booking.ts), apart so the Availability form can offer
// them without loading anything of the seed's.

const weekday = () => [{ start: '09:00', end: '17:00' }];

export const OFFICE_HOURS: WeeklyHours = {
  mon: weekday(),
  tue: weekday(),
  wed: weekday(),
  thu: weekday(),
  fri: weekday(),
  sat: [],
  sun: [],
};
