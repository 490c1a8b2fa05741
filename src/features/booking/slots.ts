import 'server-only';
import { Temporal } from 'temporal-polyfill';
import { clockMinutes, WEEKDAYS, type TimeRange, type WeeklyHours } from './hours';

// The open times of the owner's calendar: her weekly hours and dated exceptions, read in her
// time zone, less the calls already booked (each with its buffer), the notice she needs, the
// days beyond her horizon and the days that are full. Wall-clock times become instants through
// Temporal, so a range on a daylight-saving day has the length it has on her clock (a range
// 00:00-04:00 is three hours long on the morning the clocks go forward); a start that falls
// in the hour that does not exist moves to the first moment after it.

export type DateRule = {
  startsOn: string;
  endsOn: string;
  kind: 'off' | 'extra';
  hours: readonly TimeRange[];
};

export type SlotRules = {
  timeZone: string;
  weeklyHours: WeeklyHours;
  dateRules: readonly DateRule[];
  callMinutes: number;
  bufferMinutes: number;
  noticeMinutes: number;
  horizonDays: number;
  /** null: no limit */
  maxPerDay: number | null;
};

/** A confirmed call as the computation needs it: instants in epoch milliseconds. */
export type BusyTime = { id: number; startsAt: number; blockedUntil: number; ownerDay: string };

/** An open time: its start and end (epoch ms) and the owner's date it is on. */
export type Slot = { start: number; end: number; day: string };

const MINUTE = 60_000;

/** Start times are offered every half hour, or every call length when calls are shorter. */
export const stepMinutes = (callMinutes: number) => Math.min(30, callMinutes);

/** The owner's date of an instant. */
export function ownerDate(instant: number, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(instant)
    .toZonedDateTimeISO(timeZone)
    .toPlainDate()
    .toString();
}

/** The instant a wall-clock time of a date has in a zone ('24:00' is the next midnight). */
export function wallClockInstant(date: string, clock: string, timeZone: string): number {
  const minutes = clockMinutes(clock);
  if (minutes === null) throw new RangeError(`Not a time of day: ${clock}`);
  const day = Temporal.PlainDate.from(date).add({ days: Math.floor(minutes / 1440) });
  const time = new Temporal.PlainTime(Math.floor((minutes % 1440) / 60), minutes % 60);
  return day.toZonedDateTime({ timeZone, plainTime: time }).epochMilliseconds;
}

/** The day's hours: the weekly ones and any extra hours, joined; none on a day off. */
export function hoursOn(date: Temporal.PlainDate, rules: SlotRules): [number, number][] {
  const iso = date.toString();
  const applying = rules.dateRules.filter((r) => r.startsOn <= iso && iso <= r.endsOn);
  if (applying.some((r) => r.kind === 'off')) return [];
  const ranges = [
    ...rules.weeklyHours[WEEKDAYS[date.dayOfWeek - 1]!],
    ...applying.flatMap((r) => r.hours),
  ]
    .map((r) => [clockMinutes(r.start), clockMinutes(r.end)] as const)
    .filter((r): r is [number, number] => r[0] !== null && r[1] !== null && r[1] > r[0])
    .sort((a, b) => a[0] - b[0]);
  const joined: [number, number][] = [];
  for (const [start, end] of ranges) {
    const last = joined.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else joined.push([start, end]);
  }
  return joined;
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Whether a call from start, with the buffer after it, would touch any busy time. */
function collides(start: number, blockedUntil: number, busy: readonly BusyTime[]): boolean {
  return busy.some((b) => start < b.blockedUntil && blockedUntil > b.startsAt);
}

export type SlotOptions = {
  /** a call being moved: its own time is not in the way */
  except?: number;
  /** only these owner's dates (inclusive), within the horizon */
  from?: string;
  to?: string;
};

/** Every open time from `now` to the horizon, earliest first. */
export function computeSlots(
  rules: SlotRules,
  busyTimes: readonly BusyTime[],
  now: number,
  options: SlotOptions = {},
): Slot[] {
  const busy = busyTimes.filter((b) => b.id !== options.except);
  const perDay = new Map<string, number>();
  for (const b of busy) perDay.set(b.ownerDay, (perDay.get(b.ownerDay) ?? 0) + 1);
  const earliest = now + rules.noticeMinutes * MINUTE;
  const length = rules.callMinutes * MINUTE;
  const step = stepMinutes(rules.callMinutes) * MINUTE;
  const buffer = rules.bufferMinutes * MINUTE;
  const today = Temporal.Instant.fromEpochMilliseconds(now)
    .toZonedDateTimeISO(rules.timeZone)
    .toPlainDate();
  const slots: Slot[] = [];
  for (let i = 0; i < rules.horizonDays; i++) {
    const date = today.add({ days: i });
    const day = date.toString();
    if ((options.from && day < options.from) || (options.to && day > options.to)) continue;
    if (rules.maxPerDay !== null && (perDay.get(day) ?? 0) >= rules.maxPerDay) continue;
    for (const [open, close] of hoursOn(date, rules)) {
      const first = wallClockInstant(day, clock(open), rules.timeZone);
      const last = wallClockInstant(day, clock(close), rules.timeZone);
      for (let start = first; start + length <= last; start += step) {
        if (start < earliest || collides(start, start + length + buffer, busy)) continue;
        slots.push({ start, end: start + length, day });
      }
    }
  }
  return slots;
}

/** The open time that starts at `start`, or null when none does (taken, passed, never offered). */
export function offeredSlot(
  rules: SlotRules,
  busy: readonly BusyTime[],
  now: number,
  start: number,
  except?: number,
): Slot | null {
  const day = ownerDate(start, rules.timeZone);
  const slots = computeSlots(rules, busy, now, { except, from: day, to: day });
  return slots.find((s) => s.start === start) ?? null;
}
