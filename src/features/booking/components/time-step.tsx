'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { cx } from '@/lib/cx';
import { loadOnce } from '@/lib/load-once';
import { reachHandlers } from '@/lib/reach';
import type { SlotView } from '../slot-view';
import { zoneCity } from '../zone-names';
import { SlotList } from './slot-list';
import type { PickerProps } from './time-picker';

// The consultation page's 'Pick a time' step in the page's first scripts: as small as it can
// be. Until the visitor comes near it, the times are the server's (one day's, in the zone the
// page was asked for: days are links and times radios of the form, so the step works without
// JavaScript); then the picker is fetched, and shows every day in the browser's own zone.

export type BookingChoice = {
  bookingStart: string;
  bookingOffering: string;
  visitorTimeZone: string;
};

type Props = {
  /** the server's times, and its form for another zone (for a page without JavaScript) */
  initial: SlotView;
  zoneForm: React.ReactNode;
  /** the page's address with a day's times, but for the day at its end */
  dayHrefPrefix: string;
  /** the request form the choice is sent with */
  formId: string;
  choice: BookingChoice;
  onChoice: (patch: Partial<BookingChoice>) => void;
  error?: string;
  /** a new value fetches the times again */
  refresh: number;
  children?: React.ReactNode;
  className?: string;
};

const loadPicker = () => import('./time-picker').then((m) => m.default);

export function TimeStep(props: Props) {
  const { initial, zoneForm, dayHrefPrefix, formId, choice, onChoice, error, refresh, children } =
    props;
  const ref = useRef<HTMLDivElement>(null);
  const [Picker, setPicker] = useState<ComponentType<PickerProps> | null>(null);
  const [said, setSaid] = useState('');
  const [fetchPicker] = useState(() => loadOnce(loadPicker));
  // offline, or a new release: the server's list stays, and the next approach tries again
  const load = useCallback(
    () =>
      void fetchPicker().then(
        (component) => setPicker(() => component),
        () => {},
      ),
    [fetchPicker],
  );

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const near = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          near.disconnect();
          load();
        }
      },
      { rootMargin: '100% 0px' },
    );
    near.observe(node);
    return () => near.disconnect();
  }, [load]);

  return (
    <div ref={ref} {...reachHandlers(load)} className={cx('space-y-6', props.className)}>
      {children}
      {Picker ? (
        <Picker
          fallbackZone={initial.zone}
          chosen={choice.bookingStart}
          refresh={refresh}
          idPrefix="pick"
          error={error}
          onPick={(start, zone, words) => {
            onChoice({ bookingStart: start, visitorTimeZone: zone });
            setSaid(start ? `Chosen: ${words}` : '');
          }}
        />
      ) : (
        <>
          {zoneForm}
          <SlotList
            days={initial.days}
            day={initial.day}
            times={initial.times}
            zoneCity={zoneCity(initial.zone)}
            chosen={choice.bookingStart}
            form={formId}
            dayHref={(date) => `${dayHrefPrefix}${date}#pick-a-time`}
            idPrefix="pick"
            error={error}
            onPick={(start) => {
              onChoice({ bookingStart: start, visitorTimeZone: initial.zone });
              const time = initial.times.find((t) => t.start === start);
              setSaid(time ? `Chosen: ${time.label}${time.owner ? ` (${time.owner})` : ''}` : '');
            }}
          />
        </>
      )}
      <input type="hidden" name="bookingOffering" form={formId} value={choice.bookingOffering} />
      {/* always the zone the times are shown in: a page without JavaScript cannot fill it in
          when a time is picked, and the server reads it only with a time */}
      <input
        type="hidden"
        name="visitorTimeZone"
        form={formId}
        value={choice.visitorTimeZone || initial.zone}
      />
      {error && (
        <p id="pick-error" className="text-sm text-danger">
          {error}
        </p>
      )}
      <p aria-live="polite" className="text-[15px] font-medium text-ink">
        {said}
      </p>
    </div>
  );
}
