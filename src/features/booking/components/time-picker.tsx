'use client';

import { useEffect, useMemo, useState } from 'react';
import { selectClass } from '@/components/ui/input-classes';
import type { AllTimes } from '../slot-view';
import { zoneCity, zoneLabel } from '../zone-names';
import { browserZone, browserZones } from './browser-zone';
import { SlotList } from './slot-list';

// The consultation page's picker in the browser (fetched when the visitor comes near the
// times, time-step.tsx): the open times in the browser's own zone, fresh from the server,
// another zone chosen from every zone the browser knows, days switched in place.

export type PickerProps = {
  /** the zone of the page's own list, until the browser's is known */
  fallbackZone: string;
  chosen: string;
  onPick: (start: string, zone: string, words: string) => void;
  /** a new value fetches the times again (after a time was just taken) */
  refresh: number;
  idPrefix: string;
  error?: string;
};

type Loaded = { key: string } & ({ status: 'failed' } | { status: 'ready'; data: AllTimes });

export default function TimePicker(props: PickerProps) {
  const { fallbackZone, chosen, onPick, refresh, idPrefix } = props;
  const [zone, setZone] = useState(() => browserZone() ?? fallbackZone);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const zones = useMemo(() => browserZones(zone), [zone]);
  const key = `${zone} ${refresh}`;

  useEffect(() => {
    let live = true;
    fetch(`/api/booking/slots?tz=${encodeURIComponent(zone)}`, { cache: 'no-store' })
      .then((r) => (r.ok ? (r.json() as Promise<AllTimes>) : Promise.reject(r.status)))
      .then((data) => live && setLoaded({ key, status: 'ready', data }))
      .catch(() => live && setLoaded({ key, status: 'failed' }));
    return () => {
      live = false;
    };
  }, [zone, key]);

  // the times being fetched are those of another zone (or before a refusal): not shown
  const current = loaded?.key === key ? loaded : null;
  const data = current?.status === 'ready' ? current.data : null;
  const shown = data && day && data.times[day] ? day : (data?.days[0]?.date ?? null);
  const times = data && shown ? (data.times[shown] ?? []) : [];

  useEffect(() => {
    // a time that is no longer open (taken meanwhile, or in another zone's list) is let go
    if (!data || !chosen) return;
    if (!Object.values(data.times).some((list) => list.some((t) => t.start === chosen)))
      onPick('', zone, '');
  }, [data, chosen, zone, onPick]);

  const pick = (start: string) => {
    const time = times.find((t) => t.start === start);
    const label = data?.days.find((d) => d.date === shown)?.label ?? '';
    const words = time
      ? `${label} at ${time.label} ${zoneCity(zone)} time${time.owner ? ` (${time.owner})` : ''}`
      : '';
    onPick(start, zone, words);
  };

  return (
    <div className="space-y-6">
      <div className="max-w-sm">
        <label htmlFor={`${idPrefix}-zone`} className="mb-1.5 block text-sm font-medium text-ink">
          Your time zone
        </label>
        <select
          id={`${idPrefix}-zone`}
          className={selectClass}
          value={zone}
          onChange={(e) => {
            setZone(e.target.value);
            setDay(null);
          }}
        >
          {zones.map((z) => (
            <option key={z} value={z}>
              {zoneLabel(z)}
            </option>
          ))}
        </select>
      </div>
      {current?.status === 'failed' ? (
        <p role="alert" className="text-[15px] text-danger">
          The open times could not be loaded. Send your request without a time, or try again in a
          moment.
        </p>
      ) : !data ? (
        <p aria-busy="true" className="text-[15px] text-muted">
          Finding open times...
        </p>
      ) : (
        <SlotList
          days={data.days}
          day={shown}
          times={times}
          zoneCity={zoneCity(zone)}
          chosen={chosen}
          onDay={setDay}
          onPick={pick}
          idPrefix={idPrefix}
          error={props.error}
        />
      )}
    </div>
  );
}
