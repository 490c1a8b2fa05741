import 'server-only';
import { zoneCity } from './zones';

// Call times in words, in a given zone, on the server (its ICU knows every zone; the
// visitor's browser gets the words, never a formatter or zone data). British English, 24-hour
// clock, as the rest of the site writes times.

type Formats = { day: Intl.DateTimeFormat; date: Intl.DateTimeFormat; time: Intl.DateTimeFormat };
const cache = new Map<string, Formats>();

function formats(timeZone: string): Formats {
  let f = cache.get(timeZone);
  if (!f) {
    f = {
      day: new Intl.DateTimeFormat('en-GB', {
        timeZone,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
      }),
      date: new Intl.DateTimeFormat('en-GB', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }),
      time: new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
    };
    if (cache.size > 200) cache.clear();
    cache.set(timeZone, f);
  }
  return f;
}

/** 'Tuesday 8 December' */
export const dayLabel = (instant: number, timeZone: string) =>
  formats(timeZone).day.format(instant).replace(',', '');

/** '10:00' */
export const timeLabel = (instant: number, timeZone: string) =>
  formats(timeZone).time.format(instant);

/** The date of an instant in a zone: '2026-12-08'. */
export function dateIn(instant: number, timeZone: string): string {
  const parts = formats(timeZone).date.formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const year = (instant: number, timeZone: string) => dateIn(instant, timeZone).slice(0, 4);

/** 'Tuesday 8 December 2026, 10:00 to 11:00 London time' */
export function callWhen(start: number, end: number, timeZone: string): string {
  return `${dayLabel(start, timeZone)} ${year(start, timeZone)}, ${timeLabel(start, timeZone)} to ${timeLabel(end, timeZone)} ${zoneCity(timeZone)} time`;
}

/** 'Tuesday 8 December 2026 at 10:00 (London time)': the start alone. */
export function callStart(start: number, timeZone: string): string {
  return `${dayLabel(start, timeZone)} ${year(start, timeZone)} at ${timeLabel(start, timeZone)} (${zoneCity(timeZone)} time)`;
}
