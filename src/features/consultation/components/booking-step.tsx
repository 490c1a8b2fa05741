'use client';

import { CONTAINER_CLASS } from '@/components/ui/container-class';
import { cx } from '@/lib/cx';
import { TimeStep, type BookingChoice, type SlotView } from '@/features/booking/picker';
import type { ServiceKey } from '../options';

// Step 2 of /request-consultation when the owner takes bookings: an optional time for the
// consultation's call, in the visitor's own zone. A request without one is sent as before.

export type BookingStepData = {
  /** the consultations a time can be booked for, per service */
  offerings: Record<ServiceKey, { key: string; title: string }[]>;
  callMinutes: number;
  ownerCity: string;
  initial: SlotView;
  zoneForm: React.ReactNode;
  dayHrefPrefix: string;
};

export function BookingStep({
  data,
  service,
  choice,
  onChoice,
  error,
  refresh,
  formId,
}: {
  data: BookingStepData;
  service: ServiceKey;
  choice: BookingChoice;
  onChoice: (patch: Partial<BookingChoice>) => void;
  error?: string;
  refresh: number;
  formId: string;
}) {
  const offerings = data.offerings[service];
  const offering = offerings.find((o) => o.key === choice.bookingOffering) ?? offerings[0];
  if (!offering) return null;
  return (
    <section
      aria-labelledby="pick-a-time-title"
      id="pick-a-time"
      className="border-b border-line py-16 sm:py-20"
    >
      <div className={cx(CONTAINER_CLASS, 'grid gap-10 lg:grid-cols-12')}>
        <div className="lg:col-span-4">
          <p className="eyebrow text-accent-strong">Step 2 · optional</p>
          <h2 id="pick-a-time-title" className="mt-3 font-display text-4xl text-ink sm:text-5xl">
            Pick a time
          </h2>
          <p className="mt-6 text-lg leading-relaxed text-muted">
            Book the {offering.title.toLowerCase()} now: a {data.callMinutes}-minute call, shown in
            your own time zone with {data.ownerCity} time beside it. Or skip this step, send your
            brief, and I will reply within 24 hours.
          </p>
        </div>
        <TimeStep
          initial={data.initial}
          zoneForm={data.zoneForm}
          dayHrefPrefix={data.dayHrefPrefix}
          formId={formId}
          choice={{ ...choice, bookingOffering: offering.key }}
          onChoice={(patch) => onChoice({ ...patch, bookingOffering: offering.key })}
          error={error}
          refresh={refresh}
          className="min-w-0 lg:col-span-8"
        >
          {offerings.length > 1 && (
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-ink">Consultation</legend>
              <div className="flex flex-wrap gap-2">
                {offerings.map((o) => (
                  <label
                    key={o.key}
                    className="cursor-pointer rounded-full border border-line bg-white px-4 py-2 text-sm has-checked:border-ink has-checked:bg-ink has-checked:text-paper has-focus-visible:ring-2 has-focus-visible:ring-ink"
                  >
                    <input
                      type="radio"
                      name="booking-offering-switch"
                      className="sr-only"
                      checked={o.key === offering.key}
                      onChange={() => onChoice({ bookingOffering: o.key })}
                    />
                    {o.title}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        </TimeStep>
      </div>
    </section>
  );
}
