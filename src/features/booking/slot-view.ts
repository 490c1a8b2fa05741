import 'server-only';
import { dateIn, dayLabel, timeLabel } from './format';
import type { Slot } from './slots';
import { zoneCity } from './zones';

// Open times as a visitor reads them: grouped by the days of their own zone, each time in
// their zone with the owner's beside it. Made on the server, so the browser gets words and
// instants and never a time-zone database or a date formatter.

export type SlotTime = { start: string; label: string; owner: string };
export type SlotDay = { date: string; label: string; count: number };
export type SlotView = {
  zone: string;
  ownerZone: string;
  /** 'London' */
  ownerCity: string;
  days: SlotDay[];
  /** the times of `day` */
  day: string | null;
  times: SlotTime[];
};

function byDayIn(slots: readonly Slot[], zone: string): Map<string, Slot[]> {
  const byDay = new Map<string, Slot[]>();
  for (const slot of slots) {
    const date = dateIn(slot.start, zone);
    const list = byDay.get(date);
    if (list) list.push(slot);
    else byDay.set(date, [slot]);
  }
  return byDay;
}

function timesOf(slots: readonly Slot[], zone: string, ownerZone: string): SlotTime[] {
  const city = zoneCity(ownerZone);
  return slots.map((slot) => ({
    start: new Date(slot.start).toISOString(),
    label: timeLabel(slot.start, zone),
    owner: zone === ownerZone ? '' : `${timeLabel(slot.start, ownerZone)} in ${city}`,
  }));
}

const daysOf = (byDay: Map<string, Slot[]>, zone: string): SlotDay[] =>
  [...byDay].map(([date, list]) => ({
    date,
    label: dayLabel(list[0]!.start, zone),
    count: list.length,
  }));

/** Every open day in `zone`, with the times of one (the asked-for day, else the first). */
export function slotView(
  slots: readonly Slot[],
  zone: string,
  ownerZone: string,
  wantedDay?: string | null,
): SlotView {
  const byDay = byDayIn(slots, zone);
  const days = daysOf(byDay, zone);
  const day = wantedDay && byDay.has(wantedDay) ? wantedDay : (days[0]?.date ?? null);
  return {
    zone,
    ownerZone,
    ownerCity: zoneCity(ownerZone),
    days,
    day,
    times: day ? timesOf(byDay.get(day)!, zone, ownerZone) : [],
  };
}

/** Every day's times at once, for the browser's picker, which switches days itself. */
export function allTimes(slots: readonly Slot[], zone: string, ownerZone: string) {
  const byDay = byDayIn(slots, zone);
  const times: Record<string, SlotTime[]> = {};
  for (const [date, list] of byDay) times[date] = timesOf(list, zone, ownerZone);
  return { zone, ownerCity: zoneCity(ownerZone), days: daysOf(byDay, zone), times };
}

export type AllTimes = ReturnType<typeof allTimes>;
