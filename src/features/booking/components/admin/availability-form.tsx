'use client';

import { FormField } from '@/components/ui/form-field';
import { Select, Textarea } from '@/components/ui/input';
import {
  FormSaveBar,
  ManagerPanel,
  SwitchField,
  useAdminMutation,
  useFormFields,
} from '@/components/admin';
import type { AvailabilityAdmin } from '../../admin-queries';
import { WEEKDAYS, WEEKDAY_NAMES, type WeeklyHours } from '../../hours';
import { saveAvailability } from '../../actions';
import { HoursEditor } from './hours-editor';
import { NumberSettings, type Numbers } from './number-settings';

// The owner's Availability: whether visitors may book, her time zone and weekly hours (several
// ranges a day), the calls' length, buffer, notice, horizon and daily limit, when the reminder
// goes, how the call happens, and which consultations can be booked.

type Form = Numbers & {
  enabled: boolean;
  timeZone: string;
  weeklyHours: WeeklyHours;
  meetingDetails: string;
  bookableOfferings: string[];
};

const toForm = ({ availability: a }: AvailabilityAdmin): Form => ({
  enabled: a.enabled,
  timeZone: a.rules.timeZone,
  weeklyHours: a.rules.weeklyHours,
  callMinutes: String(a.rules.callMinutes),
  bufferMinutes: String(a.rules.bufferMinutes),
  noticeMinutes: String(a.rules.noticeMinutes),
  horizonDays: String(a.rules.horizonDays),
  maxPerDay: a.rules.maxPerDay === null ? '' : String(a.rules.maxPerDay),
  reminderMinutes: String(a.reminderMinutes),
  meetingDetails: a.meetingDetails ?? '',
  bookableOfferings: a.bookableOfferings,
});

export function AvailabilityForm({ data }: { data: AvailabilityAdmin }) {
  const fields = useFormFields<Form>(() => toForm(data));
  const { form, errors, setErrors, set, bind } = fields;
  const { pending, run } = useAdminMutation();
  const dayError = (day: string) => errors[`weeklyHours.${day}`];

  return (
    <form
      aria-label="Availability"
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        void run(
          () => saveAvailability(form),
          {
            success: 'Availability saved',
            failure: 'Failed to save availability',
          },
          { onFailure: (o) => o.fieldErrors && setErrors(o.fieldErrors) },
        );
      }}
    >
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <ManagerPanel
          title="Booking"
          description="Whether visitors can pick a time for a call, and in which zone your hours are."
        >
          <div className="space-y-4">
            <SwitchField
              label="Visitors can book a call"
              hint="Off: the consultation page shows no times; requests still arrive."
              checked={form.enabled}
              onCheckedChange={(v) => set('enabled', v)}
            />
            <FormField id="availability-zone" label="Your time zone" error={errors.timeZone}>
              <Select {...bind('timeZone', 'availability-zone')}>
                {data.zones.map((z) => (
                  <option key={z} value={z}>
                    {z.replace(/_/g, ' ')}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField
              id="availability-meeting"
              label="How the call happens"
              hint="A meeting link, or call details (phone, WhatsApp). It goes into every invitation."
              error={errors.meetingDetails}
            >
              <Textarea
                rows={3}
                maxLength={500}
                {...bind('meetingDetails', 'availability-meeting')}
              />
            </FormField>
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-ink">
                Consultations that can be booked
              </legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {data.offerings.map((o) => (
                  <label
                    key={o.key}
                    className="flex items-center gap-2.5 rounded-lg border border-line bg-white px-3 py-2 text-sm"
                  >
                    <input
                      type="checkbox"
                      className="size-4 accent-ink"
                      checked={form.bookableOfferings.includes(o.key)}
                      onChange={(e) =>
                        set(
                          'bookableOfferings',
                          e.target.checked
                            ? [...form.bookableOfferings, o.key]
                            : form.bookableOfferings.filter((k) => k !== o.key),
                        )
                      }
                    />
                    {o.title}
                    {o.free ? <span className="text-muted">(free)</span> : null}
                  </label>
                ))}
              </div>
              {errors.bookableOfferings && (
                <p className="mt-2 text-sm text-danger">{errors.bookableOfferings}</p>
              )}
            </fieldset>
          </div>
        </ManagerPanel>
        <NumberSettings fields={fields} />
      </div>
      <ManagerPanel
        title="Weekly hours"
        description={`When you take calls, in ${form.timeZone.replace(/_/g, ' ')} time. A day without hours takes no calls.`}
      >
        <ul className="divide-y divide-line">
          {WEEKDAYS.map((day) => (
            <li key={day} className="grid gap-3 py-3 sm:grid-cols-[9rem_1fr] sm:items-start">
              <p className="pt-2.5 text-sm font-medium text-ink">{WEEKDAY_NAMES[day]}</p>
              <HoursEditor
                id={`hours-${day}`}
                label={WEEKDAY_NAMES[day]}
                ranges={form.weeklyHours[day]}
                error={dayError(day)}
                onChange={(ranges) => set('weeklyHours', { ...form.weeklyHours, [day]: ranges })}
              />
            </li>
          ))}
        </ul>
      </ManagerPanel>
      <FormSaveBar pending={pending}>Save availability</FormSaveBar>
    </form>
  );
}
