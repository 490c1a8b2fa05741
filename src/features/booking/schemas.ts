import { z } from '@/lib/zod';
import { idSchema, optionalText } from '@/components/admin/fields';
import { clockMinutes, rangesProblem, WEEKDAYS, type Weekday } from './hours';

// The owner's Availability screen and Bookings actions, checked in the browser and again in
// each action. A range must run forwards and the ranges of a day may not overlap; each number
// stays within what a consultation calendar sensibly needs.

const clock = z
  .string()
  .trim()
  .refine((v) => clockMinutes(v) !== null, 'Use times such as 09:00 and 17:30');
const range = z.object({ start: clock, end: clock });
const dayRanges = z
  .array(range)
  .max(6, 'Use at most six ranges a day')
  .superRefine((ranges, ctx) => {
    const problem = rangesProblem(ranges);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

// a number, or digits as a form field holds them (never true, [1] or '1e3')
const minutes = (min: number, max: number, what: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,6}$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: `${what} must be a number` })
      .int(`${what} must be a whole number`)
      .min(min, `${what} must be at least ${min}`)
      .max(max, `${what} must be at most ${max}`),
  );

/** A zone the browser (and so the server) can compute in. */
export const timeZoneField = z
  .string()
  .trim()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-GB', { timeZone: zone });
      return /^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone);
    } catch {
      return false;
    }
  }, 'Choose a time zone from the list');

export const availabilitySchema = z.object({
  enabled: z.boolean(),
  timeZone: timeZoneField,
  weeklyHours: z.object(
    Object.fromEntries(WEEKDAYS.map((d) => [d, dayRanges])) as Record<Weekday, typeof dayRanges>,
  ),
  callMinutes: minutes(15, 240, 'Call length'),
  bufferMinutes: minutes(0, 120, 'The buffer'),
  noticeMinutes: minutes(0, 30 * 24 * 60, 'The notice'),
  horizonDays: minutes(1, 365, 'How far ahead'),
  maxPerDay: z.union([
    z.literal('').transform(() => null),
    z.null(),
    minutes(1, 24, 'Calls a day'),
  ]),
  reminderMinutes: minutes(0, 7 * 24 * 60, 'The reminder'),
  meetingDetails: optionalText.pipe(
    z.string().max(500, 'Keep the details under 500 characters').nullable(),
  ),
  bookableOfferings: z.array(z.string().regex(/^[a-z0-9-]{1,80}$/)).max(20),
});
export type AvailabilityInput = z.input<typeof availabilitySchema>;

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Choose a date');

export const dateRuleSchema = z
  .object({
    kind: z.enum(['off', 'extra']),
    startsOn: isoDate,
    endsOn: isoDate,
    hours: dayRanges,
    note: optionalText.pipe(z.string().max(200).nullable()),
  })
  .superRefine((rule, ctx) => {
    if (rule.endsOn < rule.startsOn) {
      ctx.addIssue({
        code: 'custom',
        path: ['endsOn'],
        message: 'The last day comes before the first',
      });
    }
    if (rule.kind === 'extra' && rule.hours.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['hours'], message: 'Add the hours you are available' });
    }
  });
export type DateRuleInput = z.input<typeof dateRuleSchema>;

export { idSchema };

const note = optionalText.pipe(
  z.string().max(500, 'Keep the note under 500 characters').nullable(),
);

export const ownerCancelSchema = idSchema.extend({ note });

/** The owner's new time for a call: a date and a time on her clock. */
export const ownerMoveSchema = idSchema.extend({
  date: isoDate,
  time: clock,
  note,
});
