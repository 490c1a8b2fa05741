'use client';

import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { ManagerPanel, type FormFields } from '@/components/admin';

// The numbers of the Availability screen, as the form holds them (text, as inputs do; the
// action's schema reads them as whole numbers within bounds).

export type Numbers = {
  callMinutes: string;
  bufferMinutes: string;
  noticeMinutes: string;
  horizonDays: string;
  maxPerDay: string;
  reminderMinutes: string;
};

const HOUR = 60;
const NOTICE = [
  0,
  HOUR,
  2 * HOUR,
  4 * HOUR,
  12 * HOUR,
  24 * HOUR,
  48 * HOUR,
  72 * HOUR,
  7 * 24 * HOUR,
];
const REMINDER = [0, HOUR, 2 * HOUR, 24 * HOUR, 48 * HOUR];

const spoken = (minutes: number) =>
  minutes === 0
    ? 'None'
    : minutes % (24 * HOUR) === 0
      ? `${minutes / (24 * HOUR)} ${minutes === 24 * HOUR ? 'day' : 'days'}`
      : `${minutes / HOUR} ${minutes === HOUR ? 'hour' : 'hours'}`;

/** The listed choices, with the stored value among them when it is another. */
const choices = (list: number[], current: string) =>
  [...new Set([...list, Number(current)].filter(Number.isFinite))].sort((a, b) => a - b);

export function NumberSettings<F extends Numbers>({ fields }: { fields: FormFields<F> }) {
  const { form, errors, bind } = fields;
  const number = (
    key: keyof Numbers & string,
    id: string,
    label: string,
    hint: string,
    min: number,
    max: number,
  ) => (
    <FormField id={id} label={label} hint={hint} error={errors[key]}>
      <Input type="number" inputMode="numeric" min={min} max={max} {...bind(key as never, id)} />
    </FormField>
  );
  return (
    <ManagerPanel title="Calls" description="How long a call is, and when it can be booked.">
      <div className="grid gap-4 sm:grid-cols-2">
        {number(
          'callMinutes',
          'availability-length',
          'Call length (minutes)',
          'For every consultation that can be booked.',
          15,
          240,
        )}
        {number(
          'bufferMinutes',
          'availability-buffer',
          'Buffer after a call (minutes)',
          'Kept free between two calls.',
          0,
          120,
        )}
        <FormField
          id="availability-notice"
          label="Minimum notice"
          hint="How soon a call may be booked."
          error={errors.noticeMinutes}
        >
          <Select {...bind('noticeMinutes' as never, 'availability-notice')}>
            {choices(NOTICE, form.noticeMinutes).map((m) => (
              <option key={m} value={String(m)}>
                {spoken(m)}
              </option>
            ))}
          </Select>
        </FormField>
        {number(
          'horizonDays',
          'availability-horizon',
          'How far ahead (days)',
          'The last day a call can be booked for.',
          1,
          365,
        )}
        {number(
          'maxPerDay',
          'availability-max',
          'At most calls a day',
          'Leave empty for no limit.',
          1,
          24,
        )}
        <FormField
          id="availability-reminder"
          label="Reminder before a call"
          hint="An e-mail to the client."
          error={errors.reminderMinutes}
        >
          <Select {...bind('reminderMinutes' as never, 'availability-reminder')}>
            {choices(REMINDER, form.reminderMinutes).map((m) => (
              <option key={m} value={String(m)}>
                {spoken(m)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
    </ManagerPanel>
  );
}
