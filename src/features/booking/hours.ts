import type { TimeRange, Weekday, WeeklyHours } from '@/server/db/schema';
import { OFFICE_HOURS } from '@/server/seed/content/booking-hours';

// Opening hours as the owner writes them: 'HH:MM' wall-clock times in her zone, several
// ranges a day. Shared by the Availability form, its server-side schema and the slot
// computation, so all three read a range the same way.

export type { TimeRange, Weekday, WeeklyHours };

/** Monday first, as her week and ISO weekday numbers (1-7) run. */
export const WEEKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** 00:00 to 23:59, and 24:00 as the end of a range that runs to midnight. */
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

/** Minutes since midnight of an 'HH:MM' time, or null when it is not one. */
export function clockMinutes(value: string): number | null {
  if (!CLOCK.test(value)) return null;
  const [h, m] = value.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** The problem with one day's ranges, or null: each must run forwards and none may overlap. */
export function rangesProblem(ranges: readonly TimeRange[]): string | null {
  const spans: [number, number][] = [];
  for (const range of ranges) {
    const start = clockMinutes(range.start);
    const end = clockMinutes(range.end);
    if (start === null || end === null || start === 24 * 60) {
      return 'Use times such as 09:00 and 17:30';
    }
    if (end <= start) return `${range.start} to ${range.end} ends before it starts`;
    spans.push([start, end]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++) {
    if (spans[i]![0] < spans[i - 1]![1]) return 'These hours overlap: join them into one range';
  }
  return null;
}

/** Weekday office hours, 09:00 to 17:00: what a fresh site starts with. */
export function officeHours(): WeeklyHours {
  return structuredClone(OFFICE_HOURS);
}
